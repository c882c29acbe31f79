import "server-only";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { queueEmail } from "@/lib/email/send-email";
import { cartReminderEmail, wishlistPriceEmail } from "@/lib/email/templates";
import type { ReminderKind } from "@/lib/generated/prisma/client";
import { queueJob } from "@/lib/jobs/queue-job";
import { catalogueText } from "@/lib/i18n/catalogue-text";
import type { Locale } from "@/lib/i18n/locales";
import { formatINR } from "@/lib/pricing";
import { hasConsent } from "@/lib/privacy/consents";
import type { ConsentChannel } from "@/lib/privacy/schemas";
import { marketingOneClickUrl, marketingUnsubscribeLink } from "@/lib/privacy/unsubscribe";
import { spendOrRefuse } from "@/lib/sms/budget";
import { messageSendingTime } from "@/lib/sms/quiet-hours";
import { sendAndRecord } from "@/lib/sms/record-message";
import { smsLanguage, whatsAppProvider } from "@/lib/sms/providers/provider";
import { STOP_BUTTON } from "@/lib/sms/inbox/whatsapp-webhook";
import { sendSms } from "@/lib/sms/send/send-sms";
import { SmsNotSent } from "@/lib/sms/not-sent";
import { purposeOf } from "./channel";
import { reminderLink } from "./link";
import { readReminderSettings } from "./settings";
import { REMINDER_TEXTS } from "./text-words";
import { wishNow } from "./wishlist-price";

// The job of one claimed reminder (decision 111). Everything that stops a reminder is asked again
// at the moment it goes: she may have ordered, emptied the cart, bought the wishlisted size, seen
// its price move or withdrawn her consent since the claim. The row is marked sent by a conditional update before the message leaves, so a second run
// of the job sends nothing; a provider's failure un-marks it and the job is retried.

type Held = {
  id: string;
  userId: string;
  kind: ReminderKind;
  channel: ConsentChannel;
  cartStartedAt: Date | null;
  sizeId: string | null;
  pricePaise: number | null;
};

export async function sendReminder(reminderId: string): Promise<void> {
  const now = clock.now();
  const opens = messageSendingTime(now);
  if (opens > now) {
    await queueJob("reminders.send", { reminderId }, undefined, { startAfter: opens });
    return;
  }
  const reminder = await getDb().reminder.findFirst({
    where: { id: reminderId, sentAt: null, cancelledAt: null },
    select: {
      id: true,
      userId: true,
      kind: true,
      channel: true,
      cartStartedAt: true,
      sizeId: true,
      pricePaise: true,
      user: { select: { fullname: true, email: true, mobile: true, language: true } },
    },
  });
  if (!reminder) return;
  const contact = reminder.channel === "EMAIL" ? reminder.user.email : reminder.user.mobile;
  const purpose = purposeOf(reminder.kind);
  const { language } = reminder.user;
  const texts = REMINDER_TEXTS[language];
  const about = await aboutNow(reminder, language);
  if (!contact || !about || !(await hasConsent(contact, purpose, reminder.channel))) {
    await getDb().reminder.updateMany({ where: { id: reminder.id, sentAt: null }, data: { cancelledAt: now } });
    return;
  }
  const settings = await readReminderSettings();
  const words = {
    fullname: reminder.user.fullname || texts.nobody,
    link: reminderLink(reminder.id, now, language),
    nudge: settings.prepaidNudgePaise ? texts.nudge(formatINR(settings.prepaidNudgePaise)) : null,
    unsubscribeLink: marketingUnsubscribeLink({ contact, purpose, channel: reminder.channel }),
    language,
  };
  if (reminder.channel === "EMAIL") {
    await getDb().$transaction(async (tx) => {
      const { count } = await tx.reminder.updateMany({ where: { id: reminder.id, sentAt: null }, data: { sentAt: now } });
      if (count === 0) return;
      const unsubscribeUrl = marketingOneClickUrl({ contact, purpose, channel: "EMAIL" });
      const email = "cart" in about ? cartReminderEmail({ ...words, ...about }) : wishlistPriceEmail({ ...words, ...about });
      await queueEmail({ to: contact, ...email, unsubscribeUrl }, tx);
    });
    return;
  }
  const { count } = await getDb().reminder.updateMany({ where: { id: reminder.id, sentAt: null }, data: { sentAt: now } });
  if (count === 0) return;
  const template = "cart" in about ? "cart-reminder" : "wishlist-price";
  try {
    await spendOrRefuse({ phone: contact, template, known: true });
    const messageId = await sendText(reminder.channel, contact, { ...words, about });
    if (messageId) await getDb().reminder.update({ where: { id: reminder.id }, data: { messageId } });
  } catch (error) {
    await getDb().reminder.update({ where: { id: reminder.id }, data: { sentAt: null } });
    throw error;
  }
}

