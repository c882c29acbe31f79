import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { cartTag, wishlistTag } from "@/lib/cache/tags";
import { getDb } from "@/lib/db";
import { wishlistSizeIds } from "@/lib/wishlist/queries";
import { cartCount } from "./queries";

// One user's cart and wishlist as the shop's pages mark them (the header's count, a product page's
// buttons), cached per user until a change of theirs expires the tag (lib/cache/tags.ts).

/** How many lines the user's cart holds. */
export async function cachedCartCount(userId: string): Promise<number> {
  "use cache";
  cacheLife("user");
  cacheTag(cartTag(userId));
  return cartCount(userId);
}

/** sizeId → quantity of every line in the user's cart. */
export async function cachedCartQuantities(userId: string): Promise<Record<string, number>> {
  "use cache";
  cacheLife("user");
  cacheTag(cartTag(userId));
  const lines = await getDb().cartLine.findMany({ where: { userId }, select: { sizeId: true, quantity: true } });
  return Object.fromEntries(lines.map((line) => [line.sizeId, line.quantity]));
}

/** The sizes on the user's wishlist. */
export async function cachedWishlistSizeIds(userId: string): Promise<string[]> {
  "use cache";
  cacheLife("user");
  cacheTag(wishlistTag(userId));
  return wishlistSizeIds(userId);
}
