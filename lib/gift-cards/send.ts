import "server-only";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { queueEmail } from "@/lib/email/send-email";
import { giftCardEmail, type GiftCardWords } from "@/lib/email/templates";
import { getEnv } from "@/lib/env";
import { pathIn } from "@/lib/i18n/message-path";
import type { Locale } from "@/lib/i18n/locales";
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
  const buyer = buyerId ? await db.user.findUnique({ where: { id: buyerId }, select: { fullname: true, language: true } }) : null;
  // The recipient may have no account: the card speaks the language its buyer chose (decision 122).
  const language = buyer?.language ?? "en";
  const code = newCode();
  const expiresAt = oneYearOn(now);
  const words = {
    recipientName: card.recipientName ?? GIFT_TEXT[language].nobody,
    from: buyer?.fullname || GIFT_TEXT[language].someone,
    amount: formatINR(card.amountPaise),
    message: card.message,
    code: formatCode(code),
    until: formatIndianDateTime(expiresAt, language),
    link: new URL(pathIn(language, "/myaccount#storeCredit"), getEnv().APP_URL).toString(),
    language,
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

type Words = GiftCardWords & { language: Locale };

/** The WhatsApp template "gift_card" in each language, and the words for a name not given. */
export const GIFT_TEXT: Record<Locale, { whatsApp: (words: Words, note: string) => string; nobody: string; someone: string }> = {
  en: {
    whatsApp: (words, note) =>
      `Hello ${words.recipientName}, ${words.from} sent you a Kurta Shop gift card of ${words.amount}.${note} Your code: ${words.code}. Add it to your store credit by ${words.until}: ${words.link}`,
    nobody: "there",
    someone: "Someone",
  },
  hi: {
    whatsApp: (words, note) =>
      `नमस्ते ${words.recipientName}, ${words.from} ने आपको ${words.amount} का Kurta Shop गिफ़्ट कार्ड भेजा है।${note} आपका कोड: ${words.code}। ${words.until} तक इसे अपने स्टोर क्रेडिट में जोड़ लें: ${words.link}`,
    nobody: "जी",
    someone: "किसी अपने",
  },
};

async function sendOnWhatsApp(to: string, words: Words): Promise<void> {
  const provider = whatsAppProvider();
  if (!provider) throw new SmsNotSent("WhatsApp is not set up");
  const note = words.message ? ` "${words.message}"` : "";
  // The Utility template "gift_card": {{1}} her name, {{2}} the giver, {{3}} the amount, {{4}} the note, {{5}} the code, {{6}} until, {{7}} the link.
  const text = GIFT_TEXT[words.language].whatsApp(words, note);
  // The twin's row is demo mode's inbox and shows the code; a real provider's row never holds it.
  const row = provider === twinWhatsApp ? text : text.replace(words.code, MASK);
  const { language } = words;
  await sendAndRecord({ to, template: "gift-card", text: row, provider: provider.name, channel: "WHATSAPP", language }, () =>
    provider.send({
      to,
      template: "gift-card",
      text,
      params: [words.recipientName, words.from, words.amount, note.trim(), words.code, words.until, words.link],
      buttons: [],
      language,
    }),
  );
}
