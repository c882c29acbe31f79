import { apiRoute } from "@/lib/http/api-route";
import { cancelOrder } from "@/lib/orders/requested-moves";
import { toOrderApi } from "@/lib/orders/model/api-view";

// Admins: { orderId, reason } → { success, message, order } (any order not yet shipped)
export const POST = apiRoute("admin", async (ctx, input) => ({
  message: "Order cancelled",
  order: toOrderApi(await cancelOrder(ctx, input)),
}));
