import { apiRoute } from "@/lib/http/api-route";
import { listOrders } from "@/lib/orders/queries";

// Admins: { type: Order | Returns, status?, search?, page?, limit? } → { success, message, data, pagination }; every order of
// the type when no page or limit is asked. GET reads the query string.
const handler = apiRoute("admin", async (ctx, input) => ({ message: "Orders loaded", ...(await listOrders(ctx, input)) }));
export const POST = handler;
export const GET = handler;
