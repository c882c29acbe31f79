import "server-only";
import { z } from "zod";
import { recordAudit } from "@/lib/audit";
import { queueEmail } from "@/lib/email/send-email";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { addDays, formatIndianDateTime, indianDate, startOfIndianDate, type IndianDate } from "@/lib/india-days";
import { queueJob } from "@/lib/jobs/queue-job";
import { formatINR } from "@/lib/pricing";
import { whatsAppProvider } from "@/lib/sms/providers/provider";
import { oneYearOn } from "./issue";
import { giftCardReceiptEmail } from "./receipt-email";
import type { BoughtCard } from "./schemas";

// A gift card a shopper buys online (issue 51 point 4). The Payment row keeps what she asked for
// (its orderDraft); settling the payment (lib/checkout/settle-payment.ts) writes the card, without a
// code yet, and queues its sending for the day she chose (lib/gift-cards/send.ts makes the code then).

/** A card for a later day goes at 9 am India time that day; one for today goes at once. */
const SEND_MINUTES_INTO_DAY = 9 * 60;
export const LATEST_SEND_DAYS = 90;

/** The instant a card chosen for `sendOn` is sent; a day before today or too far ahead is refused (400). */
export function sendInstant(sendOn: IndianDate, now: Date): Date {
  const today = indianDate(now);
  if (sendOn < today) throw new AppError("validation", "The day to send must be today or later", { sendOn: "Choose today or a later day" });
  if (sendOn > addDays(today, LATEST_SEND_DAYS))
    throw new AppError("validation", `The day to send must be within ${LATEST_SEND_DAYS} days`, {
      sendOn: `Choose a day within ${LATEST_SEND_DAYS} days`,
    });
  if (sendOn === today) return now;
  return new Date(startOfIndianDate(sendOn).getTime() + SEND_MINUTES_INTO_DAY * 60_000);
}

/** WhatsApp delivery needs the shop's WhatsApp (or its twin in demo mode). */
export function assertDeliverable(card: BoughtCard): void {
  if (card.recipientPhone && !whatsAppProvider())
    throw new AppError("validation", "This shop cannot send gift cards on WhatsApp yet: choose email", {
      deliverBy: "Choose email",
    });
}

const storedCard = z.object({
  amountPaise: z.number().int().positive(),
  recipientName: z.string(),
  recipientEmail: z.string().nullable(),
  recipientPhone: z.string().nullable(),
  message: z.string().nullable(),
  sendAt: z.iso.datetime(),
});
export type StoredCard = z.infer<typeof storedCard>;

/** What a Payment row keeps (its orderDraft) when it pays for a gift card. */
export const giftCardDraft = (card: BoughtCard, sendAt: Date) => ({
  giftCard: {
    amountPaise: card.amountPaise,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    recipientPhone: card.recipientPhone,
    message: card.message,
    sendAt: sendAt.toISOString(),
  } satisfies StoredCard,
});

/** The card a payment's draft asks for, or null when the payment is for something else. */
export function giftCardDraftOf(draft: Prisma.JsonValue): StoredCard | null {
  if (!draft || typeof draft !== "object" || Array.isArray(draft) || !("giftCard" in draft)) return null;
  const parsed = storedCard.safeParse(draft.giftCard);
  return parsed.success ? parsed.data : null;
}

type Tx = Prisma.TransactionClient;

/** The buyer's receipt by email in her language, in the card's transaction (so once); an account with no email has the receipt page alone. */
async function queueReceipt(tx: Tx, cardId: string, buyerId: string, card: StoredCard, sendAt: Date, now: Date): Promise<void> {
  const buyer = await tx.user.findUnique({ where: { id: buyerId }, select: { email: true, fullname: true, language: true } });
  if (!buyer?.email) return;
  const { language } = buyer;
  const receipt = giftCardReceiptEmail({
    buyerName: buyer.fullname,
    amount: formatINR(card.amountPaise),
    recipientName: card.recipientName,
    sentTo: card.recipientPhone ? { whatsApp: card.recipientPhone } : { email: card.recipientEmail ?? "" },
    sendsOn: sendAt <= now ? null : formatIndianDateTime(sendAt, language),
    payment: formatIndianDateTime(now, language),
    link: new URL(`/gift-cards/receipt/${cardId}`, getEnv().APP_URL).toString(),
    language,
  });
  await queueEmail({ to: buyer.email, ...receipt }, tx);
}

/**
 * Writes the card a captured payment paid for, inside the payment's locked transaction, with the job
 * that sends it on its day and the buyer's receipt email; the payment that already has its card gets
 * that one. Answers the card's id.
 */
export async function writeBoughtCardIn(tx: Tx, payment: { id: string; userId: string }, card: StoredCard, now: Date): Promise<string> {
  const existing = await tx.giftCard.findUnique({ where: { paymentId: payment.id }, select: { id: true } });
  if (existing) return existing.id;
  const sendAt = new Date(card.sendAt);
  const { id } = await tx.giftCard.create({
    data: {
      amountPaise: card.amountPaise,
      recipientName: card.recipientName,
      recipientEmail: card.recipientEmail,
      recipientPhone: card.recipientPhone,
      message: card.message,
      paymentId: payment.id,
      sendAt,
      createdAt: now,
      // Counted from the day it is sent (send.ts sets it again then); here so the liability counts it meanwhile.
      expiresAt: oneYearOn(sendAt),
    },
    select: { id: true },
  });
  await queueJob("giftCards.send", { cardId: id }, tx, { singletonKey: id, startAfter: sendAt > now ? sendAt : undefined });
  await queueReceipt(tx, id, payment.userId, card, sendAt, now);
  await recordAudit(
    tx,
    payment.userId,
    "giftCard.bought",
    { type: "GiftCard", id },
    { amountPaise: card.amountPaise, sendAt: card.sendAt },
  );
  return id;
}
