import { moveOrders } from "@/lib/admin/manage-orders/bulk-moves";
import { apiRoute } from "@/lib/http/api-route";

// Admins, beyond the spec: { orderIds: [≤ 50 ids], status: Confirmed | Shipped } → { success, message, moved, failed }, each order moved on its own.
export const POST = apiRoute("admin", async (ctx, input) => {
  const { summary, moved, failed } = await moveOrders(ctx, input);
  return { message: summary, moved, failed };
});
