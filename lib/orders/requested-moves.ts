import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin, requireUser } from "@/lib/auth/guards";
import { parseInput } from "@/lib/validation";
import { move } from "./moves/apply-move";
import { cancelOrderSchema, orderIdSchema, updateOrderSchema } from "./model/schemas";
import { shipOrder } from "./shipments/ship-order";
import { CUSTOMER_CANCEL_REASON, CUSTOMER_CANCELLABLE_FROM } from "./model/status";
import type { OrderView } from "./model/view";

// The moves of an order after it is placed, as the API and the pages ask for them; each checks
// who may make it, then moves/apply-move.ts makes it.

/** POST /api/v1/order/cancelMyOrder (`orderId`): the customer cancels their own Pending order. */
export async function cancelMyOrder(ctx: Ctx, input: unknown): Promise<OrderView> {
  const actor = requireUser(ctx.caller);
  const { orderId } = parseInput(orderIdSchema, input);
  return move({ actor, orderId, to: "CANCELLED", ownOnly: true, allowedFrom: CUSTOMER_CANCELLABLE_FROM, reason: CUSTOMER_CANCEL_REASON });
}

/**
 * POST /api/v1/order/cancelOrder (`orderId`, optional `reason`): an admin cancels any order not yet shipped; `refundTo: "storeCredit"`
 * (ours) refunds a prepaid order's payment to the shopper's store credit.
 */
export async function cancelOrder(ctx: Ctx, input: unknown): Promise<OrderView> {
  const actor = requireAdmin(ctx.caller);
  const { orderId, reason, refundTo } = parseInput(cancelOrderSchema, input);
  return move({ actor, orderId, to: "CANCELLED", ownOnly: false, reason, refundToCredit: refundTo === "storeCredit" });
}

/**
 * POST /api/v1/order/updateOrder (`orderId`, `status`; an optional `reason` when the status is Cancelled): an admin moves an order,
 * or a return (Return Picked Up; Refunded marks a refund owed paid, with `payoutReference` the payout's UTR, which the back
 * office requires and the spec's client may leave out, or retries a prepaid one through the provider without it). Confirming a cash-on-delivery
 * order the shopper has not confirmed records the owner's yes, or hers on a call with `confirmedOnCall: true`.
 */
export async function updateOrder(ctx: Ctx, input: unknown, door: { payoutReferenceRequired?: boolean } = {}): Promise<OrderView> {
  const actor = requireAdmin(ctx.caller);
  const { orderId, status, confirmedOnCall, payoutReference, refundTo } = parseInput(updateOrderSchema, input);
  if (status === "CANCELLED") return cancelOrder(ctx, input);
  if (status === "SHIPPED") return shipOrder(actor, orderId);
  return move({
    actor,
    orderId,
    to: status,
    ownOnly: false,
    codConfirmedVia: confirmedOnCall ? "CALL" : "OWNER",
    payoutReference,
    refundToCredit: refundTo === "storeCredit",
    ...door,
  });
}
