import "server-only";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { issueCreditNote } from "@/lib/invoices/issue";
import { queueJob } from "@/lib/jobs/queue-job";
import { refundPaymentIn } from "@/lib/payments/refund";
import { refusedParcelSplit } from "../cod-rules/advance";
import { putStockBack } from "../place/stock";
import { giveCreditBack } from "../place/store-credit-tender";
import { creditPaymentBack } from "../returns/credit-refund";
import type { OrderWithLines } from "../model/view";

// What cancelling an order undoes, once (only the winner of the status move gets here): the stock
// goes back, store credit it spent is given back, a prepaid order is refunded and an issued invoice is credited in full.
type Tx = Prisma.TransactionClient;

export type Refund = { paise: number; pending: boolean };
type Cancelled = { restocked: string[]; refund: Refund | null };

/**
 * Refunds the captured payment of a prepaid order, or a cash-on-delivery order's advance; null when
 * nothing was paid online. `keepUpToPaise`: a refused parcel's advance keeps that much, as its terms
 * said (decision 115). When the provider cannot refund just now, the cancellation still stands and a
 * job in the same transaction makes the refund later (`pending`), so a provider outage never keeps a
 * customer's order alive.
 */
export async function refundOrder(
  tx: Tx,
  orderId: string,
  actorId: string | null,
  note: string,
  keepUpToPaise = 0,
): Promise<Refund | null> {
  const payment = await tx.payment.findFirst({ where: { orderId, status: "CAPTURED" } });
  if (!payment?.providerPaymentId) return null;
  const { refundPaise: amountPaise } = refusedParcelSplit(payment.amountPaise, keepUpToPaise);
  if (amountPaise === 0) return null;
  try {
    await refundPaymentIn(tx, payment, { providerPaymentId: payment.providerPaymentId, reason: note, actorId, amountPaise });
    return { paise: amountPaise, pending: false };
  } catch (error) {
    // A refusal (the provider said no) needs a person; an outage is retried by the queue.
    if (error instanceof AppError && error.code !== "unavailable") throw error;
    console.error(`refund of payment ${payment.id} failed, queued for a retry:`, error);
    await queueJob("payments.refund", { paymentId: payment.id, reason: note, amountPaise }, tx);
    return { paise: amountPaise, pending: true };
  }
}

export async function undoOrder(
  tx: Tx,
  order: OrderWithLines,
  request: { actor: { id: string | null }; refundToCredit?: boolean },
  reason: string,
  at: Date,
): Promise<Cancelled> {
  const actorId = request.actor.id;
  const restocked = await putStockBack(tx, order.lines);
  // Store credit goes back first, then the online payment (decision 105), or to store credit too when the owner chose it.
  await giveCreditBack(tx, order, actorId, at);
  const note = `Order cancelled: ${reason}`;
  const refund = request.refundToCredit
    ? await creditPaymentBack(tx, order, actorId, note, at)
    : await refundOrder(tx, order.id, actorId, note);
  await issueCreditNote(tx, order.id, undefined, at);
  return { restocked, refund };
}
