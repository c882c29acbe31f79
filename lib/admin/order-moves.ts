import type { OrderStatus } from "@/lib/generated/prisma/enums";
import { moveRefusal, type OrderMove } from "@/lib/orders/status";

// The buttons Manage Orders and Manage Returns offer for a status: only the moves the state
// machine allows from it (the server checks again). A prepaid return is refunded at pickup, so
// Mark Refund Paid only ever shows for a cash-on-delivery return.
const ORDER_MOVES: { status: OrderMove; label: string }[] = [
  { status: "CONFIRMED", label: "Confirm" },
  { status: "SHIPPED", label: "Ship" },
  { status: "DELIVERED", label: "Mark Delivered" },
];

const RETURN_MOVES: { status: OrderMove; label: string }[] = [
  { status: "RETURN_PICKED_UP", label: "Mark Picked Up" },
  { status: "REFUNDED", label: "Mark Refund Paid" },
];

const allowedFrom = (status: OrderStatus, moves: typeof ORDER_MOVES) => moves.filter((move) => moveRefusal(status, move.status) === null);

export const ORDER_STATUSES: OrderStatus[] = ["PENDING", "CONFIRMED", "SHIPPED", "DELIVERED", "CANCELLED"];
export const RETURN_STATUSES: OrderStatus[] = ["RETURN_REQUESTED", "RETURN_PICKED_UP", "REFUNDED"];

export function orderMoves(status: OrderStatus) {
  return {
    moves: allowedFrom(status, ORDER_MOVES),
    canCancel: moveRefusal(status, "CANCELLED") === null,
  };
}

export function returnMoves(status: OrderStatus) {
  return { moves: allowedFrom(status, RETURN_MOVES), canCancel: false };
}
