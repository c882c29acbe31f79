import "server-only";
import { z } from "zod";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Payment, Prisma } from "@/lib/generated/prisma/client";
import { afterOrderCommitted, ORDER_TX_OPTIONS, placeOrderIn, type PlacedOrder } from "@/lib/orders/place/place-order";
import type { OrderRequest } from "@/lib/orders/model/schemas";
import { codPayNowOrderOf, moveCodToPrepaidIn } from "@/lib/orders/cod/pay-now";
import { codAdvanceOrderOf, payAdvanceIn } from "@/lib/orders/cod/advance-payment";
import { toOrderView, type OrderView } from "@/lib/orders/model/view";
import { formatINR } from "@/lib/pricing";
import { paymentProvider } from "@/lib/payments/provider";
import { refundPaymentIn } from "@/lib/payments/refund";
import { checkoutPayload, signatureMatches } from "@/lib/payments/signature";
import { recordAudit } from "@/lib/audit";
import { giftCardDraftOf, writeBoughtCardIn, type StoredCard } from "@/lib/gift-cards/purchase";

// A captured payment becomes an order exactly once, whichever comes first: the browser's
// verifyPayment or the provider's webhook. The Payment row is locked while it is settled, and the
// payment that already has an order (or a refund) changes nothing. If the order cannot be placed
// any more (stock gone, price changed, address removed), the money goes back through the provider.
// A second payment captured for the same provider order (the shopper paid twice) is refunded, once.
// A late authorisation (Razorpay confirms a payment that had failed, up to days later) places the
// order if it still can, as Razorpay advises for shops that can still deliver; it is refunded when
// the shopper has paid for another order since, or when the order could not be placed.
export const VERIFY_FAILED_MESSAGE = "Payment could not be verified";
export const PAYMENT_NOT_FOUND_MESSAGE = "Payment not found";

export type Settled =
  | { outcome: "placed"; order: OrderView }
  | { outcome: "refunded"; message: string }
  /** A payment for a gift card (lib/gift-cards/purchase.ts): its card, written once. */
  | { outcome: "giftCard"; giftCardId: string };

type Tx = Prisma.TransactionClient;

/** The refusal that made a paid order impossible; the payment is refunded. */
class Unplaceable extends Error {
  constructor(readonly reason: AppError) {
    super(reason.message);
  }
}

async function lockPayment(tx: Tx, providerOrderId: string): Promise<Payment | null> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Payment" WHERE "providerOrderId" = ${providerOrderId} FOR UPDATE`;
  return rows[0] ? tx.payment.findUnique({ where: { id: rows[0].id } }) : null;
}

async function existingOrder(tx: Tx, orderId: string): Promise<OrderView> {
  return toOrderView(await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: { lines: { orderBy: { id: "asc" } } } }));
}

function refundedMessage(payment: Payment): string {
  return `${payment.failureReason ?? "Your order could not be placed"} Your payment of ${formatINR(payment.amountPaise)} has been refunded.`;
}

/**
 * Places the order of a captured payment (once). `ownerId` limits it to that user's payments
 * (verifyPayment); the webhook passes null.
 */
