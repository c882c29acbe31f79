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
import { sortBySize } from "@/lib/catalog/sizes";

// "Buy again" on the shopper's orders: the same sizes, as many as were bought, put in the cart by the cart's own
// addToCart (stock-checked, capped at the stock with a notice, a size already in the cart left as it is). A size sold
// out or no longer sold is named, never silently dropped; when nothing could be added the answer is a 409 naming them.
// A size she returned as too small (too large) is not put back: the next size up (down) of that colour in stock is
// offered instead, as is the nearest size in stock (the next up first) when hers has sold out.

export const buyAgainSchema = z.object({
  orderId: z.string({ error: "orderId is required" }).trim().min(1, "orderId is required").max(100, "Order not found"),
  /** One item of the order; absent: all of them. */
  lineId: z.string({ error: "lineId must be the id of an item of the order" }).trim().max(100).optional(),
});

export const ITEM_NOT_IN_ORDER = "That item is not part of this order";

/**
 * A size offered for an item not added: `item` names what she bought, `sizeId`, `size` and `offered` (its name) what is
 * offered, `why` the reason.
 */
export type SizeOffer = { item: string; sizeId: string; size: string; offered: string; quantity: number; why: "returned" | "sold out" };
export type BuyAgainResult = { cart: CartView; added: string[]; unavailable: string[]; offers: SizeOffer[] };

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
  const { sizesOf, fitOf } = await neighbours(lines);
  const added: string[] = [];
  const unavailable: string[] = [];
  const offers: SizeOffer[] = [];
  const notices: string[] = [];
  const offer = (line: (typeof lines)[number], why: SizeOffer["why"], steps: readonly (1 | -1)[]) => {
    const next = nextInStock(sizesOf(line.sizeId), line.size, steps);
    if (next)
      offers.push({
        item: lineName(line),
        sizeId: next.id,
        size: next.size,
        offered: lineName({ ...line, size: next.size }),
        quantity: line.quantity,
        why,
      });
    else unavailable.push(lineName(line));
  };
  for (const line of lines) {
    if (!line.sizeId || !sold.has(line.sizeId)) {
      unavailable.push(lineName(line));
      continue;
    }
    const fit = fitOf(line.id);
    if (fit) {
      offer(line, "returned", [fit]);
      continue;
    }
    try {
      const cart = await addToCart(ctx, { sizeId: line.sizeId, quantity: line.quantity });
      notices.push(...cart.notices);
      added.push(lineName(line));
    } catch (error) {
      if (!(error instanceof AppError) || !["out_of_stock", "not_found"].includes(error.code)) throw error;
      if (error.code === "out_of_stock") offer(line, "sold out", [1, -1]);
      else unavailable.push(lineName(line));
    }
  }
  if (added.length === 0 && offers.length === 0) throw new AppError("out_of_stock", unavailableText(unavailable));
  return { cart: await loadCart(caller.id, notices), added, unavailable, offers };
}

type NeighbourSize = { id: string; size: string; stock: number; variantId: string };

/** The sizes of the lines' colours (still sold), and for each line the way she returned it for fit: up, down or none. */
async function neighbours(lines: readonly { id: string; sizeId: string | null }[]) {
  const sizeIds = lines.flatMap((line) => (line.sizeId ? [line.sizeId] : []));
  const [sizes, fitReturns] = await Promise.all([
    getDb().sizeStock.findMany({
      where: { variant: { sizes: { some: { id: { in: sizeIds } } }, product: { archivedAt: null } } },
      select: { id: true, size: true, stock: true, variantId: true },
    }),
    getDb().orderLine.findMany({
      where: {
        returnOfLineId: { in: lines.map((line) => line.id) },
        order: { orderType: "RETURN", status: { not: "CANCELLED" }, returnReasonCode: { in: ["TOO_SMALL", "TOO_LARGE"] } },
      },
      select: { returnOfLineId: true, order: { select: { returnReasonCode: true } } },
    }),
  ]);
  const variantOf = new Map(sizes.map((size) => [size.id, size.variantId]));
  const fits = new Map(fitReturns.map((line) => [line.returnOfLineId, line.order.returnReasonCode === "TOO_SMALL" ? 1 : -1] as const));
  return {
    sizesOf: (sizeId: string | null): NeighbourSize[] => sortBySize(sizes.filter((size) => size.variantId === variantOf.get(sizeId ?? ""))),
    fitOf: (lineId: string): 1 | -1 | undefined => fits.get(lineId),
  };
}

/** The nearest size in stock from `size`, looking each way of `steps` in turn (1: larger, -1: smaller); null if none. */
function nextInStock(sizes: readonly NeighbourSize[], size: string, steps: readonly (1 | -1)[]): NeighbourSize | null {
  const at = sizes.findIndex((candidate) => candidate.size === size);
  if (at < 0) return null;
  for (const step of steps) {
    for (let index = at + step; index >= 0 && index < sizes.length; index += step) {
      if (sizes[index]!.stock > 0) return sizes[index]!;
    }
  }
  return null;
}
