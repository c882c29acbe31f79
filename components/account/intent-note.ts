// What the login and sign-up pages say when the visitor came from a tap on a product page.

const WHERE = { cart: "add your choice to your cart", buy: "add your choice to your cart", wishlist: "save your choice to your wishlist" };

export function intentNote(verb: "Log in" | "Sign up", action: keyof typeof WHERE): string {
  return `${verb} and we'll ${WHERE[action]}, then take you back to it.`;
}
