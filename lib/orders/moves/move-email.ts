import "server-only";
import {
  deliveryFailedEmail,
  returnedToOriginEmail,
  orderCancelledEmail,
  orderDeliveredEmail,
  orderShippedEmail,
  refundIssuedEmail,
  returnCancelledEmail,
  returnPickedUpEmail,
  type EmailContent,
} from "@/lib/email/templates";
import { queueEmail } from "@/lib/email/send-email";
import { getEnv } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import { formatINR } from "@/lib/pricing";
import { failedDeliveryLink } from "../model/failed-delivery-link";
import { formatIndianDateTime } from "@/lib/india-days";
import { orderLink } from "../model/order-link";
import { splitOf } from "../model/refund-split";
import { CUSTOMER_CANCEL_REASON, type OrderMove } from "../model/status";
import type { OrderWithLines } from "../model/view";
import { claimNews, moveNews } from "../news/queue-news";

type MoveEmailInput = {
  fullname: string;
  language: Locale;
  /** A failed delivery's reason and the page where the shopper answers it, by when. */
  failure?: { reason: string; answerLink: string; deadline: Date };
  order: OrderWithLines & { children: unknown[] };
  reason?: string;
  refundedPaise: number | null;
  refundPending: boolean;
};

/**
 * The email a move sends; confirming sends none (the order-placed email already went out), nor
 * does cancelling a replacement (its return's cancellation email says so).
 */
function moveEmail(
  to: OrderMove,
  { fullname, language, order, reason, refundedPaise, refundPending, failure }: MoveEmailInput,
): EmailContent | null {
  const base = { fullname, language, publicOrderId: order.publicOrderId, link: orderLink(order.id, language) };
  const replacement = order.orderType === "REPLACEMENT";
  switch (to) {
    case "CANCELLED":
      if (replacement) return null;
      if (order.orderType === "RETURN") {
        return returnCancelledEmail({ ...base, reason: reason ?? CUSTOMER_CANCEL_REASON, exchange: order.children.length > 0 });
      }
      return orderCancelledEmail({
        ...base,
        reason: reason ?? CUSTOMER_CANCEL_REASON,
        refund: refundedPaise === null ? null : formatINR(refundedPaise),
        refundPending,
        toStoreCredit: order.refundToCredit,
      });
    case "SHIPPED":
      return orderShippedEmail({
        ...base,
        replacement,
        trackingUrl: order.trackingUrl ? new URL(order.trackingUrl, getEnv().APP_URL).href : null,
      });
    case "DELIVERED":
      return orderDeliveredEmail({ ...base, replacement });
    case "REFUNDED":
      // A prepaid return is refunded at pickup; a cash-on-delivery one when an admin marks it paid.
      return refundIssuedEmail({ ...base, ...refundParts(order), cashOnDelivery: order.paymentType === "COD" });
    case "DELIVERY_FAILED":
      if (!failure) return null;
      return deliveryFailedEmail({
        ...base,
        link: failure.answerLink,
        reason: failure.reason,
        answerBy: formatIndianDateTime(failure.deadline, language),
      });
    case "RTO_DELIVERED":
      return returnedToOriginEmail({
        ...base,
        refund: refundedPaise === null ? null : formatINR(refundedPaise),
        refundPending,
        toStoreCredit: order.refundToCredit,
      });
    case "RETURN_PICKED_UP":
      // A prepaid return is refunded at its pickup, and the refund's email says both.
      if (refundedPaise !== null) return null;
      return returnPickedUpEmail({ ...base, ...refundParts(order) });
    case "CONFIRMED":
    case "RTO_INITIATED":
      return null;
  }
}

/** A return's refund as its emails say it: the money part and the store-credit part (each null when none). */
function refundParts(order: Parameters<typeof splitOf>[0]) {
  const { moneyPaise, creditPaise } = splitOf(order);
  return { refund: moneyPaise > 0 ? formatINR(moneyPaise) : null, storeCredit: creditPaise > 0 ? formatINR(creditPaise) : null };
}

async function openFailure(tx: Prisma.TransactionClient, orderId: string, language: Locale) {
  const failure = await tx.deliveryFailure.findFirst({ where: { orderId }, orderBy: { attempt: "desc" } });
  return failure
    ? { attempt: failure.attempt, reason: failure.reason, deadline: failure.deadline, answerLink: failedDeliveryLink(failure.id, language) }
    : undefined;
}

/** Queues the move's email to the customer, in the move's transaction (the order as it is after the move). */
export async function queueMoveEmail(
  tx: Prisma.TransactionClient,
  to: OrderMove,
  customer: { email: string | null; fullname: string; language: Locale } | null,
  details: Omit<MoveEmailInput, "fullname" | "language">,
): Promise<void> {
  // An account made with a mobile number may have no email yet.
  if (!customer?.email) return;
  const failure = to === "DELIVERY_FAILED" ? await openFailure(tx, details.order.id, customer.language) : undefined;
  const content = moveEmail(to, { fullname: customer.fullname, language: customer.language, ...details, failure });
  // Order news goes once per channel (lib/orders/news); the other moves' emails cannot repeat.
  const news = moveNews(to, failure?.attempt ?? null);
  if (!content || (news && !(await claimNews(tx, details.order.id, news, "EMAIL")))) return;
  await queueEmail({ to: customer.email, ...content }, tx);
}
