"use server";

import { runAction } from "@/lib/http/action";
import { addProductToWishlist } from "./add-product";
import { moveCartLinesToWishlist } from "./move-from-cart";
import { addToWishlist, moveWishlistToCart, removeFromWishlist } from "./wishlist";

// The web door of the wishlist: thin calls, no rules of their own.

export async function addToWishlistAction(input: unknown) {
  return runAction((ctx) => addToWishlist(ctx, input));
}

/** A product card's heart: `{ productId }`, its first size in stock. */
export async function addProductToWishlistAction(input: unknown) {
  return runAction((ctx) => addProductToWishlist(ctx, input));
}

export async function removeFromWishlistAction(input: unknown) {
  return runAction((ctx) => removeFromWishlist(ctx, input));
}

/** Answers the cart view plus the remaining wishlist. */
export async function moveWishlistToCartAction(input: unknown) {
  return runAction((ctx) => moveWishlistToCart(ctx, input));
}

/** The booking page's "Move to wishlist": `{ sizeIds }`, the caller's cart lines that cash on delivery cannot pay. */
export async function moveCartLinesToWishlistAction(input: unknown) {
  return runAction((ctx) => moveCartLinesToWishlist(ctx, input));
}
