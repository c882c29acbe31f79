import type { OrderStatus, PaymentType } from "@/lib/generated/prisma/enums";
import { moveRefusal, type OrderMove } from "@/lib/orders/model/status";

// The buttons Manage Orders and Manage Returns offer: only the moves the state machine allows
// (the server checks again). A return may be closed (an admin's cancel) before its pickup, for
// example when the pickup failed. A prepaid return is refunded at pickup and an exchange whose
// replacement costs what was paid owes nothing, so Mark Refund Paid shows only for a cash-on-delivery
// return with something to refund. An exchange's replacement is confirmed and cancelled with its
// return; on its own it is shipped (again, when its booking job failed) and marked delivered.
export type OfferedMove = { status: OrderMove; label: string };
export type Offer = { moves: OfferedMove[]; canCancel: boolean };

const ORDER_MOVES: OfferedMove[] = [
  { status: "CONFIRMED", label: "Confirm" },
  { status: "SHIPPED", label: "Ship" },
  { status: "DELIVERED", label: "Mark Delivered" },
];

const RETURN_MOVES: OfferedMove[] = [
  { status: "RETURN_PICKED_UP", label: "Mark Picked Up" },
  { status: "REFUNDED", label: "Mark Refund Paid" },
];

const allowedFrom = (status: OrderStatus, moves: OfferedMove[]) => moves.filter((move) => moveRefusal(status, move.status) === null);
const canCancel = (status: OrderStatus) => moveRefusal(status, "CANCELLED") === null;

export const ORDER_STATUSES: OrderStatus[] = ["PENDING", "CONFIRMED", "SHIPPED", "DELIVERED", "CANCELLED"];
export const RETURN_STATUSES: OrderStatus[] = ["RETURN_REQUESTED", "RETURN_PICKED_UP", "REFUNDED", "CANCELLED"];

export function orderMoves(status: OrderStatus): Offer {
  return { moves: allowedFrom(status, ORDER_MOVES), canCancel: canCancel(status) };
}

/** A return as its view tells it: how it was paid and what it refunds. */
type ReturnRefund = { paymentType: PaymentType; totals: { totalPaise: number } };

export function returnMoves(status: OrderStatus, refund: ReturnRefund): Offer {
  const refundOwed = refund.paymentType === "COD" && refund.totals.totalPaise > 0;
  const moves = allowedFrom(status, RETURN_MOVES).filter((move) => move.status !== "REFUNDED" || refundOwed);
  return { moves, canCancel: canCancel(status) };
}

export function replacementMoves(status: OrderStatus): Offer {
  return { moves: allowedFrom(status, ORDER_MOVES).filter((move) => move.status !== "CONFIRMED"), canCancel: false };
}
