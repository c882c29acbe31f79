import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { sizeSelect } from "@/lib/cart/priced-lines";
import { getDb } from "@/lib/db";
import { toWishlistView, type WishlistView } from "./view";

// Reading the wishlist. Out-of-stock sizes stay on it, marked inStock: false.

/** The user's wishlist, oldest first, in one query; `notices` are passed through. */
export async function loadWishlist(userId: string, notices: readonly string[] = []): Promise<WishlistView> {
  const rows = await getDb().wishlistLine.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { sizeStock: { select: sizeSelect } },
  });
  return toWishlistView(
    rows.map((row) => row.sizeStock),
    notices,
  );
}

/** The caller's wishlist (POST /api/v1/order/getMyWishlist and the wishlist page). */
export async function getWishlist(ctx: Ctx): Promise<WishlistView> {
  return loadWishlist(requireUser(ctx.caller).id);
}

export async function wishlistCount(userId: string): Promise<number> {
  return getDb().wishlistLine.count({ where: { userId } });
}
