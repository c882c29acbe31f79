/** The items "Buy again" could not put in the cart, named (lib/orders/buy-again.ts; its button says it too). */
export const unavailableText = (names: readonly string[]) =>
  `${names.join(", ")} ${names.length === 1 ? "is" : "are"} out of stock or no longer sold`;

/** A size offered instead of one not put back in the cart (lib/orders/buy-again.ts's SizeOffer). */
export const offerText = (offer: { item: string; size: string; why: "returned" | "sold out" }) =>
  offer.why === "returned"
    ? `You returned ${offer.item} for its fit, so it was not added: size ${offer.size} is in stock`
    : `${offer.item} is out of stock: size ${offer.size} is in stock`;
