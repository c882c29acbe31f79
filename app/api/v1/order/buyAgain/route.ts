import { toCartApiView } from "@/lib/cart/api-view";
import { apiRoute } from "@/lib/http/api-route";
import { buyAgain } from "@/lib/orders/buy-again";
import { offerText, unavailableText } from "@/lib/orders/buy-again-text";

// { orderId, lineId? } → { success, message, cart, totals, notices, added, unavailable, offers }: the order's sizes (or one
// item's) put in the cart again, with the sizes offered instead of one she returned for its fit or one sold out; 409
// naming them when none could be added nor offered.
export const POST = apiRoute("user", async (ctx, input) => {
  const { cart, added, unavailable, offers } = await buyAgain(ctx, input);
  const message = [
    ...(added.length > 0 ? [`Added to your cart: ${added.join(", ")}`] : []),
    ...(unavailable.length > 0 ? [unavailableText(unavailable)] : []),
    ...offers.map((offer) => offerText(offer)),
  ].join(". ");
  return { message, ...toCartApiView(cart), added, unavailable, offers };
});
