import { apiRoute } from "@/lib/http/api-route";
import { updateOrder } from "@/lib/orders/requested-moves";
import { toOrderApi } from "@/lib/orders/model/api-view";

// Admins: { orderId, status: Confirmed | Shipped | Delivered | Cancelled (with reason) } → { success, message, order }
export const POST = apiRoute("admin", async (ctx, input) => ({
  message: "Order updated",
  order: toOrderApi(await updateOrder(ctx, input)),
}));
