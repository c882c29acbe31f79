import "server-only";
import { z } from "zod";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { addToCart } from "@/lib/cart/cart";
import { loadCart } from "@/lib/cart/queries";
import type { CartView } from "@/lib/cart/view";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseInput } from "@/lib/validation";
import { unavailableText } from "./buy-again-text";
import { findOrder } from "./model/lookup";
import { lineName } from "./model/view";

// "Buy again" on the shopper's orders: the same sizes, as many as were bought, put in the cart by the cart's own
// addToCart (stock-checked, capped at the stock with a notice, a size already in the cart left as it is). A size sold
// out or no longer sold is named, never silently dropped; when nothing could be added the answer is a 409 naming them.

export const buyAgainSchema = z.object({
  orderId: z.string({ error: "orderId is required" }).trim().min(1, "orderId is required").max(100, "Order not found"),
  /** One item of the order; absent: all of them. */
  lineId: z.string({ error: "lineId must be the id of an item of the order" }).trim().max(100).optional(),
});

export const ITEM_NOT_IN_ORDER = "That item is not part of this order";

export type BuyAgainResult = { cart: CartView; added: string[]; unavailable: string[] };

export async function buyAgain(ctx: Ctx, input: unknown): Promise<BuyAgainResult> {
  const caller = requireUser(ctx.caller);
  const { orderId, lineId } = parseInput(buyAgainSchema, input);
  const order = await findOrder(orderId, caller.id, (where) =>
    getDb().order.findFirst({ where: { ...where, orderType: "ORDER" }, include: { lines: { orderBy: { id: "asc" } } } }),
  );
  const lines = lineId ? order.lines.filter((line) => line.id === lineId) : order.lines;
  if (lines.length === 0) throw new AppError("not_found", ITEM_NOT_IN_ORDER);
  // Sizes of products taken off sale (archived) are not sold again.
  const onSale = await getDb().sizeStock.findMany({
    where: { id: { in: lines.flatMap((line) => (line.sizeId ? [line.sizeId] : [])) }, variant: { product: { archivedAt: null } } },
    select: { id: true },
  });
  const sold = new Set(onSale.map((size) => size.id));
  const added: string[] = [];
  const unavailable: string[] = [];
  const notices: string[] = [];
  for (const line of lines) {
    if (!line.sizeId || !sold.has(line.sizeId)) {
      unavailable.push(lineName(line));
      continue;
    }
    try {
      const cart = await addToCart(ctx, { sizeId: line.sizeId, quantity: line.quantity });
      notices.push(...cart.notices);
      added.push(lineName(line));
    } catch (error) {
      if (!(error instanceof AppError) || !["out_of_stock", "not_found"].includes(error.code)) throw error;
      unavailable.push(lineName(line));
    }
  }
  if (added.length === 0) throw new AppError("out_of_stock", unavailableText(unavailable));
  return { cart: await loadCart(caller.id, notices), added, unavailable };
}
