import { apiRoute } from "@/lib/http/api-route";
import { updateOrder } from "@/lib/orders/requested-moves";

// Admins: { orderId, status: Confirmed | Shipped | Delivered | Cancelled (with reason) } → { success, message, order }
export const POST = apiRoute("admin", async (ctx, input) => ({ message: "Order updated", order: await updateOrder(ctx, input) }));
