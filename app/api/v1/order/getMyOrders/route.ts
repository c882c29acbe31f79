import { apiRoute } from "@/lib/http/api-route";
import { listMyOrders } from "@/lib/orders/queries";

// → { success, message, orders } (newest first). GET answers the same as the spec's POST.
const handler = apiRoute("user", async (ctx) => ({ message: "Orders loaded", orders: await listMyOrders(ctx) }));
export const POST = handler;
export const GET = handler;
