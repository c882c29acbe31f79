import type { Order, OrderLine, Prisma } from "@/lib/generated/prisma/client";
import type { OrderStatus, OrderType, PaymentType } from "@/lib/generated/prisma/enums";
import { invoiceLink } from "@/lib/invoices/eligibility";
import { paidPerPiecePaise } from "@/lib/pricing";
import { clock } from "@/lib/clock";
import { RETURN_REASON_LABELS } from "./return-reasons";
import { returnRefusal } from "./return-window";
import { CUSTOMER_CANCEL_REASON, CUSTOMER_CANCELLABLE_FROM, customerStatusLabel, exchangeStage, statusLabel } from "./status";
import { orderTimeline } from "./timeline";
import { codConfirmationOf, COD_CONFIRMATION_LABEL } from "./cod-confirmation-state";
import { shipByDay } from "./ship-by";
import { splitOf } from "./refund-split";

// The order as the shop's pages read it: money in paise, statuses as enums, the rules already
// applied (cancellable, returnable). The spec's API reads its own shape from this (api-view.ts).
export type OrderWithLines = Order & { lines: OrderLine[] };
/** An order as its view reads it: its lines and, for a return that exchanges pieces, its replacement. */
export type OrderForView = OrderWithLines & { children?: OrderWithLines[] };

const byId = { orderBy: { id: "asc" } } as const;
/** What to load for toOrderView: the lines, and a return's replacement with its lines. */
export const viewInclude = {
  lines: byId,
  children: { where: { orderType: "REPLACEMENT" }, include: { lines: byId } },
} satisfies Prisma.OrderInclude;

/**
 * The spec's payment line: Paid (Prepaid or Delivered), Not Done (Cancelled), else Pending; then Cash or Prepaid.
 * A return's line tells its refund: Refund pending until pickup, then Refund owed (cash, until an admin pays it) or Refunded.
 */
