import { apiRoute } from "@/lib/http/api-route";
import { listOrders } from "@/lib/orders/queries";
import { toOrderApi } from "@/lib/orders/model/api-view";

// Admins: { type: Order | Returns, status?, search?, page?, limit? } → { success, message, data, pagination }; every order of
// the type when no page or limit is asked. GET reads the query string.
const handler = apiRoute("admin", async (ctx, input) => {
  const { data, pagination } = await listOrders(ctx, input);
  return { message: "Orders loaded", data: data.map(toOrderApi), pagination };
});
export const POST = handler;
export const GET = handler;
