import { getEnv } from "@/lib/env";
import { paiseToRupees } from "@/lib/pricing";
import { apiStatus } from "./status";
import type { OrderView } from "./view";

// The order as the spec's clients read it (section 7: `_id`, `public_order_id`, `shiprocketDetails`,
// money in rupees), made from the pages' view. Only the /api/v1 routes read this shape.
export function toOrderApi(order: OrderView) {
  const { exchange } = order;
  return {
    _id: order.id,
    id: order.id,
    totalPrice: paiseToRupees(order.totals.totalPaise),
    // Issue 51's tenders: what store credit paid, the advance paid before cash on delivery, what is left to pay.
    paidByStoreCredit: paiseToRupees(order.totals.storeCreditPaise),
    advancePaid: paiseToRupees(order.totals.advancePaidPaise),
    // An advance asked and not paid yet: POST /api/v1/order/payAdvance opens its payment (decision 115).
    advanceDue: order.status === "PENDING" ? paiseToRupees(order.totals.advancePaise - order.totals.advancePaidPaise) : 0,
    amountDue: paiseToRupees(order.totals.amountDuePaise),
    createdAt: order.createdAt,
    updateDate: order.statusChangedAt,
    paymentType: order.paymentType === "COD" ? "COD" : "Prepaid",
    paymentId: order.paymentId,
    payment_id: order.paymentId,
    paymentStatus: order.paymentStatus,
    // The spec's two values; a replacement is an order sent out (`kind` tells it apart).
    orderType: order.orderType === "RETURN" ? "Returns" : "Order",
    kind: order.kind,
    parentOrderId: order.parentOrderId,
    returnReason: order.returnReason,
    // Issue 51: a return's refund to store credit (chosen, or what the order's credit paid, given back first) and the rest in money.
    ...(order.refund
      ? {
          refundTo: order.refund.toCredit ? ("storeCredit" as const) : ("original" as const),
          refundToStoreCredit: paiseToRupees(order.refund.creditPaise),
          storeCreditBonus: paiseToRupees(order.refund.creditBonusPaise),
          refundToOriginal: paiseToRupees(order.refund.moneyPaise),
        }
      : {}),
    cancellable: order.cancellable,
    returnable: order.returnable,
    orderDetails: { public_order_id: order.publicOrderId, status: apiStatus(order.status) },
    statusLabel: order.statusLabel,
    customerStatusLabel: order.customerStatusLabel,
    confirmedAt: order.confirmedAt?.toISOString() ?? null,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    timeline: order.timeline,
    address: order.address,
    cart: order.lines.map((line) => ({
      _id: line.id,
      productId: line.productId,
      sizeId: line.sizeId,
      name: line.name,
      productName: line.productName,
      description: line.description,
      colorName: line.colorName,
      size: line.size,
      quantity: line.quantity,
      returnedQuantity: line.returnedQuantity,
      images: line.image ? [line.image] : [],
      price: paiseToRupees(line.unitPricePaise),
      discount: paiseToRupees(line.cutPricePaise),
      gstRate: line.gstRateBp / 100,
      total: paiseToRupees(line.lineTotalPaise),
    })),
    totals: {
      subtotal: paiseToRupees(order.totals.subtotalPaise),
      gst: paiseToRupees(order.totals.gstPaise),
      discount: paiseToRupees(order.totals.discountPaise),
      promoDiscount: paiseToRupees(order.totals.promoDiscountPaise),
      delivery: paiseToRupees(order.totals.deliveryPaise),
      deliveryDiscount: paiseToRupees(order.totals.deliveryDiscountPaise),
      codFee: paiseToRupees(order.totals.codFeePaise),
      roundOff: paiseToRupees(order.totals.roundOffPaise),
      clawback: paiseToRupees(order.totals.clawbackPaise),
      total: paiseToRupees(order.totals.totalPaise),
    },
    // The spec's client opens shiprocketDetails.invoice: the same invoice as invoiceLink, as a full address.
    shiprocketDetails: {
      invoice: order.invoiceLink && new URL(order.invoiceLink, getEnv().APP_URL).href,
      awb_code: order.awbCode,
      courier_name: order.courierName,
    },
    invoiceLink: order.invoiceLink,
    trackingLink: order.trackingLink,
    exchange: exchange && {
      stage: exchange.stage,
      replacement: {
        _id: exchange.replacement.id,
        publicOrderId: exchange.replacement.publicOrderId,
        status: apiStatus(exchange.replacement.status),
        statusLabel: exchange.replacement.statusLabel,
        awbCode: exchange.replacement.awbCode,
        trackingLink: exchange.replacement.trackingLink,
        invoiceLink: exchange.replacement.invoiceLink,
        lines: exchange.replacement.lines.map((line) => ({
          _id: line.id,
          sizeId: line.sizeId,
          name: line.name,
          productName: line.productName,
          colorName: line.colorName,
          size: line.size,
          quantity: line.quantity,
          images: line.image ? [line.image] : [],
          replaces: line.replaces,
          returnOf: line.returnOf,
          price: paiseToRupees(line.piecePaise),
          differenceRefunded: paiseToRupees(line.differenceRefundedPaise),
        })),
      },
    },
  };
}

export type OrderApi = ReturnType<typeof toOrderApi>;
