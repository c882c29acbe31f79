import { apiRoute } from "@/lib/http/api-route";
import { cancelMyOrder } from "@/lib/orders/requested-moves";

// { orderId } → { success, message, order } (the caller's own Pending order)
export const POST = apiRoute("user", async (ctx, input) => ({ message: "Order cancelled", order: await cancelMyOrder(ctx, input) }));
