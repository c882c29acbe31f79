import "server-only";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { queueEmail } from "@/lib/email/send-email";
import { giftCardEmail } from "@/lib/email/templates";
import { getEnv } from "@/lib/env";
import { formatINR } from "@/lib/pricing";
import { formatIndianDateTime } from "@/lib/india-days";
import { SmsNotSent } from "@/lib/sms/not-sent";
import { whatsAppProvider } from "@/lib/sms/providers/provider";
import { sendAndRecord } from "@/lib/sms/record-message";
import { twinWhatsApp } from "@/lib/sms/providers/twin";
import { formatCode, hashCode, newCode } from "./code";
import { oneYearOn } from "./issue";

// The job that sends a bought card to its recipient on its day, once. The code is made here and
// leaves the shop only in that message: the card keeps its hash, the email's outbox row keeps it
// sealed like a one-time link (lib/email/sealed-body.ts), and a real WhatsApp message's row keeps it
// masked. The card is claimed by one conditional update (unsent, not void), so two runs of the job
// at once send one message; a WhatsApp send that fails un-claims it and the job is retried.

const MASK = "••••-••••-••••-••••";

/** Sends the card, unless it is sent, void, not a bought card, or not yet due (then the job is simply early). */
export async function sendGiftCard(cardId: string): Promise<void> {
  const db = getDb();
  const now = clock.now();
  const card = await db.giftCard.findFirst({
    where: { id: cardId, sentAt: null, voidedAt: null, paymentId: { not: null }, sendAt: { lte: now } },
    select: {
      amountPaise: true,
      recipientName: true,
      recipientEmail: true,
      recipientPhone: true,
      message: true,
      payment: { select: { userId: true } },
    },
  });
  if (!card) return;
  const buyerId = card.payment?.userId;
  const buyer = buyerId ? await db.user.findUnique({ where: { id: buyerId }, select: { fullname: true } }) : null;
  const code = newCode();
  const expiresAt = oneYearOn(now);
  const words = {
    recipientName: card.recipientName ?? "there",
    from: buyer?.fullname || "Someone",
    amount: formatINR(card.amountPaise),
    message: card.message,
    code: formatCode(code),
    until: formatIndianDateTime(expiresAt),
    link: new URL("/myaccount#storeCredit", getEnv().APP_URL).toString(),
  };
  const claimed = { sentAt: now, codeHash: hashCode(code), codeEnd: code.slice(-4), expiresAt };
  const unsent = { id: cardId, sentAt: null, voidedAt: null };

  if (card.recipientEmail) {
    const to = card.recipientEmail;
    await db.$transaction(async (tx) => {
      const { count } = await tx.giftCard.updateMany({ where: unsent, data: claimed });
      if (count === 0) return;
      await queueEmail({ to, ...giftCardEmail(words), oneTimeLink: { url: words.code, expiresAt } }, tx);
    });
    return;
  }
  const to = card.recipientPhone;
  if (!to) return;
  const { count } = await db.giftCard.updateMany({ where: unsent, data: claimed });
  if (count === 0) return;
  try {
    await sendOnWhatsApp(to, words);
  } catch (error) {
    await db.giftCard.updateMany({ where: { id: cardId, sentAt: now }, data: { sentAt: null, codeHash: null, codeEnd: null } });
    throw error;
  }
}

type Words = { recipientName: string; from: string; amount: string; message: string | null; code: string; until: string; link: string };

async function sendOnWhatsApp(to: string, words: Words): Promise<void> {
  const provider = whatsAppProvider();
  if (!provider) throw new SmsNotSent("WhatsApp is not set up");
  const note = words.message ? ` "${words.message}"` : "";
  // The Utility template "gift_card": {{1}} her name, {{2}} the giver, {{3}} the amount, {{4}} the note, {{5}} the code, {{6}} until, {{7}} the link.
  const text = `Hello ${words.recipientName}, ${words.from} sent you a Kurta Shop gift card of ${words.amount}.${note} Your code: ${words.code}. Add it to your store credit by ${words.until}: ${words.link}`;
  // The twin's row is demo mode's inbox and shows the code; a real provider's row never holds it.
  const row = provider === twinWhatsApp ? text : text.replace(words.code, MASK);
  await sendAndRecord({ to, template: "gift-card", text: row, provider: provider.name, channel: "WHATSAPP" }, () =>
    provider.send({
      to,
      template: "gift-card",
      text,
      params: [words.recipientName, words.from, words.amount, note.trim(), words.code, words.until, words.link],
      buttons: [],
    }),
  );
}
