import { toCartApiView } from "@/lib/cart/api-view";
import { apiRoute } from "@/lib/http/api-route";
import { buyAgain } from "@/lib/orders/buy-again";
import { unavailableText } from "@/lib/orders/buy-again-text";

// { orderId, lineId? } → { success, message, cart, totals, notices, added, unavailable }: the order's sizes (or one item's) put
// in the cart again; 409 naming them when none could be.
export const POST = apiRoute("user", async (ctx, input) => {
  const { cart, added, unavailable } = await buyAgain(ctx, input);
  const message = [`Added to your cart: ${added.join(", ")}`, ...(unavailable.length > 0 ? [unavailableText(unavailable)] : [])].join(". ");
  return { message, ...toCartApiView(cart), added, unavailable };
});
