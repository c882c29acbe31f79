import "server-only";
import { z } from "zod";
import type { Ctx } from "@/lib/auth/caller";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertMayPayCodOrder, codOrderToPay, codPayNowDraft, codPayNowOrderOf } from "@/lib/orders/cod/pay-now";
import type { OrderView } from "@/lib/orders/model/view";
import { paymentProvider } from "@/lib/payments/provider";
import { checkoutPayload, signatureMatches } from "@/lib/payments/signature";
import { parseInput } from "@/lib/validation";
import type { CapturedPayment } from "./capture-payment";
import { openOrderPayment } from "./open-order-payment";
import { PAYMENT_NOT_FOUND_MESSAGE, settlePayment, VERIFY_FAILED_MESSAGE, verifyPaymentSchema } from "./settle-payment";

// "Pay now instead" on a cash-on-delivery order's confirmation page: the same provider order,
// signature and webhook as Pay Now on the booking page, for the order's total without the fee and
// the round-off. Only the link's key or the order's owner opens or verifies one; the Payment row
// names the order it pays (its draft), and settlePayment turns that order prepaid once, or refunds.
const orderField = z.string({ error: "Order not found" }).trim().min(1, "Order not found").max(64, "Order not found");
const keyField = z.string().max(200).default("");

export const codPayNowSchema = z.object({ orderId: orderField, key: keyField });

/** Opens a provider order for paying this cash-on-delivery order online instead. */
export async function startCodPayNow(ctx: Ctx, input: unknown): Promise<CapturedPayment> {
  const { orderId, key } = parseInput(codPayNowSchema, input);
  const order = await codOrderToPay(ctx, orderId, key);
  return openOrderPayment(order, order.amountPaise, codPayNowDraft(order.id));
}

/** The Payment row of a provider order opened for this cash-on-delivery order (404 for any other). */
export async function codPaymentFor(orderId: string, providerOrderId: string) {
  const payment = await getDb().payment.findUnique({ where: { providerOrderId } });
  if (!payment || codPayNowOrderOf(payment.orderDraft) !== orderId) throw new AppError("not_found", PAYMENT_NOT_FOUND_MESSAGE);
  return payment;
}

const verifyCodSchema = codPayNowSchema.extend({ response: verifyPaymentSchema });

/**
 * Checkout's three fields for a payment opened by startCodPayNow: the order becomes prepaid once
 * (a second verify or the webhook changes nothing); cancelled or lapsed meanwhile, the payment is
 * refunded and the answer (409) says so.
 */
export async function verifyCodPayNow(ctx: Ctx, input: unknown): Promise<OrderView> {
  const result = verifyCodSchema.safeParse(input);
  if (!result.success) throw new AppError("validation", result.error.issues[0]?.message ?? VERIFY_FAILED_MESSAGE);
  const { orderId, key, response } = result.data;
  await assertMayPayCodOrder(ctx, orderId, key);
  const { razorpay_order_id: providerOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = response;
  if (!signatureMatches(checkoutPayload(providerOrderId, paymentId), signature, paymentProvider().keySecret)) {
    throw new AppError("validation", VERIFY_FAILED_MESSAGE);
  }
  await codPaymentFor(orderId, providerOrderId);
  const settled = await settlePayment(providerOrderId, paymentId, null);
  if (settled.outcome === "refunded") throw new AppError("conflict", settled.message);
  if (settled.outcome !== "placed") throw new AppError("not_found", PAYMENT_NOT_FOUND_MESSAGE);
  return settled.order;
}
