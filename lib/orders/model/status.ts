import type { OrderStatus } from "@/lib/generated/prisma/enums";
import type { Locale } from "@/lib/i18n/locales";
import { orders } from "@/lib/i18n/messages/orders";
import { translator } from "@/lib/i18n/translate";

// The order state machine: Pending → Confirmed → Shipped → Delivered, and Pending or Confirmed →
// Cancelled; a return order (created Return Requested) → Return Picked Up → Refunded, or Return
// Requested → Cancelled (the customer changed their mind, or an admin closed it when the pickup
// failed). The two paths share only Cancelled, so an order never takes a return's move nor a
// return an order's. An exchange's replacement is an order (Pending until the return is picked
// up) that moves with its return: see exchangeStage. A parcel that does not arrive: Shipped →
// Delivery Failed (the courier's NDR) → Shipped again (a re-attempt) or Delivered, or → Returning to
// Origin → Returned to Origin (RTO); a courier's scan may skip a step it reported late or not at all.
// Status names from clients are read in any of the spec's spellings.
export type OrderMove =
  | "CONFIRMED"
  | "SHIPPED"
  | "DELIVERED"
  | "CANCELLED"
  | "RETURN_PICKED_UP"
  | "REFUNDED"
  | "DELIVERY_FAILED"
  | "RTO_INITIATED"
  | "RTO_DELIVERED";

const FROM: Record<OrderMove, readonly OrderStatus[]> = {
  CONFIRMED: ["PENDING"],
  SHIPPED: ["CONFIRMED", "DELIVERY_FAILED"],
  DELIVERED: ["SHIPPED", "DELIVERY_FAILED"],
  CANCELLED: ["PENDING", "CONFIRMED", "RETURN_REQUESTED"],
  RETURN_PICKED_UP: ["RETURN_REQUESTED"],
  REFUNDED: ["RETURN_PICKED_UP"],
  DELIVERY_FAILED: ["SHIPPED"],
  RTO_INITIATED: ["SHIPPED", "DELIVERY_FAILED"],
  RTO_DELIVERED: ["SHIPPED", "DELIVERY_FAILED", "RTO_INITIATED"],
};

export const isOrderMove = (status: OrderStatus): status is OrderMove => status in FROM;

/**
 * The moves an admin asks for by status (updateOrder): a failed delivery and a return to origin are the
 * courier's to report, and answered through the failed-delivery queue; a parcel back in hand may be marked so.
 */
export const isAdminMove = (status: OrderStatus): status is OrderMove =>
  isOrderMove(status) && status !== "DELIVERY_FAILED" && status !== "RTO_INITIATED";

export const SHIPPED_CANCEL_MESSAGE = "This order has shipped and cannot be cancelled: it must come back as a return";
export const NOT_A_RETURN_MESSAGE = "Only a return can be marked picked up or refunded";
export const PICKED_UP_CANCEL_MESSAGE = "This return has been picked up and can no longer be cancelled";
export const NOT_PICKED_UP_MESSAGE = "The return must be picked up before its refund is marked paid";
const RETURN_MOVES: readonly OrderMove[] = ["RETURN_PICKED_UP", "REFUNDED"];
const RETURN_STATUSES: readonly OrderStatus[] = ["RETURN_REQUESTED", "RETURN_PICKED_UP", "REFUNDED"];
export const CUSTOMER_CANCEL_REASON = "Cancelled by the customer";
export const CUSTOMER_CANCEL_MESSAGE = "Only a pending order can be cancelled. Please contact us to cancel a confirmed order";
/** The customer may cancel their own order only while it is Pending (an admin also while Confirmed), and a return before its pickup. */
export const CUSTOMER_CANCELLABLE_FROM: readonly OrderStatus[] = ["PENDING", "RETURN_REQUESTED"];

const LABEL: Record<OrderStatus, string> = {
  PENDING: "Pending",
  CONFIRMED: "Confirmed",
  SHIPPED: "Shipped",
  DELIVERED: "Delivered",
  CANCELLED: "Cancelled",
  RETURN_REQUESTED: "Return Requested",
  RETURN_PICKED_UP: "Return Picked Up",
  REFUNDED: "Refunded",
  DELIVERY_FAILED: "Delivery Failed",
  RTO_INITIATED: "Returning to Origin",
  RTO_DELIVERED: "Returned to Origin",
};

export const statusLabel = (status: OrderStatus) => LABEL[status];

/**
 * The status on the customer's own pages, in her language (lib/i18n/messages/orders): a Pending order reads "Placed"
 * (awaiting the shop's confirmation), a parcel on its way back "Returning to Us" (the back office says "origin", the
 * courier's word for the shop); admins and the API keep Pending and the courier's words.
 */
export const customerStatusLabel = (status: OrderStatus, locale: Locale = "en") => translator(locale, orders)(`status.${status}`);

/**
 * The spelling the API answers in `orderDetails.status`: the page's label, but DELIVERED in capitals,
 * since a client written to the spec offers Return only on "DELIVERED" (and Cancel on "Pending").
 */
export const apiStatus = (status: OrderStatus) => (status === "DELIVERED" ? "DELIVERED" : LABEL[status]);

/** Where an exchange stands, from its return's status and its replacement's. */
export type ExchangeStage = "Requested" | "Picked up" | "Replacement shipped" | "Replacement delivered" | "Cancelled" | "Closed";

export function exchangeStage(
  returned: { status: OrderStatus; cancelledByCustomer: boolean },
  replacement: { status: OrderStatus },
): ExchangeStage {
  if (returned.status === "CANCELLED") return returned.cancelledByCustomer ? "Cancelled" : "Closed";
  if (replacement.status === "DELIVERED") return "Replacement delivered";
  if (replacement.status === "SHIPPED") return "Replacement shipped";
  return returned.status === "RETURN_REQUESTED" ? "Requested" : "Picked up";
}

/** Why `from` cannot move to `to`, or null when it can. */
export function moveRefusal(from: OrderStatus, to: OrderMove): string | null {
  if (FROM[to].includes(from)) return null;
  if (from === to) return `This order is already ${LABEL[from].toLowerCase()}`;
  if (to === "CANCELLED" && (from === "SHIPPED" || from === "DELIVERED")) return SHIPPED_CANCEL_MESSAGE;
  if (to === "CANCELLED" && (from === "RETURN_PICKED_UP" || from === "REFUNDED")) return PICKED_UP_CANCEL_MESSAGE;
  if (RETURN_MOVES.includes(to) && !RETURN_STATUSES.includes(from)) return NOT_A_RETURN_MESSAGE;
  if (to === "REFUNDED" && from === "RETURN_REQUESTED") return NOT_PICKED_UP_MESSAGE;
  return `A ${LABEL[from].toLowerCase()} order cannot be marked ${LABEL[to].toLowerCase()}`;
}

const SPELLINGS = new Map<string, OrderStatus>(
  (Object.keys(LABEL) as OrderStatus[]).flatMap((status) => [
    [status.replace(/_/g, ""), status],
    [LABEL[status].toUpperCase().replace(/ /g, ""), status],
  ]),
);
SPELLINGS.set("CANCELED", "CANCELLED");

/** "Cancelled", "CANCELED", "canceled", "Return Picked Up", "RETURN_PICKED_UP" → the status; unknown → null. */
export function parseStatus(value: string): OrderStatus | null {
  return SPELLINGS.get(value.toUpperCase().replace(/[\s_-]/g, "")) ?? null;
}
