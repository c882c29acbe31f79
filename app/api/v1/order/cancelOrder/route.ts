import { apiRoute } from "@/lib/http/api-route";
import { cancelOrder } from "@/lib/orders/requested-moves";

// Admins: { orderId, reason } → { success, message, order } (any order not yet shipped)
export const POST = apiRoute("admin", async (ctx, input) => ({ message: "Order cancelled", order: await cancelOrder(ctx, input) }));
