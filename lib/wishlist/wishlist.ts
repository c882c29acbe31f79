import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { findSize, lockLines, readList, resolveLines } from "@/lib/cart/lines";
import { loadCart } from "@/lib/cart/queries";
import {
  CART_LIMIT_MESSAGE,
  MAX_CART_LINES,
  MAX_WISHLIST_LINES,
  sizeOnlySchema,
  WISHLIST_LIMIT_MESSAGE,
  wishlistLinesSchema,
} from "@/lib/cart/schemas";
import type { SizeRow } from "@/lib/cart/priced-lines";
import type { CartView } from "@/lib/cart/view";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseInput } from "@/lib/validation";
import { pricesNowPaise } from "./price-seen";
import { loadWishlist } from "./queries";
import { toWishlistView, type WishlistItem, type WishlistView } from "./view";

// The wishlist's changes: the same identification and forged-line rules as the cart, no
// quantities, and out-of-stock sizes are welcome.

/** POST /api/v1/order/updateMyWishlist: replaces the caller's wishlist with `wishlist` (JSON text or array). */
export async function updateMyWishlist(ctx: Ctx, input: unknown): Promise<WishlistView> {
  const caller = requireUser(ctx.caller);
  const list = readList(input, "wishlist", MAX_WISHLIST_LINES, WISHLIST_LIMIT_MESSAGE);
  const { wishlist } = parseInput(wishlistLinesSchema, { wishlist: list });
  const { resolved, notices } = await resolveLines<(typeof wishlist)[number], SizeRow>(
    wishlist,
    (size) => size,
    () => {},
  );
  const base = Date.now();
  const prices = await pricesNowPaise(resolved.map((size) => size.id));
  await getDb().$transaction(async (tx) => {
    await lockLines(tx, "wishlist", caller.id);
    // A size already on the list keeps the price she saw when she first saved it.
    const kept = await tx.wishlistLine.findMany({ where: { userId: caller.id }, select: { sizeId: true, savedPricePaise: true } });
    const seen = new Map(kept.map((line) => [line.sizeId, line.savedPricePaise]));
    await tx.wishlistLine.deleteMany({ where: { userId: caller.id } });
    if (resolved.length > 0) {
      await tx.wishlistLine.createMany({
        data: resolved.map((size, i) => ({
          userId: caller.id,
          sizeId: size.id,
          createdAt: new Date(base + i),
          savedPricePaise: seen.get(size.id) ?? prices.get(size.id),
        })),
      });
    }
  });
  return toWishlistView(resolved, notices);
}

/** Adds a size (in stock or not); one already on the wishlist is left as it is. */
export async function addToWishlist(ctx: Ctx, input: unknown): Promise<WishlistView> {
  const caller = requireUser(ctx.caller);
  const { sizeId } = parseInput(sizeOnlySchema, input);
  if (!(await findSize(sizeId))) throw new AppError("not_found", "Item not found");
  const savedPricePaise = (await pricesNowPaise([sizeId])).get(sizeId);
  await getDb().$transaction(async (tx) => {
    await lockLines(tx, "wishlist", caller.id);
    const where = { userId_sizeId: { userId: caller.id, sizeId } };
    if (await tx.wishlistLine.findUnique({ where, select: { id: true } })) return;
    if ((await tx.wishlistLine.count({ where: { userId: caller.id } })) >= MAX_WISHLIST_LINES) {
      throw new AppError("validation", WISHLIST_LIMIT_MESSAGE);
    }
    await tx.wishlistLine.create({ data: { userId: caller.id, sizeId, savedPricePaise } });
  });
  return loadWishlist(caller.id);
}

export async function removeFromWishlist(ctx: Ctx, input: unknown): Promise<WishlistView> {
  const caller = requireUser(ctx.caller);
  const { sizeId } = parseInput(sizeOnlySchema, input);
  const { count } = await getDb().wishlistLine.deleteMany({ where: { userId: caller.id, sizeId } });
  if (count === 0) throw new AppError("not_found", "Product is not in wishlist");
  return loadWishlist(caller.id);
}

/** The cart view plus the wishlist that remains. */
export type MoveToCartResult = CartView & { wishlist: WishlistItem[] };

/**
 * Moves a size from the wishlist to the cart (quantity 1), in one transaction. A size already
 * in the cart keeps its quantity and only leaves the wishlist. Out of stock: refused, and it
 * stays on the wishlist.
 */
export async function moveWishlistToCart(ctx: Ctx, input: unknown): Promise<MoveToCartResult> {
  const caller = requireUser(ctx.caller);
  const { sizeId } = parseInput(sizeOnlySchema, input);
  await getDb().$transaction(async (tx) => {
    await lockLines(tx, "cart", caller.id);
    await lockLines(tx, "wishlist", caller.id);
    const where = { userId_sizeId: { userId: caller.id, sizeId } };
    const line = await tx.wishlistLine.findUnique({ where, select: { sizeStock: { select: { stock: true } } } });
    if (!line) throw new AppError("not_found", "Product is not in wishlist");
    if (!(await tx.cartLine.findUnique({ where, select: { id: true } }))) {
      if (line.sizeStock.stock <= 0) throw new AppError("out_of_stock", "Item is out of stock");
      if ((await tx.cartLine.count({ where: { userId: caller.id } })) >= MAX_CART_LINES) {
        throw new AppError("validation", CART_LIMIT_MESSAGE);
      }
      await tx.cartLine.create({ data: { userId: caller.id, sizeId, quantity: 1 } });
    }
    await tx.wishlistLine.delete({ where });
  });
  const [cart, { wishlist }] = await Promise.all([loadCart(caller.id), loadWishlist(caller.id)]);
  return { ...cart, wishlist };
}
