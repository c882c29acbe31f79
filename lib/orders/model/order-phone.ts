import { normaliseMobile } from "@/lib/phone";

/**
 * The number that hears of an order the shopper placed (a cash-on-delivery confirmation, the order's
 * news): the account's proved mobile, else the delivery address's phone.
 */
export function orderPhone(order: { shipPhoneNumber: string; user: { mobile: string | null } | null }): string | null {
  return order.user?.mobile ?? normaliseMobile(order.shipPhoneNumber);
}
