import "server-only";
import { z } from "zod";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { lockLines } from "@/lib/cart/lines";
import { loadCart } from "@/lib/cart/queries";
import { MAX_CART_LINES, MAX_WISHLIST_LINES, WISHLIST_LIMIT_MESSAGE } from "@/lib/cart/schemas";
import type { CartView } from "@/lib/cart/view";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseInput } from "@/lib/validation";
import { pricesNowPaise } from "./price-seen";
import { loadWishlist } from "./queries";
import type { WishlistItem } from "./view";

// The booking page's "Move to wishlist" for the pieces cash on delivery cannot pay: these cart
// lines (by size, the caller's own) leave the cart for the wishlist, all or none, in one
// transaction under both line locks (cart first, as lockLines asks). A size already moved (in the
// wishlist, no longer in the cart) counts as done, so a second press changes nothing.
export const NOT_IN_CART_MESSAGE = "An item to move is not in your cart";
export const MOVE_LIMIT_MESSAGE = `At most ${MAX_CART_LINES} items can be moved at once`;
const SIZES_MESSAGE = "Choose the items to move";

export const moveToWishlistSchema = z.object({
  sizeIds: z
    .array(z.string({ error: SIZES_MESSAGE }).trim().min(1, SIZES_MESSAGE).max(100, NOT_IN_CART_MESSAGE), { error: SIZES_MESSAGE })
    .min(1, SIZES_MESSAGE)
    .max(MAX_CART_LINES, MOVE_LIMIT_MESSAGE),
});

export type MovedToWishlist = CartView & { wishlist: WishlistItem[]; moved: number };

export async function moveCartLinesToWishlist(ctx: Ctx, input: unknown): Promise<MovedToWishlist> {
  const caller = requireUser(ctx.caller);
  const sizeIds = [...new Set(parseInput(moveToWishlistSchema, input).sizeIds)];
  const prices = await pricesNowPaise(sizeIds);
  const moved = await getDb().$transaction(async (tx) => {
    await lockLines(tx, "cart", caller.id);
    await lockLines(tx, "wishlist", caller.id);
    const where = { userId: caller.id, sizeId: { in: sizeIds } };
    const [inCart, inWishlist, wishlistSize] = await Promise.all([
      tx.cartLine.findMany({ where, select: { sizeId: true } }),
      tx.wishlistLine.findMany({ where, select: { sizeId: true } }),
      tx.wishlistLine.count({ where: { userId: caller.id } }),
    ]);
    const cartSizes = new Set(inCart.map((line) => line.sizeId));
    const wished = new Set(inWishlist.map((line) => line.sizeId));
    // Another user's line, a size never in this cart, a made-up id: the whole call is refused.
    if (sizeIds.some((id) => !cartSizes.has(id) && !wished.has(id))) throw new AppError("not_found", NOT_IN_CART_MESSAGE);
    const added = [...cartSizes].filter((id) => !wished.has(id));
    if (wishlistSize + added.length > MAX_WISHLIST_LINES) throw new AppError("validation", WISHLIST_LIMIT_MESSAGE);
    const base = Date.now();
    await tx.wishlistLine.createMany({
      data: added.map((sizeId, i) => ({ userId: caller.id, sizeId, createdAt: new Date(base + i), savedPricePaise: prices.get(sizeId) })),
      skipDuplicates: true,
    });
    await tx.cartLine.deleteMany({ where: { userId: caller.id, sizeId: { in: [...cartSizes] } } });
    return cartSizes.size;
  });
  const [cart, { wishlist }] = await Promise.all([loadCart(caller.id), loadWishlist(caller.id)]);
  return { ...cart, wishlist, moved };
}
