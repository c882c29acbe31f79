import { apiRoute } from "@/lib/http/api-route";
import { listMyOrders } from "@/lib/orders/queries";

// { page?, limit? } → { success, message, orders, pagination } (newest first; every order when no page or limit is asked).
// GET reads the query string and answers the same as the spec's POST.
const handler = apiRoute("user", async (ctx, input) => ({ message: "Orders loaded", ...(await listMyOrders(ctx, input)) }));
export const POST = handler;
export const GET = handler;
