import { toCartApiView } from "@/lib/cart/api-view";
import { getCart } from "@/lib/cart/queries";
import { apiRoute } from "@/lib/http/api-route";

// → { success, message, cart, totals, notices }. GET answers the same as the spec's POST.
const handler = apiRoute("user", async (ctx) => ({ message: "Cart loaded", ...toCartApiView(await getCart(ctx)) }));
export const POST = handler;
export const GET = handler;
