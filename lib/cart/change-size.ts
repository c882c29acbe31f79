import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseInput } from "@/lib/validation";
import { cappedNotice, findSize, lockLines } from "./lines";
import { itemName, type SizeRow } from "./priced-lines";
import { loadCart } from "./queries";
import { changeCartSizeSchema, MAX_QUANTITY } from "./schemas";
import type { CartView } from "./view";

export const OTHER_COLOUR_MESSAGE = "Choose a size of the same colour";
export const sizeSoldOutMessage = (size: SizeRow) => `Size ${size.size} is out of stock`;

/** The pieces a line may hold of `size`: its stock, and never more than MAX_QUANTITY. */
function meetLimits(size: SizeRow, wanted: number): { quantity: number; notice: string | null } {
  const limit = Math.min(size.stock, MAX_QUANTITY);
  if (wanted <= limit) return { quantity: wanted, notice: null };
  const notice =
    limit === size.stock ? cappedNotice(size) : `At most ${MAX_QUANTITY} pieces of ${itemName(size)}: quantity set to ${MAX_QUANTITY}`;
  return { quantity: limit, notice };
}

/**
 * Moves a cart line to another size of its colour (the size picker on the line): its pieces join a
 * line of that size already in the cart, within the size's stock and MAX_QUANTITY (lowered with a
 * notice). A sold-out size is refused; the same size leaves the cart as it is.
 */
export async function changeCartSize(ctx: Ctx, input: unknown): Promise<CartView> {
  const caller = requireUser(ctx.caller);
  const { sizeId, toSizeId } = parseInput(changeCartSizeSchema, input);
  const notices: string[] = [];
  await getDb().$transaction(async (tx) => {
    await lockLines(tx, "cart", caller.id);
    const key = (id: string) => ({ userId_sizeId: { userId: caller.id, sizeId: id } });
    const line = await tx.cartLine.findUnique({
      where: key(sizeId),
      select: { quantity: true, sizeStock: { select: { variantId: true } } },
    });
    if (!line) throw new AppError("not_found", "Product is not in cart");
    if (toSizeId === sizeId) return;
    const to = await findSize(toSizeId, tx);
    if (!to || to.variant.id !== line.sizeStock.variantId) {
      throw new AppError("validation", OTHER_COLOUR_MESSAGE, { toSizeId: OTHER_COLOUR_MESSAGE });
    }
    if (to.stock <= 0) throw new AppError("out_of_stock", sizeSoldOutMessage(to));
    const there = await tx.cartLine.findUnique({ where: key(toSizeId), select: { quantity: true } });
    const { quantity, notice } = meetLimits(to, line.quantity + (there?.quantity ?? 0));
    if (notice) notices.push(notice);
    if (there) {
      await tx.cartLine.update({ where: key(toSizeId), data: { quantity } });
      await tx.cartLine.delete({ where: key(sizeId) });
    } else {
      // The line keeps its place in the cart (its creation time).
      await tx.cartLine.update({ where: key(sizeId), data: { sizeId: toSizeId, quantity } });
    }
  });
  return loadCart(caller.id, notices);
}