export async function settlePayment(providerOrderId: string, providerPaymentId: string, ownerId: string | null): Promise<Settled> {
  const db = getDb();
  let placed = null as PlacedOrder | null;
  try {
    const settled = await db.$transaction(async (tx): Promise<Settled> => {
      const payment = await lockPayment(tx, providerOrderId);
      if (!payment || (ownerId !== null && payment.userId !== ownerId)) throw new AppError("not_found", PAYMENT_NOT_FOUND_MESSAGE);
      const giftCard = giftCardDraftOf(payment.orderDraft);
      // A gift card's payment has no order: captured is settled.
      const settledBefore =
        payment.orderId !== null || payment.status === "REFUNDED" || (giftCard !== null && payment.status === "CAPTURED");
      if (settledBefore && payment.providerPaymentId !== providerPaymentId) return refundSecondPayment(tx, payment, providerPaymentId);
      if (payment.orderId) return { outcome: "placed", order: await existingOrder(tx, payment.orderId) };
      if (payment.status === "REFUNDED") return { outcome: "refunded", message: refundedMessage(payment) };
      if (giftCard) return payGiftCard(tx, payment, giftCard, providerPaymentId);
      const codOrderId = codPayNowOrderOf(payment.orderDraft);
      if (codOrderId) return payCodOrder(tx, payment, codOrderId, providerPaymentId);
      const advanceOrderId = codAdvanceOrderOf(payment.orderDraft);
      if (advanceOrderId) return payCodOrder(tx, payment, advanceOrderId, providerPaymentId, payAdvanceIn);
      const buyer = payment.userId
        ? await tx.user.findUnique({ where: { id: payment.userId }, select: { id: true, email: true, fullname: true } })
        : null;
      if (!buyer) throw new Unplaceable(new AppError("not_found", "The account that paid no longer exists."));
      if (payment.status === "FAILED" && (await paidSince(tx, payment))) throw new Unplaceable(new AppError("conflict", LATE_AFTER_RETRY));
      try {
        placed = await placeOrderIn(tx, buyer, payment.orderDraft as OrderRequest, {
          type: "PREPAID",
          providerOrderId,
          providerPaymentId,
          paidPaise: payment.amountPaise,
        });
      } catch (error) {
        if (error instanceof AppError) throw new Unplaceable(error);
        throw error;
      }
      await tx.payment.update({
        where: { id: payment.id },
        data: { status: "CAPTURED", providerPaymentId, orderId: placed.order.id, failureReason: null },
      });
      return { outcome: "placed", order: toOrderView(placed.order) };
    }, ORDER_TX_OPTIONS);
    if (placed) await afterOrderCommitted(placed);
    return settled;
  } catch (error) {
    if (error instanceof Unplaceable) return refundPayment(providerOrderId, providerPaymentId, error.reason.message);
    throw error;
  }
}

/**
 * A payment opened for a cash-on-delivery order: on its confirmation page, the order turns prepaid;
 * for its advance, the advance is paid (`pay`; the row locked either way). One cancelled or lapsed
 * meanwhile refuses, and the payment is refunded.
 */
async function payCodOrder(
  tx: Tx,
  payment: Payment,
  orderId: string,
  providerPaymentId: string,
  pay: typeof payAdvanceIn = moveCodToPrepaidIn,
): Promise<Settled> {
  try {
    await pay(tx, orderId, { providerOrderId: payment.providerOrderId, providerPaymentId, paidPaise: payment.amountPaise });
  } catch (error) {
    if (error instanceof AppError) throw new Unplaceable(error);
    throw error;
  }
  await tx.payment.update({ where: { id: payment.id }, data: { status: "CAPTURED", providerPaymentId, orderId, failureReason: null } });
  return { outcome: "placed", order: await existingOrder(tx, orderId) };
}

/** A gift card's payment: its card is written (once) and sent on its day; an account gone meanwhile is refunded. */
async function payGiftCard(tx: Tx, payment: Payment, card: StoredCard, providerPaymentId: string): Promise<Settled> {
  if (!payment.userId) throw new Unplaceable(new AppError("not_found", "The account that paid no longer exists."));
  const giftCardId = await writeBoughtCardIn(tx, { id: payment.id, userId: payment.userId }, card, new Date());
  await tx.payment.update({ where: { id: payment.id }, data: { status: "CAPTURED", providerPaymentId, failureReason: null } });
  return { outcome: "giftCard", giftCardId };
}

export const LATE_AFTER_RETRY = "Your bank confirmed this payment after it had failed, and you have paid for an order since.";
const SECOND_PAYMENT_REFUNDED = "payment.second_refunded";

/** Whether the payer has paid for an order through a later payment (they retried after a failure). */
async function paidSince(tx: Tx, payment: Payment): Promise<boolean> {
  return (await tx.payment.count({ where: { userId: payment.userId, createdAt: { gt: payment.createdAt }, orderId: { not: null } } })) > 0;
}

/**
 * Refunds a payment captured for a provider order that was already settled by another payment.
 * The Payment row's lock (held by the caller) and the audit entry make it happen once per payment.
 */
