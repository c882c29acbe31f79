import "server-only";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import type { Locale } from "@/lib/i18n/locales";
import { formatIndianDateTime } from "@/lib/india-days";
import { formatINR } from "@/lib/pricing";
import { spendOrRefuse } from "@/lib/sms/budget";
import { sendOrderNews, type OrderNews } from "@/lib/sms/send/order-messages";
import { failedDeliveryLink } from "../model/failed-delivery-link";
import { orderLink } from "../model/order-link";
import { orderPhone } from "../model/order-phone";
import { shipByDayIn } from "../model/ship-by";
import { newsKind, type NewsKind } from "./queue-news";

// The job `orders.phone-news`: one piece of an order's news to the shopper's phone, claimed by
// queue-news.ts. It is sent once: the claim's row is marked sent after it went, and a job run
// again (a worker lost mid-job) finds it so. News that waited for the morning and was overtaken
// meanwhile (shipped, then delivered in the night) is not sent: the newer news says it.

/** The statuses in which each piece of news is still true. */
const STILL_TRUE: Record<NewsKind, readonly OrderStatus[] | null> = {
  placed: null,
  confirmed: ["PENDING", "CONFIRMED"],
  shipped: ["SHIPPED"],
  "out-for-delivery": ["SHIPPED"],
  "delivery-failed": ["DELIVERY_FAILED"],
  delivered: ["DELIVERED"],
  "return-picked-up": ["RETURN_PICKED_UP", "REFUNDED"],
  refunded: ["REFUNDED"],
};

/** What is due at the door, as out-for-delivery's variable says it. */
const IN_CASH: Record<Locale, (amount: string) => string> = { en: (amount) => `${amount} in cash`, hi: (amount) => `${amount} नकद` };
const NOTHING_DUE: Record<Locale, string> = { en: "nothing, it is paid", hi: "कुछ नहीं, भुगतान हो चुका है" };

/** A reason as a DLT variable takes it (30 characters). */
const short = (text: string) => (text.length > 30 ? `${text.slice(0, 29)}…` : text);

const orderSelect = {
  id: true,
  publicOrderId: true,
  status: true,
  paymentType: true,
  totalPaise: true,
  trackingUrl: true,
  codConfirmedAt: true,
  shipPhoneNumber: true,
  user: { select: { mobile: true, language: true } },
} as const;

type NewsOrder = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;

const loadOrder = (orderId: string) => getDb().order.findUnique({ where: { id: orderId }, select: orderSelect });

/** The message of one piece of news, or null when there is nothing to tell (a failed delivery gone). */
async function newsOf(order: NewsOrder, event: string, language: Locale): Promise<OrderNews | null> {
  const { APP_URL } = getEnv();
  const base = { order: order.publicOrderId };
  const link = orderLink(order.id, language);
  const amount = formatINR(order.totalPaise);
  switch (newsKind(event)) {
    case "placed":
      return { template: "order-placed", vars: { ...base, amount, link } };
    case "confirmed":
      return { template: "cod-confirmed", vars: { ...base, date: shipByDayIn(language, order.codConfirmedAt ?? clock.now()), amount } };
    case "shipped":
      return { template: "order-shipped", vars: { ...base, link: order.trackingUrl ? new URL(order.trackingUrl, APP_URL).href : link } };
    case "out-for-delivery":
      return {
        template: "out-for-delivery",
        vars: { ...base, due: order.paymentType === "COD" ? IN_CASH[language](amount) : NOTHING_DUE[language], link },
      };
    case "delivery-failed": {
      const attempt = Number(event.split(":")[1]);
      const failure = await getDb().deliveryFailure.findUnique({ where: { orderId_attempt: { orderId: order.id, attempt } } });
      if (!failure || failure.answer) return null;
      const by = formatIndianDateTime(failure.deadline, language);
      return {
        template: "delivery-failed",
        vars: { ...base, reason: short(failure.reason), by, link: failedDeliveryLink(failure.id, language) },
      };
    }
    case "delivered":
      return { template: "order-delivered", vars: { ...base, link } };
    case "return-picked-up":
      return { template: "return-picked-up", vars: { ...base, link } };
    case "refunded":
      return { template: "refund-paid", vars: { amount, ...base, link } };
  }
}

export async function sendPhoneNews(orderId: string, event: string): Promise<void> {
  const key = { orderId_event_channel: { orderId, event, channel: "SMS" as const } };
  const notice = await getDb().orderNotice.findUnique({ where: key, select: { sentAt: true } });
  const order = await loadOrder(orderId);
  if (!notice || notice.sentAt || !order) return;
  const stillTrue = STILL_TRUE[newsKind(event)];
  if (stillTrue && !stillTrue.includes(order.status)) return;
  const to = orderPhone(order);
  const language = order.user?.language ?? "en";
  const news = await newsOf(order, event, language);
  if (!to || !news) return;
  // Counted toward the day's budget (decision 097) in the share of known shoppers: an account placed the order.
  await spendOrRefuse({ phone: to, template: news.template, known: true });
  await sendOrderNews(to, news, language);
  await getDb().orderNotice.update({ where: key, data: { sentAt: clock.now() } });
}
