import "server-only";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { issueClawbackNote, issueCreditNote } from "@/lib/invoices/issue";
import { refundReturnIn } from "@/lib/payments/refund";
import type { OrderWithLines } from "../model/view";
import { creditReturn } from "./credit-refund";
import { splitOf } from "../model/refund-split";

// A picked-up return: the parent's invoice gets a credit note for the returned lines (and the cash
// round-off the return gives back) and, when it took back a promotion's benefit, a debit note for
// that (lib/orders/returns/clawback.ts); its store-credit part is credited at once (./credit-refund.ts:
// what the order's credit paid first, everything when the shopper chose credit), and the rest of a prepaid
// return is refunded through the provider at once (once: only the winner of the status move gets
// here), after which the pickup's move makes the move on to Refunded. A cash-on-delivery return waits on Picked up, refund owed,
// until an admin pays it and marks it paid with the payout's reference. An exchange whose replacement costs what was paid has nothing to
// refund: it stays Picked up.
type Tx = Prisma.TransactionClient;

export const NO_PAYMENT_MESSAGE = "This return's order has no captured payment to refund";

/** Returns the paise refunded (to store credit and through the provider), or null while money is still owed (cash on delivery). */
export async function settleReturn(
  tx: Tx,
  found: OrderWithLines,
  actor: { id: string | null; role: string },
  at: Date,
): Promise<number | null> {
  if (!found.parentOrderId) throw new AppError("conflict", "This return has no order to return");
  const credited = found.lines.flatMap((line) =>
    line.returnOfLineId ? [{ orderLineId: line.returnOfLineId, quantity: line.quantity }] : [],
  );
  await issueCreditNote(tx, found.parentOrderId, credited, at, found.roundOffPaise);
  await issueClawbackNote(tx, found.parentOrderId, found, at);
  if (found.totalPaise === 0) return null;
  // Store credit first, then the method paid (decision 105).
  const creditedPaise = await creditReturn(tx, found, actor.id, at);
  if (splitOf(found).moneyPaise === 0) return creditedPaise;
  if (found.paymentType !== "PREPAID") return null;
  const refunded = await refundPrepaidReturn(
    tx,
    found,
    actor,
    "The refund could not be made just now, so the return is not marked picked up. Please try again",
  );
  return creditedPaise + refunded;
}

export const RETRY_LATER_MESSAGE = "The refund could not be made just now, so it is still owed. Please try again in a while";

/**
 * Refunds what a prepaid return pays back in money (what store credit does not) through the provider and keeps the refund's id: at its pickup,
 * or when the owner retries a refund still owed (a return picked up before it could be made). A
 * provider that cannot be reached answers 503 with `unavailable`; its refusal (400) is said as it is.
 */
export async function refundPrepaidReturn(
  tx: Tx,
  found: OrderWithLines,
  actor: { id: string | null },
  unavailable: string = RETRY_LATER_MESSAGE,
): Promise<number> {
  const payment = await tx.payment.findFirst({ where: { orderId: found.parentOrderId ?? "", status: "CAPTURED" } });
  if (!payment?.providerPaymentId) throw new AppError("conflict", NO_PAYMENT_MESSAGE);
  const { moneyPaise } = splitOf(found);
  let refundId: string;
  try {
    refundId = await refundReturnIn(tx, payment, {
      amountPaise: moneyPaise,
      returnOrderId: found.id,
      reason: `Return ${found.publicOrderId}`,
      actorId: actor.id,
    });
  } catch (error) {
    if (error instanceof AppError && error.code !== "unavailable") throw error;
    console.error(error);
    throw new AppError("unavailable", unavailable);
  }
  // The move to Refunded is the state machine's (moves/apply-move.ts); the refund's id is kept here.
  await tx.order.update({ where: { id: found.id }, data: { refundId } });
  return moneyPaise;
}