async function refundSecondPayment(tx: Tx, payment: Payment, providerPaymentId: string): Promise<Settled> {
  const message = `This order was already paid for, so your second payment of ${formatINR(payment.amountPaise)} has been refunded.`;
  const done = await tx.auditLog.findFirst({
    where: {
      action: SECOND_PAYMENT_REFUNDED,
      entityType: "Payment",
      entityId: payment.id,
      data: { path: ["providerPaymentId"], equals: providerPaymentId },
    },
    select: { id: true },
  });
  if (done) return { outcome: "refunded", message };
  const refund = await paymentProvider().refund(providerPaymentId, payment.amountPaise, { reason: "A second payment for the same order" });
  await recordAudit(
    tx,
    payment.userId,
    SECOND_PAYMENT_REFUNDED,
    { type: "Payment", id: payment.id },
    { providerOrderId: payment.providerOrderId, providerPaymentId, refundId: refund.id, amountPaise: payment.amountPaise },
  );
  return { outcome: "refunded", message };
}

/**
 * Gives a captured payment back through the provider and records it, once: the row stays locked
 * while the provider is called, and a payment that meanwhile got its order is left alone.
 */
async function refundPayment(providerOrderId: string, providerPaymentId: string, reason: string): Promise<Settled> {
  return getDb().$transaction(
    async (tx): Promise<Settled> => {
      const payment = await lockPayment(tx, providerOrderId);
      if (!payment) throw new AppError("not_found", PAYMENT_NOT_FOUND_MESSAGE);
      if (payment.orderId) return { outcome: "placed", order: await existingOrder(tx, payment.orderId) };
      if (payment.status === "REFUNDED") return { outcome: "refunded", message: refundedMessage(payment) };
      const failureReason = /[.!?]$/.test(reason) ? reason : `${reason}.`;
      const updated = await refundPaymentIn(tx, payment, {
        providerPaymentId,
        reason: failureReason,
        actorId: payment.userId,
        failureReason,
      });
      return { outcome: "refunded", message: refundedMessage(updated) };
    },
    { maxWait: ORDER_TX_OPTIONS.maxWait, timeout: 60_000 },
  );
}

const providerId = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(100, VERIFY_FAILED_MESSAGE);

export const verifyPaymentSchema = z.object({
  razorpay_order_id: providerId("razorpay_order_id"),
  razorpay_payment_id: providerId("razorpay_payment_id"),
  razorpay_signature: providerId("razorpay_signature"),
});

/**
 * POST /api/v1/order/verifyPayment: checkout's three fields. The signature must be the HMAC of
 * "<order_id>|<payment_id>" with the key secret; then the order is placed exactly once. A paid
 * order that cannot be placed any more is refunded, and the answer says so (409).
 */
export async function verifyPayment(ctx: Ctx, input: unknown): Promise<OrderView> {
  const settled = await settleVerified(ctx, input);
  if (settled.outcome !== "placed") throw new AppError("conflict", "This payment bought a gift card, not an order");
  return settled.order;
}

/** Checkout's three fields for a gift card's payment (the gift-card page): answers the card's id. */
export async function verifyGiftCardPayment(ctx: Ctx, input: unknown): Promise<{ giftCardId: string }> {
  const settled = await settleVerified(ctx, input);
  if (settled.outcome !== "giftCard") throw new AppError("not_found", PAYMENT_NOT_FOUND_MESSAGE);
  return { giftCardId: settled.giftCardId };
}

/** The caller's own payment, its signature checked, settled once; refunded meanwhile answers 409. */
async function settleVerified(ctx: Ctx, input: unknown): Promise<Exclude<Settled, { outcome: "refunded" }>> {
  const caller = requireUser(ctx.caller);
  const result = verifyPaymentSchema.safeParse(input);
  if (!result.success) throw new AppError("validation", result.error.issues[0]?.message ?? VERIFY_FAILED_MESSAGE);
  const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = result.data;
  if (!signatureMatches(checkoutPayload(orderId, paymentId), signature, paymentProvider().keySecret)) {
    throw new AppError("validation", VERIFY_FAILED_MESSAGE);
  }
  const settled = await settlePayment(orderId, paymentId, caller.id);
  if (settled.outcome === "refunded") throw new AppError("conflict", settled.message);
  return settled;
}
