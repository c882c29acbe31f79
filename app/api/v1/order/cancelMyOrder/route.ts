import { apiRoute } from "@/lib/http/api-route";
import { cancelMyOrder } from "@/lib/orders/requested-moves";
import { toOrderApi } from "@/lib/orders/model/api-view";

// { orderId } → { success, message, order } (the caller's own Pending order)
export const POST = apiRoute("user", async (ctx, input) => ({
  message: "Order cancelled",
  order: toOrderApi(await cancelMyOrder(ctx, input)),
}));
