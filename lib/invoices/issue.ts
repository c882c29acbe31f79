import { AppError } from "@/lib/errors";
import type { ClawbackNote, CreditNote, Invoice, Prisma } from "@/lib/generated/prisma/client";
import { creditedLinesOf, type CreditedLine } from "./credited-lines";
import { isInvoiceable } from "./eligibility";
import { CREDIT_NOTE_SERIES, DEBIT_NOTE_SERIES, INVOICE_SERIES, nextDocumentNumber } from "./document-numbers";

// Issuing invoices and credit notes, inside the caller's transaction (the order moves of
// lib/orders call these: deliver issues the invoice, cancel and refund issue credit notes).
// Both lock the order row first, so the same order is never invoiced or credited twice at once.

type LockedOrder = Parameters<typeof isInvoiceable>[0] & { roundOffPaise: number; codFeePaise: number };

async function lockOrder(tx: Prisma.TransactionClient, orderId: string): Promise<LockedOrder> {
  const [order] = await tx.$queryRaw<LockedOrder[]>`
    SELECT "orderType"::text AS "orderType", "status"::text AS "status", "paymentType"::text AS "paymentType", "roundOffPaise", "codFeePaise"
    FROM "Order" WHERE "id" = ${orderId} FOR UPDATE`;
  if (!order) throw new AppError("not_found", "Order not found");
  return order;
}

/** The order's invoice: the one it has, or a new one with the next number of the financial year. */
export async function issueInvoice(tx: Prisma.TransactionClient, orderId: string, at = new Date()): Promise<Invoice> {
  const order = await lockOrder(tx, orderId);
  const existing = await tx.invoice.findUnique({ where: { orderId } });
  if (existing) return existing;
  if (!isInvoiceable(order)) throw new AppError("conflict", "An invoice is issued once the order is paid or shipped");
  const number = await nextDocumentNumber(tx, INVOICE_SERIES, at);
  return tx.invoice.create({ data: { number, orderId, issuedAt: at } });
}

/**
 * A credit note for a cancellation or a return after invoicing: the given lines and quantities
 * (with the round-off a return gives back), or everything not credited yet (with the order's cash
 * round-off and cash-on-delivery fee not credited yet, so a fully credited order nets to zero). Null when the order has no
 * invoice (nothing to credit) or nothing is left to credit. Amounts are the invoice's: the order
 * lines' prices and GST.
 */
export async function issueCreditNote(
  tx: Prisma.TransactionClient,
  orderId: string,
  lines?: readonly { orderLineId: string; quantity: number }[],
  at = new Date(),
  roundOffPaise = 0,
): Promise<CreditNote | null> {
  const order = await lockOrder(tx, orderId);
  if (!(await tx.invoice.findUnique({ where: { orderId }, select: { id: true } }))) return null;
  const orderLines = await tx.orderLine.findMany({ where: { orderId }, orderBy: { id: "asc" } });
  const previous = await tx.creditNote.findMany({ where: { orderId }, select: { lines: true, roundOffPaise: true, codFeePaise: true } });
  const credited = new Map<string, number>();
  for (const line of previous.flatMap((note) => creditedLinesOf(note.lines))) {
    credited.set(line.orderLineId, (credited.get(line.orderLineId) ?? 0) + line.quantity);
  }
  const left = (line: { id: string; quantity: number }) => line.quantity - (credited.get(line.id) ?? 0);
  const wanted = lines ?? orderLines.map((line) => ({ orderLineId: line.id, quantity: left(line) }));

  const credit: CreditedLine[] = [];
  for (const { orderLineId, quantity } of wanted) {
    const line = orderLines.find((candidate) => candidate.id === orderLineId);
    if (!line) throw new AppError("validation", "That line is not part of this order");
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > left(line)) {
      throw new AppError("conflict", `At most ${left(line)} of ${line.productName} can still be credited`);
    }
    if (quantity > 0) {
      const taxablePaise = (line.unitPricePaise - line.unitDiscountPaise) * quantity;
      credit.push({ orderLineId, quantity, taxablePaise, gstPaise: line.unitGstPaise * quantity });
    }
  }
  if (!credit.length) return null;
  const creditedSoFar = (field: "roundOffPaise" | "codFeePaise") => previous.reduce((total, note) => total + note[field], 0);
  const roundOff = lines ? roundOffPaise : order.roundOffPaise - creditedSoFar("roundOffPaise");
  const codFeePaise = lines ? 0 : order.codFeePaise - creditedSoFar("codFeePaise");
  const number = await nextDocumentNumber(tx, CREDIT_NOTE_SERIES, at);
  const totalPaise = credit.reduce((total, line) => total + line.taxablePaise + line.gstPaise, roundOff + codFeePaise);
  return tx.creditNote.create({ data: { number, orderId, lines: credit, roundOffPaise: roundOff, codFeePaise, totalPaise, issuedAt: at } });
}

/**
 * A return's clawback on its order's invoice (lib/promotions/clawback.ts): a debit note raising the
 * kept pieces' taxable value and GST by what their promotions no longer give, or, when a later
 * return gives it back (negative), a credit note lowering them. `lines` carry each kept line's change,
 * so the return's credit note less this note is its refund. Null without an invoice or a clawback.
 */
export async function issueClawbackNote(
  tx: Prisma.TransactionClient,
  orderId: string,
  returned: { id: string; clawbackPaise: number; clawbackLines: Prisma.JsonValue },
  at = new Date(),
): Promise<ClawbackNote | null> {
  await lockOrder(tx, orderId);
  if (returned.clawbackPaise === 0 || !(await tx.invoice.findUnique({ where: { orderId }, select: { id: true } }))) return null;
  const sign = Math.sign(returned.clawbackPaise);
  const lines = creditedLinesOf(returned.clawbackLines)
    .filter((line) => line.taxablePaise !== 0 || line.gstPaise !== 0)
    .map((line) => ({ ...line, taxablePaise: sign * line.taxablePaise, gstPaise: sign * line.gstPaise }));
  const debit = sign > 0;
  const number = await nextDocumentNumber(tx, debit ? DEBIT_NOTE_SERIES : CREDIT_NOTE_SERIES, at);
  return tx.clawbackNote.create({
    data: {
      number,
      kind: debit ? "DEBIT" : "CREDIT",
      orderId,
      returnOrderId: returned.id,
      lines,
      totalPaise: Math.abs(returned.clawbackPaise),
      issuedAt: at,
    },
  });
}
