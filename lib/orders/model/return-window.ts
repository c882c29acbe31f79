import type { OrderStatus, OrderType } from "@/lib/generated/prisma/enums";

// The return window. The spec's `updateDate − now < 3` days is always true (a past date minus now
// is negative); the rule kept is "delivered less than 3 days ago", by the server's clock.
export const RETURN_WINDOW_DAYS = 3;
const WINDOW_MS = RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000;

export const NOT_RETURNABLE_MESSAGE = "Only a delivered order can be returned";
export const WINDOW_CLOSED_MESSAGE = `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery; this order's window has closed`;

type Returnable = { orderType: OrderType; status: OrderStatus; deliveredAt: Date | null };

/** Why this order cannot be returned at `now`, or null when it can. */
export function returnRefusal(order: Returnable, now: Date): string | null {
  if (order.orderType !== "ORDER" || order.status !== "DELIVERED" || !order.deliveredAt) return NOT_RETURNABLE_MESSAGE;
  if (now.getTime() - order.deliveredAt.getTime() >= WINDOW_MS) return WINDOW_CLOSED_MESSAGE;
  return null;
}
