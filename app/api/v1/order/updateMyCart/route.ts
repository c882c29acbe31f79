import { toCartApiView } from "@/lib/cart/api-view";
import { updateMyCart } from "@/lib/cart/cart";
import { apiRoute } from "@/lib/http/api-route";

// { cart: "<JSON text>" | [...] } → { success, message, cart, totals, notices }
export const POST = apiRoute("user", async (ctx, input) => ({ message: "Cart updated", ...toCartApiView(await updateMyCart(ctx, input)) }));
