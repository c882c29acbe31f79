import type { OrderStatus, PaymentType } from "@/lib/generated/prisma/enums";
import { moveRefusal, type OrderMove } from "@/lib/orders/model/status";

// The buttons Manage Orders and Manage Returns offer: only the moves the state machine allows
// (the server checks again). A return may be closed (an admin's cancel) before its pickup, for
// example when the pickup failed. Every refund owed has its action: Mark Refund Paid (with the
// payout's reference) for any return with something to refund, and for a prepaid one, refunded at
// pickup unless the provider could not then, Retry refund through the provider. An exchange whose
// replacement costs what was paid owes nothing. An exchange's replacement is confirmed and cancelled with its
// return; on its own it is shipped (again, when its booking job failed) and marked delivered.
/**
 * `payout`: the move asks for the payout's reference (Mark Refund Paid). `refundChoice`: for a prepaid order it asks
 * where the payment goes back, the card or store credit (Mark Returned to Origin).
 */
export type OfferedMove = { status: OrderMove; label: string; payout?: true; refundChoice?: true };
export type Offer = { moves: OfferedMove[]; canCancel: boolean };

const ORDER_MOVES: OfferedMove[] = [
  { status: "CONFIRMED", label: "Confirm" },
  { status: "SHIPPED", label: "Ship" },
  { status: "DELIVERED", label: "Mark Delivered" },
  // A parcel the courier is bringing back, in the shop's hands before its scan says so.
  { status: "RTO_DELIVERED", label: "Mark Returned to Origin", refundChoice: true },
];

const RETURN_MOVES: OfferedMove[] = [
  { status: "RETURN_PICKED_UP", label: "Mark Picked Up" },
  { status: "REFUNDED", label: "Retry refund" },
  { status: "REFUNDED", label: "Mark Refund Paid", payout: true },
];

const allowedFrom = (status: OrderStatus, moves: OfferedMove[]) => moves.filter((move) => moveRefusal(status, move.status) === null);
const canCancel = (status: OrderStatus) => moveRefusal(status, "CANCELLED") === null;

export const ORDER_STATUSES: OrderStatus[] = ["PENDING", "CONFIRMED", "SHIPPED", "DELIVERED", "CANCELLED"];
export const RETURN_STATUSES: OrderStatus[] = ["RETURN_REQUESTED", "RETURN_PICKED_UP", "REFUNDED", "CANCELLED"];

export function orderMoves(status: OrderStatus): Offer {
  const offered = (move: OfferedMove) => move.status !== "RTO_DELIVERED" || status === "RTO_INITIATED";
  return { moves: allowedFrom(status, ORDER_MOVES).filter(offered), canCancel: canCancel(status) };
}

/** A return as its view tells it: how it was paid and what it refunds. */
type ReturnRefund = { paymentType: PaymentType; totals: { totalPaise: number } };

export function returnMoves(status: OrderStatus, refund: ReturnRefund): Offer {
  const owed = refund.totals.totalPaise > 0;
  const offered = (move: OfferedMove) => move.status !== "REFUNDED" || (owed && (move.payout === true || refund.paymentType === "PREPAID"));
  return { moves: allowedFrom(status, RETURN_MOVES).filter(offered), canCancel: canCancel(status) };
}

/** What Mark Refund Paid tells the owner: the refund owed and the UPI ID its shopper gave; none for an order. */
export function payoutOf(order: { totals: { totalPaise: number }; refund: { upi: string | null; upiName: string | null } | null }) {
  return order.refund ? { amountPaise: order.totals.totalPaise, upi: order.refund.upi, upiName: order.refund.upiName } : undefined;
}

export function replacementMoves(status: OrderStatus): Offer {
  return { moves: orderMoves(status).moves.filter((move) => move.status !== "CONFIRMED"), canCancel: false };
}
