import "server-only";
import type { NoticeChannel } from "@/lib/generated/prisma/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import { queueJob } from "@/lib/jobs/queue-job";
import { messageSendingTime } from "@/lib/sms/quiet-hours";
import { textsOrderNews } from "@/lib/sms/providers/provider";
import type { OrderMove } from "../model/status";

// An order's news reaches the shopper on her channels: her email (lib/orders/moves/move-email.ts)
// and her phone (WhatsApp, else SMS: send-news.ts), each piece once per channel. The claim is a
// row keyed by order, event and channel, written in the transaction of the move that causes the
// news, so a move made twice over (a courier's scan sent again, a second press of Confirm) is told
// once. Order news needs no marketing consent: it is about an order the shopper placed.

/** A piece of news; a failed delivery and the trip out to the door are told at each attempt. */
export type NewsEvent =
  | "placed"
  | "confirmed"
  | "shipped"
  | `out-for-delivery:${number}`
  | `delivery-failed:${number}`
  | "delivered"
  | "return-picked-up"
  | "refunded";

export type NewsKind =
  "placed" | "confirmed" | "shipped" | "out-for-delivery" | "delivery-failed" | "delivered" | "return-picked-up" | "refunded";

export const newsKind = (event: string): NewsKind => event.split(":")[0] as NewsKind;

/**
 * What cannot wait for the morning in quiet hours (lib/sms/quiet-hours.ts): what the shopper just
 * did (placed, confirmed), the parcel at her door today, and a failed delivery she must answer.
 */
const URGENT: readonly NewsKind[] = ["placed", "confirmed", "out-for-delivery", "delivery-failed"];

/** The news a move makes, if any; a failed delivery's by its attempt. */
export function moveNews(to: OrderMove, attempt: number | null): NewsEvent | null {
  switch (to) {
    case "SHIPPED":
      return "shipped";
    case "DELIVERED":
      return "delivered";
    case "DELIVERY_FAILED":
      return attempt === null ? null : `delivery-failed:${attempt}`;
    case "RETURN_PICKED_UP":
      return "return-picked-up";
    case "REFUNDED":
      return "refunded";
    default:
      return null;
  }
}

type Tx = Prisma.TransactionClient;

/** Claims the news on one channel: true the first time, false when it was already told there. */
export async function claimNews(tx: Tx, orderId: string, event: NewsEvent, channel: NoticeChannel): Promise<boolean> {
  const { count } = await tx.orderNotice.createMany({ data: [{ orderId, event, channel }], skipDuplicates: true });
  return count === 1;
}

/** Queues the news to the shopper's phone, once, inside `tx`; outside quiet hours unless it cannot wait. */
export async function queuePhoneNews(tx: Tx, orderId: string, event: NewsEvent, now: Date): Promise<void> {
  if (!textsOrderNews() || !(await claimNews(tx, orderId, event, "SMS"))) return;
  const startAfter = URGENT.includes(newsKind(event)) ? now : messageSendingTime(now);
  await queueJob("orders.phone-news", { orderId, event }, tx, { startAfter });
}

/** The phone's news of a move just made (the email's is queued beside it, by move-email.ts). */
export async function queueMovePhoneNews(tx: Tx, orderId: string, to: OrderMove, now: Date): Promise<void> {
  const failure =
    to === "DELIVERY_FAILED"
      ? await tx.deliveryFailure.findFirst({ where: { orderId }, orderBy: { attempt: "desc" }, select: { attempt: true } })
      : null;
  const event = moveNews(to, failure?.attempt ?? null);
  if (event) await queuePhoneNews(tx, orderId, event, now);
}