export function paymentStatusLine(order: {
  orderType: OrderType;
  paymentType: PaymentType;
  status: OrderStatus;
  totalPaise: number;
  refundToCredit?: boolean;
}): string {
  const how = order.orderType === "RETURN" && order.refundToCredit ? "Store credit" : order.paymentType === "COD" ? "Cash" : "Prepaid";
  if (order.orderType === "REPLACEMENT") return order.status === "CANCELLED" ? "Not Done (Exchange)" : "Paid (Exchange)";
  if (order.orderType === "RETURN" && order.totalPaise === 0) return "Nothing to refund (Exchange)";
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

const KIND: Record<OrderType, "Order" | "Return" | "Replacement"> = { ORDER: "Order", RETURN: "Return", REPLACEMENT: "Replacement" };

/** One piece's line as bought: what it was, and its money in paise. */
function lineView(line: OrderLine) {
  return {
    id: line.id,
    productId: line.productId,
    sizeId: line.sizeId,
    name: lineName(line),
    productName: line.productName,
    description: line.description,
    colorName: line.colorName,
    size: line.size,
    quantity: line.quantity,
    returnedQuantity: line.returnedQuantity,
    image: line.imageUrl,
    unitPricePaise: line.unitPricePaise,
    unitDiscountPaise: line.unitDiscountPaise,
    cutPricePaise: line.cutPricePaise,
    gstRateBp: line.gstRateBp,
    lineTotalPaise: line.lineTotalPaise,
  };
}

/** A return's exchange: its stage and the replacement, each line with the return line it replaces and the difference refunded. */
function exchangeView(order: OrderForView) {
  const replacement = order.children?.[0];
  if (order.orderType !== "RETURN" || !replacement) return null;
  return {
    stage: exchangeStage({ status: order.status, cancelledByCustomer: order.cancelReason === CUSTOMER_CANCEL_REASON }, replacement),
    replacement: {
      id: replacement.id,
      publicOrderId: replacement.publicOrderId,
      status: replacement.status,
      statusLabel: statusLabel(replacement.status),
      awbCode: replacement.awbCode,
      trackingLink: replacement.awbCode ? replacement.trackingUrl : null,
      invoiceLink: invoiceLink(replacement),
      lines: replacement.lines.map((line) => {
        const returned = order.lines.find((candidate) => candidate.id === line.replacesLineId);
        const paid = returned ? paidPerPiecePaise(returned) : 0;
        const costs = paidPerPiecePaise(line);
        return {
          id: line.id,
          sizeId: line.sizeId,
          name: lineName(line),
          productName: line.productName,
          colorName: line.colorName,
          size: line.size,
          quantity: line.quantity,
          image: line.imageUrl,
          /** The return line whose pieces this replaces, and the bought line they came from. */
          replaces: line.replacesLineId,
          returnOf: returned?.returnOfLineId ?? null,
          /** One piece today, GST included. */
          piecePaise: costs,
          differenceRefundedPaise: Math.max(0, paid - costs) * line.quantity,
        };
      }),
    },
  };
}

function codConfirmationView(order: OrderForView) {
  const state = codConfirmationOf(order);
  return state ? { state, label: COD_CONFIRMATION_LABEL[state] } : null;
}

export function toOrderView(order: OrderForView) {
  return {
    id: order.id,
    publicOrderId: order.publicOrderId,
    orderType: order.orderType,
    kind: KIND[order.orderType],
    status: order.status,
    /** The status as the shop's pages show it ("Delivered"). */
    statusLabel: statusLabel(order.status),
    /** The status on the customer's own pages ("Placed" for Pending). */
    customerStatusLabel: customerStatusLabel(order.status),
    paymentType: order.paymentType,
    paymentId: order.paymentId,
    paymentStatus: paymentStatusLine(order),
    createdAt: order.createdAt,
    statusChangedAt: order.statusChangedAt,
    confirmedAt: order.confirmedAt,
    shippedAt: order.shippedAt,
    deliveredAt: order.deliveredAt,
    parentOrderId: order.parentOrderId,
    returnReason: order.returnReason,
    /** The reason chosen from the list, as words ("Too small"); null for an order or a return made before the list. */
    returnReasonLabel: order.returnReasonCode ? RETURN_REASON_LABELS[order.returnReasonCode] : null,
    /** The same reason's code, for a page in another language to name it. */
    returnReasonCode: order.returnReasonCode,
    /** Cancel is offered to the customer: cancelMyOrder's rule. */
    cancellable: order.orderType !== "REPLACEMENT" && CUSTOMER_CANCELLABLE_FROM.includes(order.status),
    /** Return is offered: Delivered, of type Order, delivered less than 3 days ago, something left to return. */
    returnable: returnRefusal(order, clock.now()) === null && order.lines.some((line) => line.returnedQuantity < line.quantity),
    /** Placed, Confirmed, Shipped, Delivered (or where a cancelled order stopped); none for a return. */
    timeline: order.orderType === "RETURN" ? null : orderTimeline(order),
    /** A cash-on-delivery order its shopper has confirmed, still to leave: the day it ships by ("Tue 8 Dec"). */
    shipsBy: order.status === "PENDING" && order.codConfirmedAt ? shipByDay(order.codConfirmedAt) : null,
    address: {
      name: order.shipName,
      addressLine1: order.shipAddressLine1,
      addressLine2: order.shipAddressLine2 ?? "",
      city: order.shipCity,
      state: order.shipState,
      pinCode: order.shipPinCode,
      phoneNumber: order.shipPhoneNumber,
    },
    lines: order.lines.map(lineView),
    totals: {
      subtotalPaise: order.subtotalPaise,
      gstPaise: order.gstPaise,
      discountPaise: order.discountPaise,
      /** What the promotions took off, before GST; out of subtotalPaise (totalPaise = subtotal − promotions + GST + ...). */
      promoDiscountPaise: order.promoDiscountPaise,
      deliveryPaise: order.deliveryPaise,
      deliveryDiscountPaise: order.deliveryDiscountPaise,
      /** The cash-on-delivery fee, GST included (its GST is not in gstPaise); in totalPaise. */
      codFeePaise: order.codFeePaise,
      /** Cash on delivery's round-off to whole rupees (a return of the last pieces gives it back); in totalPaise. */
      roundOffPaise: order.roundOffPaise,
      /** A return: the promotions' benefit it takes back from the kept pieces (negative gives it back); out of totalPaise. */
      clawbackPaise: order.clawbackPaise,
      totalPaise: order.totalPaise,
      /** What store credit paid of totalPaise (a tender: no tax figure changes). */
      storeCreditPaise: order.storeCreditPaise,
      /** Cash on delivery's advance (decision 115), whole rupees of totalPaise: asked, paid online (0 until then), and the most a refused parcel keeps of it. */
      advancePaise: order.advancePaise,
      advancePaidPaise: order.advancePaidAt ? order.advancePaise : 0,
      advanceKeepPaise: order.advanceKeepPaise,
      /** What is left to pay: cash on delivery collects it (with an advance still unpaid); a prepaid order has paid it all. */
      amountDuePaise:
        order.paymentType === "COD" ? order.totalPaise - order.storeCreditPaise - (order.advancePaidAt ? order.advancePaise : 0) : 0,
    },
    invoiceUrl: order.invoiceUrl,
    awbCode: order.awbCode,
    courierName: order.courierName,
    invoiceLink: invoiceLink(order),
    /** Track Package: the provider's tracking page for the AWB (Shiprocket's, or the twin's /track/{awb}). */
    trackingLink: order.awbCode ? order.trackingUrl : null,
    /** A return that exchanges pieces: the replacement and where the exchange stands; null otherwise. */
    exchange: exchangeView(order),
    /** Cash on delivery asked to confirm: how it was confirmed (or that the shopper has not yet), with its words; else null. */
    codConfirmation: codConfirmationView(order),
    /**
     * A return's refund: the UPI ID it goes to (cash on delivery, with its holder's name), the reference of a payout made by hand,
     * and how it goes back (issue 51): to store credit (chosen, or what the order's credit paid) with any bonus, the rest in money.
     */
    refund:
      order.orderType === "RETURN"
        ? {
            upi: order.refundUpi,
            upiName: order.refundUpiName,
            payoutReference: order.payoutReference,
            providerRefundId: order.refundId,
            toCredit: order.refundToCredit,
            ...splitOf(order),
          }
        : null,
  };
}

export type OrderView = ReturnType<typeof toOrderView>;
