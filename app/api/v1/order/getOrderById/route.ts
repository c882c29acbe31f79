import { apiRoute } from "@/lib/http/api-route";
import { getOrderById } from "@/lib/orders/queries";
import { toOrderApi } from "@/lib/orders/model/api-view";

// { orderId } (the order's id or its public order id) → { success, message, orders: <the order> }
export const POST = apiRoute("user", async (ctx, input) => ({
  message: "Order loaded",
  orders: toOrderApi(await getOrderById(ctx, input)),
}));
