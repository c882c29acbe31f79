import "server-only";
import type { Payment, Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db";
import { paymentProvider } from "./provider";
import { recordAudit } from "@/lib/audit";

type Tx = Prisma.TransactionClient;

export type RefundRequest = {
  providerPaymentId: string;
  /** Sent to the provider as a note and kept in the audit entry. */
  reason: string;
  actorId: string | null;
  /** Shown to the buyer later when the payment never became an order. */
  failureReason?: string;
  /** Less than the whole payment: a refused parcel's advance, less what the shop keeps (decision 115). */
  amountPaise?: number;
};

/**
 * Gives a captured payment back through the provider and records it on the Payment row, with
 * an audit entry. The caller holds a lock that makes this happen once (the Payment row, or the
 * order row it cancels) and commits; a provider error rolls the whole change back.
 */
export async function refundPaymentIn(tx: Tx, payment: Payment, request: RefundRequest): Promise<Payment> {
  const { providerPaymentId, reason, actorId, failureReason, amountPaise = payment.amountPaise } = request;
  const refund = await paymentProvider().refund(providerPaymentId, amountPaise, { reason: reason.slice(0, 250) });
  const updated = await tx.payment.update({
    where: { id: payment.id },
    data: {
      status: "REFUNDED",
      providerPaymentId,
      refundId: refund.id,
      refundedAt: new Date(),
      ...(failureReason ? { failureReason } : {}),
    },
  });
  await recordAudit(
    tx,
    actorId,
    "payment.refunded",
    { type: "Payment", id: payment.id },
    { providerOrderId: payment.providerOrderId, providerPaymentId, refundId: refund.id, amountPaise, reason },
  );
  return updated;
}

/**
 * The queue's retry of a cancelled order's refund that the provider could not make at the time:
 * under the Payment row's lock, and only while the payment is still captured, so it refunds once.
 */
export async function retryRefund(paymentId: string, reason: string, amountPaise?: number): Promise<void> {
  await getDb().$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "Payment" WHERE "id" = ${paymentId} FOR UPDATE`;
      const payment = await tx.payment.findUnique({ where: { id: paymentId } });
      if (!payment?.providerPaymentId || payment.status !== "CAPTURED") return;
      await refundPaymentIn(tx, payment, { providerPaymentId: payment.providerPaymentId, reason, actorId: null, amountPaise });
    },
    { maxWait: 15_000, timeout: 30_000 },
  );
}

/**
 * Gives part of a captured payment back for a return: `amountPaise` through the provider, with an
 * audit entry; the provider's refund id is returned for the return order to keep. The caller's
 * status move (Return Requested → Picked up, one winner) makes this happen once.
 */
export async function refundReturnIn(
  tx: Tx,
  payment: Payment,
  request: { amountPaise: number; returnOrderId: string; reason: string; actorId: string | null },
): Promise<string> {
  const { amountPaise, returnOrderId, reason, actorId } = request;
  const refund = await paymentProvider().refund(payment.providerPaymentId!, amountPaise, { reason: reason.slice(0, 250) });
  await recordAudit(
    tx,
    actorId,
    "payment.return_refunded",
    { type: "Payment", id: payment.id },
    { providerPaymentId: payment.providerPaymentId, refundId: refund.id, amountPaise, returnOrderId, reason },
  );
  return refund.id;
}
