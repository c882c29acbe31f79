import type { OrderStatus } from "@/lib/generated/prisma/enums";
import { moveRefusal, type OrderMove } from "@/lib/orders/status";

// The buttons Manage Orders and Manage Returns offer for a status: only the moves the state
// machine allows from it (the server checks again). Returns' moves are named here and sent to
// updateOrder; the returns state machine decides them.
const ORDER_MOVES: { status: OrderMove; label: string }[] = [
  { status: "CONFIRMED", label: "Confirm" },
  { status: "SHIPPED", label: "Ship" },
  { status: "DELIVERED", label: "Mark Delivered" },
];

const RETURN_MOVES: Partial<Record<OrderStatus, { status: OrderStatus; label: string }[]>> = {
  RETURN_REQUESTED: [{ status: "RETURN_PICKED_UP", label: "Mark Picked Up" }],
  RETURN_PICKED_UP: [{ status: "REFUNDED", label: "Refund" }],
};

export const ORDER_STATUSES: OrderStatus[] = ["PENDING", "CONFIRMED", "SHIPPED", "DELIVERED", "CANCELLED"];
export const RETURN_STATUSES: OrderStatus[] = ["RETURN_REQUESTED", "RETURN_PICKED_UP", "REFUNDED"];

export function orderMoves(status: OrderStatus) {
  return {
    moves: ORDER_MOVES.filter((move) => moveRefusal(status, move.status) === null),
    canCancel: moveRefusal(status, "CANCELLED") === null,
  };
}

export function returnMoves(status: OrderStatus) {
  return { moves: RETURN_MOVES[status] ?? [], canCancel: false };
}
