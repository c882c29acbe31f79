import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { getProfile } from "@/lib/accounts/profile";
import { toCartApiView } from "@/lib/cart/api-view";
import { getCart } from "@/lib/cart/queries";
import { toWishlistApiView } from "@/lib/wishlist/api-view";
import { getWishlist } from "@/lib/wishlist/queries";

/** GET /user/getUser: the profile with the spec's `cart` and `wishlist` lists (section 3's User). */
export async function getUserWithLists(ctx: Ctx) {
  const [user, cart, wishlist] = await Promise.all([getProfile(ctx), getCart(ctx), getWishlist(ctx)]);
  // The API's shapes, in rupees (the pages' views are in paise).
  return { ...user, cart: toCartApiView(cart).cart, wishlist: toWishlistApiView(wishlist).wishlist };
}
