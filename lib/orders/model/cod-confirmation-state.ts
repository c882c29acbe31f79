import type { CodConfirmedVia, OrderStatus } from "@/lib/generated/prisma/enums";

// How a cash-on-delivery order was confirmed, as the back office's order cards say it: the
// shopper's own yes (WhatsApp, her link, paying online, a call) apart from the owner's without asking.

export type CodConfirmationState = CodConfirmedVia | "WAITING";

export const COD_CONFIRMATION_LABEL: Record<CodConfirmationState, string> = {
  WHATSAPP: "Confirmed by the shopper on WhatsApp",
  LINK: "Confirmed by the shopper's link",
  PAY_NOW: "Paid online by the shopper",
  ADVANCE: "Confirmed by the shopper paying the advance online",
  CALL: "Confirmed by the shopper on a call",
  OWNER: "Confirmed by the shop without asking the shopper",
  WAITING: "Not confirmed by the shopper yet",
};

type Asked = { codConfirmBy: Date | null; codConfirmedAt: Date | null; codConfirmedVia: CodConfirmedVia | null; status: OrderStatus };

/** Null when the order was never asked (prepaid, a replacement) or stopped waiting unconfirmed (cancelled). */
export function codConfirmationOf(order: Asked): CodConfirmationState | null {
  if (!order.codConfirmBy) return null;
  // Confirmed before the way was recorded, by a move the owner made: counted as the owner's.
  if (order.codConfirmedAt) return order.codConfirmedVia ?? "OWNER";
  return order.status === "PENDING" ? "WAITING" : null;
}
