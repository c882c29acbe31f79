import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { recordAudit } from "@/lib/audit";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isCodConfirmKey } from "../model/cod-link";
import { COD_LAPSED_MESSAGE, LAPSE_REASON, confirmCodIn, lockCodOrder, payNowPaise } from "./confirmation";

// Paying online instead of cash, from the confirmation page (the texted link's key, or the order's
// logged-in owner): the order's total without the cash-on-delivery fee and without the cash
// round-off, nothing else off. A verified payment turns the waiting order into a prepaid one in
// the payment's own transaction, with the order row locked, so of a payment and the lapse job (or
// the shopper's cancel) exactly one wins; a payment that loses is refunded by the checkout
// (lib/checkout/settle-payment.ts), never kept without an order.
export const PAY_NOW_CANCELLED_MESSAGE = "This order was cancelled";
export const PAY_NOW_NOT_OPEN_MESSAGE = "This order can no longer be paid online";
export const PAY_NOW_AMOUNT_CHANGED = "The amount of this order changed";
const NOT_FOUND = "Order not found";

type Tx = Prisma.TransactionClient;

/** What a Payment row keeps (its orderDraft) when it pays a cash-on-delivery order online. */
export type CodPayNowDraft = { payCodOrder: string };

export const codPayNowDraft = (orderId: string): CodPayNowDraft => ({ payCodOrder: orderId });

/** The order a payment's draft pays online instead of cash, or null for a checkout's draft. */
export function codPayNowOrderOf(draft: unknown): string | null {
  const value = typeof draft === "object" && draft !== null ? (draft as Record<string, unknown>).payCodOrder : undefined;
  return typeof value === "string" ? value : null;
}

type OrderState = { status: string; paymentType: string; cancelReason: string | null; storeCreditPaise?: number; advancePaise?: number };

// Paying online instead drops the fee, which store credit may have paid part of: not offered (issue 51).
export const PAY_NOW_WITH_CREDIT_MESSAGE = "Store credit paid part of this order, so the rest is paid on delivery";
// An order asking an advance pays that online (./advance-payment.ts), and the rest in cash (decision 115).
export const PAY_NOW_WITH_ADVANCE_MESSAGE = "This order asks an advance online, and the rest is paid on delivery";

/** Null while the order may still be paid online instead (Pending, cash on delivery), else why not. */
export function payNowRefusal(order: OrderState): string | null {
  if (order.status === "CANCELLED") return order.cancelReason === LAPSE_REASON ? COD_LAPSED_MESSAGE : PAY_NOW_CANCELLED_MESSAGE;
  if (order.status !== "PENDING" || order.paymentType !== "COD") return PAY_NOW_NOT_OPEN_MESSAGE;
  if ((order.storeCreditPaise ?? 0) > 0) return PAY_NOW_WITH_CREDIT_MESSAGE;
  if ((order.advancePaise ?? 0) > 0) return PAY_NOW_WITH_ADVANCE_MESSAGE;
  return null;
}

export type PayNowOrder = { id: string; publicOrderId: string; userId: string | null; amountPaise: number; feePaise: number };

/** The order, when the caller holds its link's key or is its owner logged in; anyone else: 404, as a wrong key is. */
async function payableBy(ctx: Ctx, orderId: string, key: string) {
  const order = await getDb().order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      publicOrderId: true,
      userId: true,
      status: true,
      paymentType: true,
      cancelReason: true,
      codConfirmBy: true,
      totalPaise: true,
      codFeePaise: true,
      roundOffPaise: true,
      storeCreditPaise: true,
      advancePaise: true,
    },
  });
  const owner = order?.userId != null && ctx.caller?.id === order.userId;
  if (!order?.codConfirmBy || !(owner || isCodConfirmKey(orderId, key))) throw new AppError("not_found", NOT_FOUND);
  return order;
}

/** Whether the caller may pay this order online (the key or the owner); 404 otherwise, whatever its state. */
export async function assertMayPayCodOrder(ctx: Ctx, orderId: string, key: string): Promise<void> {
  await payableBy(ctx, orderId, key);
}

/** The order a caller may pay online instead of cash now; 409 with the reason when it is no longer open to it. */
export async function codOrderToPay(ctx: Ctx, orderId: string, key: string): Promise<PayNowOrder> {
  const order = await payableBy(ctx, orderId, key);
  const refused = payNowRefusal(order);
  if (refused) throw new AppError("conflict", refused);
  return {
    id: order.id,
    publicOrderId: order.publicOrderId,
    userId: order.userId,
    amountPaise: payNowPaise(order),
    feePaise: order.codFeePaise,
  };
}

export type PaidOnline = { providerOrderId: string; providerPaymentId: string; paidPaise: number };

/**
 * Inside the payment's transaction: the waiting order, locked, becomes prepaid (no fee, no
 * round-off, the total lowered by both) and counts as confirmed by the shopper. Throws a conflict
 * when it can no longer be (cancelled, lapsed, shipped, already paid) or the amount differs, and
 * the caller refunds the payment.
 */
export async function moveCodToPrepaidIn(tx: Tx, orderId: string, paid: PaidOnline): Promise<void> {
  const locked = await lockCodOrder(tx, orderId);
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      status: true,
      paymentType: true,
      cancelReason: true,
      totalPaise: true,
      codFeePaise: true,
      roundOffPaise: true,
      storeCreditPaise: true,
      advancePaise: true,
    },
  });
  const refused = payNowRefusal(order);
  if (refused) throw new AppError("conflict", refused);
  const amountPaise = payNowPaise(order);
  if (amountPaise !== paid.paidPaise) throw new AppError("conflict", PAY_NOW_AMOUNT_CHANGED);
  const shopper = { id: locked.userId, role: "CUSTOMER" } as const;
  // Confirmed as a yes by the link confirms it (while it is still cash on delivery), then prepaid.
  await confirmCodIn(tx, orderId, shopper, "pay-now");
  await tx.order.update({
    where: { id: orderId },
    data: {
      paymentType: "PREPAID",
      paymentId: paid.providerPaymentId,
      providerOrderId: paid.providerOrderId,
      codFeePaise: 0,
      codFeeGstPaise: 0,
      roundOffPaise: 0,
      totalPaise: amountPaise,
      movedToPrepaidAt: clock.now(),
    },
  });
  await recordAudit(
    tx,
    locked.userId,
    "order.moved_to_prepaid",
    { type: "Order", id: orderId },
    {
      role: "CUSTOMER",
      providerOrderId: paid.providerOrderId,
      providerPaymentId: paid.providerPaymentId,
      paidPaise: amountPaise,
      savedFeePaise: order.codFeePaise,
      roundOffPaise: order.roundOffPaise,
    },
  );
}
