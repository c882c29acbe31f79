import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { addToCart } from "@/lib/cart/cart";
import { parseInput } from "@/lib/validation";
import { addToWishlist } from "@/lib/wishlist/wishlist";
import { intentSchema } from "./schemas";

/** What was done, and where the shopper goes next (the product page, or the cart after Buy Now). */
export type IntentDone = { message: string; to: string; notices: string[] };

/**
 * Does what a visitor asked for before logging in, now as the logged-in shopper: checked again
 * like any other call (the action, the size, its stock), through the cart's and wishlist's own
 * functions. A size already in the cart or on the wishlist is left as it is.
 */
export async function performIntent(ctx: Ctx, input: unknown): Promise<IntentDone> {
  const { action, sizeId, path } = parseInput(intentSchema, input);
  if (action === "wishlist") {
    const wishlist = await addToWishlist(ctx, { sizeId });
    return { message: "Added to wishlist", to: path, notices: [...wishlist.notices] };
  }
  const cart = await addToCart(ctx, { sizeId });
  // Buy Now adds and goes to the cart (spec).
  return { message: "Added to cart", to: action === "buy" ? "/cart" : path, notices: [...cart.notices] };
}