type About = { cart: string } | { item: string; was: string; now: string };

/** What the reminder is about, as it stands now; null when it no longer holds. */
async function aboutNow(reminder: Held, language: Locale): Promise<About | null> {
  const { userId, cartStartedAt, sizeId, pricePaise } = reminder;
  if (reminder.kind === "WISHLIST_PRICE") return sizeId && pricePaise !== null ? wishNow({ userId, sizeId, pricePaise }) : null;
  const cart = cartStartedAt && (await cartNow(userId, cartStartedAt, language));
  return cart ? { cart } : null;
}

/** "Indigo Kurta and 1 more" while it is still the same cart with nothing ordered since, else null. */
async function cartNow(userId: string, cartStartedAt: Date, language: Locale): Promise<string | null> {
  const db = getDb();
  const lines = await db.cartLine.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: {
      createdAt: true,
      sizeStock: { select: { variant: { select: { product: { select: { name: true, nameHi: true } } } } } },
    },
  });
  if (lines[0]?.createdAt.getTime() !== cartStartedAt.getTime()) return null;
  if ((await db.order.count({ where: { userId, orderType: "ORDER", createdAt: { gte: cartStartedAt } } })) > 0) return null;
  const { name, nameHi } = lines[0].sizeStock.variant.product;
  const shown = catalogueText(language, name, nameHi);
  return lines.length > 1 ? REMINDER_TEXTS[language].andMore(shown, lines.length - 1) : shown;
}

type Words = { fullname: string; link: string; nudge: string | null; unsubscribeLink: string; language: Locale; about: About };

/** Sends the text; answers the WhatsApp message's row, whose read receipt counts the reminder opened (an SMS has none). */
async function sendText(channel: "WHATSAPP" | "SMS", to: string, { about, language, ...words }: Words): Promise<string | null> {
  const nudge = words.nudge ? ` ${words.nudge}` : "";
  const texts = REMINDER_TEXTS[language];
  if (channel === "SMS") {
    // Only a cart's reminder goes by SMS (channel.ts): its DLT template, in Hindi where it is registered in Hindi.
    const smsIn = smsLanguage("cart-reminder", language);
    const smsNudge = smsIn === language ? nudge : "";
    await sendSms({
      to,
      template: "cart-reminder",
      text: REMINDER_TEXTS[smsIn].cartSms(words.link, smsNudge, words.unsubscribeLink),
      vars: { link: words.link, nudge: smsNudge.trim(), stop: words.unsubscribeLink },
      language: smsIn,
    });
    return null;
  }
  const provider = whatsAppProvider();
  if (!provider) throw new SmsNotSent("WhatsApp is not set up");
  const message =
    "cart" in about
      ? {
          // The Marketing template "cart_reminder": {{1}} her name, {{2}} the cart, {{3}} the link, {{4}} the nudge, {{5}} the stop link.
          template: "cart-reminder" as const,
          text: texts.cartWhatsApp(words.fullname, about.cart, words.link, nudge, words.unsubscribeLink),
          params: [words.fullname, about.cart, words.link, words.nudge ?? "", words.unsubscribeLink],
        }
      : {
          // The Marketing template "wishlist_price": {{1}} her name, {{2}} the size, {{3}} then, {{4}} now, {{5}} the link, {{6}} the nudge, {{7}} the stop link.
          template: "wishlist-price" as const,
          text: texts.wishlistWhatsApp(words.fullname, about.item, about.was, about.now, words.link, nudge, words.unsubscribeLink),
          params: [words.fullname, about.item, about.was, about.now, words.link, words.nudge ?? "", words.unsubscribeLink],
        };
  // Its quick reply "Stop promotions" is a STOP (decision 110): pressing it withdraws her marketing on WhatsApp.
  const buttons = [STOP_BUTTON];
  return sendAndRecord(
    { to, template: message.template, text: message.text, provider: provider.name, channel: "WHATSAPP", buttons, language },
    () => provider.send({ to, ...message, buttons, language }),
  );
}
