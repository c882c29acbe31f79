import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseInput } from "@/lib/validation";
import { cappedNotice, findSize, lockLines, readList, resolveLines, settle } from "./lines";
import type { SettledLine } from "./priced-lines";
import { cartPromotions, loadCart } from "./queries";
import { sizeChoices } from "./size-choices";
import { addToCartSchema, CART_LIMIT_MESSAGE, cartLinesSchema, MAX_CART_LINES, setCartQuantitySchema, sizeOnlySchema } from "./schemas";
import { toCartView, type CartView } from "./view";

// The cart's changes. The server decides every price, name and limit; the client only says
// which sizes it wants and how many. Every function answers the whole cart view.

/** POST /api/v1/order/updateMyCart: replaces the caller's cart with `cart` (JSON text or array). */
export async function updateMyCart(ctx: Ctx, input: unknown): Promise<CartView> {
  const caller = requireUser(ctx.caller);
  const list = readList(input, "cart", MAX_CART_LINES, CART_LIMIT_MESSAGE);
  const { cart } = parseInput(cartLinesSchema, { cart: list });
  const { resolved, notices } = await resolveLines<(typeof cart)[number], SettledLine>(
    cart,
    (size, line) => ({ size, quantity: line.quantity }),
    (into, line) => {
      into.quantity += line.quantity;
    },
  );
  const settled = settle(resolved);
  // Lines keep the client's order: each gets its own creation time, a millisecond apart.
  const base = Date.now();
  await getDb().$transaction(async (tx) => {
    await lockLines(tx, "cart", caller.id);
    await tx.cartLine.deleteMany({ where: { userId: caller.id } });
    if (settled.kept.length > 0) {
      await tx.cartLine.createMany({
        data: settled.kept.map(({ size, quantity }, i) => ({
          userId: caller.id,
          sizeId: size.id,
          quantity,
          createdAt: new Date(base + i),
        })),
      });
    }
  });
  const now = new Date();
  const [priced, choices] = await Promise.all([cartPromotions(caller.id, settled.kept, now), sizeChoices(settled.kept)]);
  return toCartView(priced, [...notices, ...settled.notices], choices, now);
}

/**
 * Adds a size (quantity 1 unless given, capped at the stock with a notice). A size already in
 * the cart is left as it is.
 */
export async function addToCart(ctx: Ctx, input: unknown): Promise<CartView> {
  const caller = requireUser(ctx.caller);
  const { sizeId, quantity } = parseInput(addToCartSchema, input);
  const size = await findSize(sizeId);
  if (!size) throw new AppError("not_found", "Item not found");
  const notices: string[] = [];
  await getDb().$transaction(async (tx) => {
    await lockLines(tx, "cart", caller.id);
    const where = { userId_sizeId: { userId: caller.id, sizeId } };
    if (await tx.cartLine.findUnique({ where, select: { id: true } })) return;
    if (size.stock <= 0) throw new AppError("out_of_stock", "Item is out of stock");
    if ((await tx.cartLine.count({ where: { userId: caller.id } })) >= MAX_CART_LINES) {
      throw new AppError("validation", CART_LIMIT_MESSAGE);
    }
    if (quantity > size.stock) notices.push(cappedNotice(size));
    await tx.cartLine.create({ data: { userId: caller.id, sizeId, quantity: Math.min(quantity, size.stock) } });
  });
  return loadCart(caller.id, notices);
}

/** Sets a line's quantity; 0 removes it (the minus button at 1). Above the stock: "Out of Stock". */
export async function setCartQuantity(ctx: Ctx, input: unknown): Promise<CartView> {
  const caller = requireUser(ctx.caller);
  const { sizeId, quantity } = parseInput(setCartQuantitySchema, input);
  await getDb().$transaction(async (tx) => {
    await lockLines(tx, "cart", caller.id);
    const where = { userId_sizeId: { userId: caller.id, sizeId } };
    const line = await tx.cartLine.findUnique({ where, select: { sizeStock: { select: { stock: true } } } });
    if (!line) throw new AppError("not_found", "Product is not in cart");
    if (quantity === 0) await tx.cartLine.delete({ where });
    else if (quantity > line.sizeStock.stock) throw new AppError("out_of_stock", "Out of Stock");
    else await tx.cartLine.update({ where, data: { quantity } });
  });
  return loadCart(caller.id);
}

export async function removeFromCart(ctx: Ctx, input: unknown): Promise<CartView> {
  const caller = requireUser(ctx.caller);
  const { sizeId } = parseInput(sizeOnlySchema, input);
  const { count } = await getDb().cartLine.deleteMany({ where: { userId: caller.id, sizeId } });
  if (count === 0) throw new AppError("not_found", "Product is not in cart");
  return loadCart(caller.id);
}
