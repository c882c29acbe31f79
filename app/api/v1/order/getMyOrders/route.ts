import { apiRoute } from "@/lib/http/api-route";
import { listMyOrders } from "@/lib/orders/queries";
import { toOrderApi } from "@/lib/orders/model/api-view";

// { page?, limit? } → { success, message, orders, pagination } (newest first; every order when no page or limit is asked).
// GET reads the query string and answers the same as the spec's POST.
const handler = apiRoute("user", async (ctx, input) => {
  const { orders, pagination } = await listMyOrders(ctx, input);
  return { message: "Orders loaded", orders: orders.map(toOrderApi), pagination };
});
export const POST = handler;
export const GET = handler;
