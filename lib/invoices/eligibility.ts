import type { OrderStatus, OrderType, PaymentType } from "@/lib/generated/prisma/enums";
import { invoicePath } from "@/lib/paths";

const AFTER_DISPATCH: readonly OrderStatus[] = [
  "SHIPPED",
  "DELIVERY_FAILED",
  "RTO_INITIATED",
  "RTO_DELIVERED",
  "DELIVERED",
  "RETURN_REQUESTED",
  "RETURN_PICKED_UP",
  "REFUNDED",
];

type InvoiceableOrder = { id: string; orderType: OrderType; status: OrderStatus; paymentType: PaymentType; invoiceUrl: string | null };

/**
 * An order gets its invoice when it is shipped (at the removal of the goods, CGST Act section 31), or once
 * paid when paid ahead; never a return order or a cancelled one. An exchange's replacement is paid ahead
 * by the returned pieces: it is invoiced once the return is picked up (Confirmed).
 */
export function isInvoiceable(order: Pick<InvoiceableOrder, "orderType" | "status" | "paymentType">): boolean {
  if (order.orderType === "RETURN") return false;
  return AFTER_DISPATCH.includes(order.status) || (order.paymentType === "PREPAID" && order.status === "CONFIRMED");
}

/** Where the order detail's Invoice link goes: the shipping provider's invoice when it made one, else ours; null before there is one. */
export function invoiceLink(order: InvoiceableOrder): string | null {
  if (order.invoiceUrl?.startsWith("https://")) return order.invoiceUrl;
  return isInvoiceable(order) ? invoicePath(order.id) : null;
}
