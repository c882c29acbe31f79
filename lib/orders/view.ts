import type { Order, OrderLine } from "@/lib/generated/prisma/client";
import type { OrderStatus, PaymentType } from "@/lib/generated/prisma/enums";
import { invoiceLink } from "@/lib/invoices/eligibility";
import { clock } from "@/lib/clock";
import { paiseToRupees } from "@/lib/pricing";
import { returnRefusal } from "./return-window";
import { apiStatus, CUSTOMER_CANCELLABLE_FROM, statusLabel } from "./status";

// The order as the spec's clients read it (money in rupees at this edge), and the status texts.
export type OrderWithLines = Order & { lines: OrderLine[] };

export const paymentTypeLabel = (type: PaymentType) => (type === "COD" ? "COD" : "Prepaid");

/**
 * The spec's payment line: Paid (Prepaid or Delivered), Not Done (Cancelled), else Pending; then Cash or Prepaid.
 * A return's line tells its refund: Refund pending until pickup, then Refund owed (cash, until an admin pays it) or Refunded.
 */
export function paymentStatusLine(order: { paymentType: PaymentType; status: OrderStatus }): string {
  const how = order.paymentType === "COD" ? "Cash" : "Prepaid";
  if (order.status === "RETURN_REQUESTED") return `Refund pending (${how})`;
  if (order.status === "RETURN_PICKED_UP") return `Refund owed (${how})`;
  if (order.status === "REFUNDED") return `Refunded (${how})`;
  const state =
    order.paymentType === "PREPAID" || order.status === "DELIVERED" ? "Paid" : order.status === "CANCELLED" ? "Not Done" : "Pending";
  return `${state} (${order.paymentType === "COD" ? "Cash" : "Prepaid"})`;
}

export function lineName(line: Pick<OrderLine, "productName" | "colorName" | "size">): string {
  return `${line.productName} - ${line.colorName} - ${line.size}`;
}

export function toOrderView(order: OrderWithLines) {
  return {
    _id: order.id,
    id: order.id,
    totalPrice: paiseToRupees(order.totalPaise),
    createdAt: order.createdAt,
    updateDate: order.statusChangedAt,
    paymentType: paymentTypeLabel(order.paymentType),
    paymentId: order.paymentId,
    payment_id: order.paymentId,
    paymentStatus: paymentStatusLine(order),
    orderType: order.orderType === "ORDER" ? "Order" : "Returns",
    parentOrderId: order.parentOrderId,
    returnReason: order.returnReason,
    /** Cancel is offered to the customer: cancelMyOrder's rule. */
    cancellable: CUSTOMER_CANCELLABLE_FROM.includes(order.status),
    /** Return is offered: Delivered, of type Order, delivered less than 3 days ago, something left to return. */
    returnable: returnRefusal(order, clock.now()) === null && order.lines.some((line) => line.returnedQuantity < line.quantity),
    orderDetails: { public_order_id: order.publicOrderId, status: apiStatus(order.status) },
    /** The status as the shop's pages show it ("Delivered"). */
    statusLabel: statusLabel(order.status),
    address: {
      name: order.shipName,
      addressLine1: order.shipAddressLine1,
      addressLine2: order.shipAddressLine2 ?? "",
      city: order.shipCity,
      state: order.shipState,
      pinCode: order.shipPinCode,
      phoneNumber: order.shipPhoneNumber,
    },
    cart: order.lines.map((line) => ({
      _id: line.id,
      productId: line.productId,
      sizeId: line.sizeId,
      name: lineName(line),
      productName: line.productName,
      description: line.description,
      colorName: line.colorName,
      size: line.size,
      quantity: line.quantity,
      returnedQuantity: line.returnedQuantity,
      images: line.imageUrl ? [line.imageUrl] : [],
      price: paiseToRupees(line.unitPricePaise),
      discount: paiseToRupees(line.cutPricePaise),
      gstRate: line.gstRateBp / 100,
      total: paiseToRupees(line.lineTotalPaise),
    })),
    totals: {
      subtotal: paiseToRupees(order.subtotalPaise),
      gst: paiseToRupees(order.gstPaise),
      discount: paiseToRupees(order.discountPaise),
      delivery: paiseToRupees(order.deliveryPaise),
      deliveryDiscount: paiseToRupees(order.deliveryDiscountPaise),
      total: paiseToRupees(order.totalPaise),
    },
    shiprocketDetails: { invoice: order.invoiceUrl, awb_code: order.awbCode, courier_name: order.courierName },
    invoiceLink: invoiceLink(order),
    /** Track Package: the provider's tracking page for the AWB (Shiprocket's, or the twin's /track/{awb}). */
    trackingLink: order.awbCode ? order.trackingUrl : null,
  };
}

export type OrderView = ReturnType<typeof toOrderView>;
