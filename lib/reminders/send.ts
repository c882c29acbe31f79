import "server-only";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { queueEmail } from "@/lib/email/send-email";
import { cartReminderEmail } from "@/lib/email/templates";
import { queueJob } from "@/lib/jobs/queue-job";
import { formatINR } from "@/lib/pricing";
import { hasConsent } from "@/lib/privacy/consents";
import { marketingOneClickUrl, marketingUnsubscribeLink } from "@/lib/privacy/unsubscribe";
import { spendOrRefuse } from "@/lib/sms/budget";
import { messageSendingTime } from "@/lib/sms/quiet-hours";
import { sendAndRecord } from "@/lib/sms/record-message";
import { whatsAppProvider } from "@/lib/sms/provider";
import { sendSms } from "@/lib/sms/send-sms";
import { SmsNotSent } from "@/lib/sms/not-sent";
import { reminderLink } from "./link";
import { readReminderSettings } from "./settings";

// The job of one claimed reminder (decision 111). Everything that stops a reminder is asked again
// at the moment it goes: she may have ordered, emptied the cart or withdrawn her consent since the
// claim. The row is marked sent by a conditional update before the message leaves, so a second run
// of the job sends nothing; a provider's failure un-marks it and the job is retried.

type Held = { id: string; userId: string; channel: "WHATSAPP" | "SMS" | "EMAIL"; cartStartedAt: Date };

export async function sendReminder(reminderId: string): Promise<void> {
  const now = clock.now();
  const opens = messageSendingTime(now);
  if (opens > now) {
    await queueJob("reminders.send", { reminderId }, undefined, { startAfter: opens });
    return;
  }
  const reminder = await getDb().reminder.findFirst({
    where: { id: reminderId, sentAt: null, cancelledAt: null },
    select: { id: true, userId: true, channel: true, cartStartedAt: true, user: { select: { fullname: true, email: true, mobile: true } } },
  });
  if (!reminder) return;
  const contact = reminder.channel === "EMAIL" ? reminder.user.email : reminder.user.mobile;
  const cart = await cartNow(reminder);
  if (!contact || !cart || !(await hasConsent(contact, "CART_REMINDERS", reminder.channel))) {
    await getDb().reminder.updateMany({ where: { id: reminder.id, sentAt: null }, data: { cancelledAt: now } });
    return;
  }
  const settings = await readReminderSettings();
  const words = {
    fullname: reminder.user.fullname || "there",
    cart,
    link: reminderLink(reminder.id, now),
    nudge: settings.prepaidNudgePaise ? `Pay by UPI and save ${formatINR(settings.prepaidNudgePaise)}.` : null,
    unsubscribeLink: marketingUnsubscribeLink({ contact, purpose: "CART_REMINDERS", channel: reminder.channel }),
  };
  if (reminder.channel === "EMAIL") {
    await getDb().$transaction(async (tx) => {
      const { count } = await tx.reminder.updateMany({ where: { id: reminder.id, sentAt: null }, data: { sentAt: now } });
      if (count === 0) return;
      const unsubscribeUrl = marketingOneClickUrl({ contact, purpose: "CART_REMINDERS", channel: "EMAIL" });
      await queueEmail({ to: contact, ...cartReminderEmail(words), unsubscribeUrl }, tx);
    });
    return;
  }
  const { count } = await getDb().reminder.updateMany({ where: { id: reminder.id, sentAt: null }, data: { sentAt: now } });
  if (count === 0) return;
  try {
    await spendOrRefuse({ phone: contact, template: "cart-reminder", known: true });
    await sendText(reminder.channel, contact, words);
  } catch (error) {
    await getDb().reminder.update({ where: { id: reminder.id }, data: { sentAt: null } });
    throw error;
  }
}

/** "Indigo Kurta and 1 more" while it is still the same cart with nothing ordered since, else null. */
async function cartNow({ userId, cartStartedAt }: Held): Promise<string | null> {
  const db = getDb();
  const lines = await db.cartLine.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: { createdAt: true, sizeStock: { select: { variant: { select: { product: { select: { name: true } } } } } } },
  });
  if (lines[0]?.createdAt.getTime() !== cartStartedAt.getTime()) return null;
  if ((await db.order.count({ where: { userId, orderType: "ORDER", createdAt: { gte: cartStartedAt } } })) > 0) return null;
  const name = lines[0].sizeStock.variant.product.name;
  return lines.length > 1 ? `${name} and ${lines.length - 1} more` : name;
}

type Words = { fullname: string; cart: string; link: string; nudge: string | null; unsubscribeLink: string };

async function sendText(channel: "WHATSAPP" | "SMS", to: string, words: Words): Promise<void> {
  const nudge = words.nudge ? ` ${words.nudge}` : "";
  if (channel === "SMS") {
    await sendSms({
      to,
      template: "cart-reminder",
      text: `Kurta Shop: your cart is waiting: ${words.link}${nudge} To stop: ${words.unsubscribeLink}`,
      vars: { link: words.link, nudge: words.nudge ?? "", stop: words.unsubscribeLink },
    });
    return;
  }
  const provider = whatsAppProvider();
  if (!provider) throw new SmsNotSent("WhatsApp is not set up");
  // The Marketing template "cart_reminder": {{1}} her name, {{2}} the cart, {{3}} the link, {{4}} the nudge, {{5}} the stop link.
  const text = `Hello ${words.fullname}, you left ${words.cart} in your cart at Kurta Shop, kept for you at today's prices: ${words.link}${nudge} To stop these reminders: ${words.unsubscribeLink}`;
  const message = {
    to,
    template: "cart-reminder" as const,
    text,
    params: [words.fullname, words.cart, words.link, words.nudge ?? "", words.unsubscribeLink],
    buttons: [],
  };
  await sendAndRecord({ to, template: message.template, text, provider: provider.name, channel: "WHATSAPP" }, () => provider.send(message));
}
