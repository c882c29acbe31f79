import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { recordAudit } from "@/lib/audit";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { COD_LAPSED_MESSAGE, LAPSE_REASON, confirmCodIn, lockCodOrder } from "./confirmation";
import type { PaidOnline } from "./pay-now";

// The advance before cash on delivery (decision 115): an order placed asking one waits, unconfirmed,
// until it is paid online; paying it is the shopper's confirmation. A verified payment marks it paid
// in the payment's own transaction with the order row locked, so of a payment, the lapse job and a
// cancel exactly one wins; a payment that loses is refunded by the checkout (settle-payment.ts).
export const ADVANCE_CLOSED_MESSAGE = "This order has no advance to pay";
export const ADVANCE_PAID_MESSAGE = "The advance of this order is already paid";
export const ADVANCE_CANCELLED_MESSAGE = "This order was cancelled";
export const ADVANCE_AMOUNT_CHANGED = "The advance of this order changed";
const NOT_FOUND = "Order not found";

type Tx = Prisma.TransactionClient;

/** What a Payment row keeps (its orderDraft) when it pays a cash-on-delivery order's advance. */
export const codAdvanceDraft = (orderId: string) => ({ payCodAdvance: orderId });

/** The order whose advance a payment's draft pays, or null for any other payment. */
export function codAdvanceOrderOf(draft: unknown): string | null {
  const value = typeof draft === "object" && draft !== null ? (draft as Record<string, unknown>).payCodAdvance : undefined;
  return typeof value === "string" ? value : null;
}

type AdvanceState = { status: string; paymentType: string; cancelReason: string | null; advancePaise: number; advancePaidAt: Date | null };

/** Null while the order's advance may be paid (asked, unpaid, the order waiting), else why not. */
export function advanceRefusal(order: AdvanceState): string | null {
  if (order.status === "CANCELLED") return order.cancelReason === LAPSE_REASON ? COD_LAPSED_MESSAGE : ADVANCE_CANCELLED_MESSAGE;
  if (order.advancePaidAt) return ADVANCE_PAID_MESSAGE;
  if (order.paymentType !== "COD" || order.status !== "PENDING" || order.advancePaise === 0) return ADVANCE_CLOSED_MESSAGE;
  return null;
}

const advanceSelect = {
  id: true,
  publicOrderId: true,
  userId: true,
  status: true,
  paymentType: true,
  cancelReason: true,
  advancePaise: true,
  advancePaidAt: true,
} as const;

export type AdvanceToPay = { id: string; publicOrderId: string; userId: string; advancePaise: number };

/** The caller's own order whose advance is due now: 404 for another's, 409 with the reason when it is not. */
export async function advanceToPay(ctx: Ctx, orderId: string): Promise<AdvanceToPay> {
  const caller = requireUser(ctx.caller);
  const order = await getDb().order.findFirst({ where: { id: orderId, userId: caller.id }, select: advanceSelect });
  if (!order) throw new AppError("not_found", NOT_FOUND);
  const refused = advanceRefusal(order);
  if (refused) throw new AppError("conflict", refused);
  return { id: order.id, publicOrderId: order.publicOrderId, userId: caller.id, advancePaise: order.advancePaise };
}

/**
 * Inside the payment's transaction: the waiting order, locked, has its advance paid and counts as
 * confirmed by the shopper. Throws a conflict when it can no longer be (cancelled, lapsed, already
 * paid) or the amount differs, and the caller refunds the payment.
 */
export async function payAdvanceIn(tx: Tx, orderId: string, paid: PaidOnline): Promise<void> {
  const locked = await lockCodOrder(tx, orderId);
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: advanceSelect });
  const refused = advanceRefusal(order);
  if (refused) throw new AppError("conflict", refused);
  if (order.advancePaise !== paid.paidPaise) throw new AppError("conflict", ADVANCE_AMOUNT_CHANGED);
  await tx.order.update({ where: { id: orderId }, data: { advancePaidAt: clock.now() } });
  await confirmCodIn(tx, orderId, { id: locked.userId, role: "CUSTOMER" }, "advance");
  await recordAudit(
    tx,
    locked.userId,
    "order.advance_paid",
    { type: "Order", id: orderId },
    { providerOrderId: paid.providerOrderId, providerPaymentId: paid.providerPaymentId, paidPaise: paid.paidPaise },
  );
}
