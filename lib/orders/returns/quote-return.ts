import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Order, OrderLine, Prisma } from "@/lib/generated/prisma/client";
import { returnTotals, roundOffReturned, type ReturnTotals } from "@/lib/pricing";
import { parseInput } from "@/lib/validation";
import { findOrder } from "../model/lookup";
import { returnRefusal } from "../model/return-window";
import { returnSchema } from "../model/schemas";
import { lineName } from "../model/view";
import { roundOffLeft } from "./round-off-left";
import { returnClawback } from "./clawback";
import { chooseReplacements, replacementValue, type Replacement } from "./exchange";
import type { Clawback } from "@/lib/promotions/clawback";
import { splitReturnRefund } from "./credit-refund";
import type { RefundSplit } from "../model/refund-split";

// What a return refunds, worked out once on the server for the return screen (its buttons and the
// question before sending) and for the return itself (./request-return.ts), so the figure the shopper
// is asked about is the one the return keeps: the pieces as paid, less what their replacements cost
// today, plus the order's round-off with its last pieces, less what the kept pieces no longer earn
// from the order's offers (the clawback, lib/promotions/clawback.ts).
type Tx = Prisma.TransactionClient;

export const NOTHING_CHOSEN_MESSAGE = "Select at least one item to return";
export const DUPLICATE_LINE_MESSAGE = "Each item may be listed once";
export const NOT_IN_ORDER_MESSAGE = "That item is not part of this order";
export const ALL_RETURNED_MESSAGE = "Everything in this order has already been returned";
type Chosen = { line: OrderLine; quantity: number; replaceWith?: string };
type CartLine = { lineId: string; quantity: number; replaceWith?: string };

/** The lines and quantities asked for (all that is left when no cart is sent), checked against what is left. */
export function chooseLines(lines: OrderLine[], cart: readonly CartLine[] | undefined): Chosen[] {
  const left = (line: OrderLine) => line.quantity - line.returnedQuantity;
  if (!cart) {
    const all = lines.filter((line) => left(line) > 0).map((line) => ({ line, quantity: left(line) }));
    if (all.length === 0) throw new AppError("conflict", ALL_RETURNED_MESSAGE);
    return all;
  }
  const seen = new Set<string>();
  const chosen: Chosen[] = [];
  for (const { lineId, quantity, replaceWith } of cart) {
    if (seen.has(lineId)) throw new AppError("validation", DUPLICATE_LINE_MESSAGE);
    seen.add(lineId);
    const line = lines.find((candidate) => candidate.id === lineId);
    if (!line) throw new AppError("validation", NOT_IN_ORDER_MESSAGE);
    if (quantity > left(line)) {
      throw new AppError("conflict", `Only ${left(line)} of ${lineName(line)} can still be returned`);
    }
    if (quantity > 0) chosen.push({ line, quantity, replaceWith });
  }
  if (chosen.length === 0) throw new AppError("validation", NOTHING_CHOSEN_MESSAGE);
  return chosen;
}

type Quote = {
  goods: ReturnTotals;
  replacements: Replacement[];
  roundOffPaise: number;
  clawback: Clawback | null;
  /** What the return refunds: never below 0. */
  refundPaise: number;
  /** How it goes back: store credit first, then the method paid or (chosen) store credit with the bonus. */
  split: RefundSplit;
};

/** The quote of returning `chosen` of `parent` (its lines as they were before this return). */
export async function quoteReturn(
  tx: Tx,
  parent: Pick<Order, "id" | "createdAt" | "paymentType" | "roundOffPaise" | "storeCreditPaise"> & { lines: OrderLine[] },
  chosen: readonly Chosen[],
  toCredit: boolean,
  now: Date,
): Promise<Quote> {
  const replacements = await chooseReplacements(
    tx,
    chosen.flatMap(({ line, quantity, replaceWith }) => (replaceWith ? [{ line, quantity, replaceWith }] : [])),
    now,
  );
  const goods = returnTotals(chosen.map(({ line, quantity }) => ({ ...line, quantity })));
  // The replacements cost today never more than the pieces (so the refund never goes below 0); with
  // the order's last pieces, all refunded, its round-off to whole rupees goes back too.
  const lastPieces = parent.lines.every(
    (line) => line.quantity - line.returnedQuantity === (chosen.find((one) => one.line.id === line.id)?.quantity ?? 0),
  );
  const roundOffPaise = roundOffReturned(lastPieces ? await roundOffLeft(tx, parent) : 0, {
    lastPieces,
    replacing: replacements.length > 0,
  });
  const refundable = goods.totalPaise - replacementValue(replacements) + roundOffPaise;
  // A return that breaks a promotion's condition takes back what the kept pieces no longer earn.
  const clawback = await returnClawback(tx, parent, chosen, refundable);
  const refundPaise = refundable - (clawback?.clawbackPaise ?? 0);
  const split = await splitReturnRefund(tx, parent, refundPaise, toCredit);
  return { goods, replacements, roundOffPaise, clawback, refundPaise, split };
}

export type ReturnQuoteView = { refundPaise: number; clawbackPaise: number } & RefundSplit;

/** The return screen's figure for these pieces (the caller's own order, still returnable): what requesting the return would refund. */
export async function getReturnQuote(ctx: Ctx, input: unknown): Promise<ReturnQuoteView> {
  const caller = requireUser(ctx.caller);
  const { orderId, cart, refundTo } = parseInput(returnSchema, input);
  return getDb().$transaction(async (tx) => {
    const found = await findOrder(orderId, caller.id, (where) => tx.order.findFirst({ where, select: { id: true } }));
    const parent = await tx.order.findUniqueOrThrow({ where: { id: found.id }, include: { lines: { orderBy: { id: "asc" } } } });
    const now = clock.now();
    const refused = returnRefusal(parent, now);
    if (refused) throw new AppError("conflict", refused);
    const quote = await quoteReturn(tx, parent, chooseLines(parent.lines, cart), refundTo === "storeCredit", now);
    return { refundPaise: quote.refundPaise, clawbackPaise: quote.clawback?.clawbackPaise ?? 0, ...quote.split };
  });
}
