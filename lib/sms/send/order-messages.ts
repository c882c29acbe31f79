import "server-only";
import { sendWhatsAppOrSms, type Channel } from "./send-whatsapp";
import type { OrderNewsTemplate } from "../types";

// An order's news to the shopper's phone (lib/orders/news): on WhatsApp as Utility templates
// approved by Meta, else as SMS service templates registered for DLT. The words here are those
// templates' (docs/deploy.md, "WhatsApp" and "Text messages"), each template's variables listed in
// the order they appear in the WhatsApp body ({{1}}, {{2}}…); MSG91 fills the SMS by their ##names##.
type Words = { whatsApp: string; sms: string };

const WORDS: { [T in OrderNewsTemplate]: (vars: OrderNewsVars[T]) => Words } = {
  "order-placed": ({ order, amount, link }) => ({
    whatsApp: `Thank you for your Kurta Shop order ${order} of ${amount}. We tell you here when it ships and when it is out for delivery. Your order: ${link}`,
    sms: `Kurta Shop: your order ${order} of ${amount} is placed. We text you when it ships: ${link}`,
  }),
  "cod-confirmed": ({ order, date, amount }) => ({
    whatsApp: `Confirmed: we ship your Kurta Shop order ${order} by ${date}. Please keep ${amount} in cash ready for the courier.`,
    sms: `Kurta Shop: confirmed - we ship your order ${order} by ${date}. Please keep ${amount} in cash ready.`,
  }),
  "order-shipped": ({ order, link }) => ({
    whatsApp: `Your Kurta Shop order ${order} has shipped. Track it: ${link}`,
    sms: `Kurta Shop: your order ${order} has shipped. Track it: ${link}`,
  }),
  "out-for-delivery": ({ order, due, link }) => ({
    whatsApp: `Your Kurta Shop order ${order} is out for delivery today. To pay on delivery: ${due}. Your order: ${link}`,
    sms: `Kurta Shop: your order ${order} is out for delivery today. To pay: ${due}. ${link}`,
  }),
  "delivery-failed": ({ order, reason, by, link }) => ({
    whatsApp: `We could not deliver your Kurta Shop order ${order}: ${reason}. Choose a new day, or give a landmark or another phone, by ${by}: ${link}`,
    sms: `Kurta Shop: we could not deliver your order ${order} (${reason}). Choose a new delivery day by ${by}: ${link}`,
  }),
  "order-delivered": ({ order, link }) => ({
    whatsApp: `Your Kurta Shop order ${order} was delivered. To return or exchange a piece: ${link}`,
    sms: `Kurta Shop: your order ${order} was delivered. To return or exchange a piece: ${link}`,
  }),
  "return-picked-up": ({ order, link }) => ({
    whatsApp: `We picked up your Kurta Shop return ${order}. Follow it here: ${link}`,
    sms: `Kurta Shop: we picked up your return ${order}. Follow it: ${link}`,
  }),
  "refund-paid": ({ order, amount, link }) => ({
    whatsApp: `Your refund of ${amount} for Kurta Shop return ${order} is paid. Details: ${link}`,
    sms: `Kurta Shop: your refund of ${amount} for return ${order} is paid. Details: ${link}`,
  }),
};

/** Each template's variables, in their order. */
export type OrderNewsVars = {
  "order-placed": { order: string; amount: string; link: string };
  "cod-confirmed": { order: string; date: string; amount: string };
  "order-shipped": { order: string; link: string };
  /** `due`: "₹1,133 in cash", or "nothing, it is paid". */
  "out-for-delivery": { order: string; due: string; link: string };
  /** `by`: the failed delivery's deadline as India reads it; `link`: its page, which opens without a login. */
  "delivery-failed": { order: string; reason: string; by: string; link: string };
  "order-delivered": { order: string; link: string };
  "return-picked-up": { order: string; link: string };
  "refund-paid": { amount: string; order: string; link: string };
};

export type OrderNews = { [T in OrderNewsTemplate]: { template: T; vars: OrderNewsVars[T] } }[OrderNewsTemplate];

/** One piece of order news to `to` (+91XXXXXXXXXX), on WhatsApp, else (or when WhatsApp fails) as an SMS. */
export async function sendOrderNews(to: string, news: OrderNews): Promise<{ channel: Channel }> {
  const { template, vars } = news;
  const words = (WORDS[template] as (vars: OrderNews["vars"]) => Words)(vars);
  return sendWhatsAppOrSms(
    { to, template, text: words.whatsApp, params: Object.values(vars), buttons: [] },
    { to, template, text: words.sms, vars },
  );
}
