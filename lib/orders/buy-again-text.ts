/** The items "Buy again" could not put in the cart, named (lib/orders/buy-again.ts; its button says it too). */
export const unavailableText = (names: readonly string[]) =>
  `${names.join(", ")} ${names.length === 1 ? "is" : "are"} out of stock or no longer sold`;
