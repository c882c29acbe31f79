import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { smsLanguage } from "../providers/provider";
import { sendWhatsAppOrSms } from "./send-whatsapp";

// The messages of a cash-on-delivery order waiting for its shopper's word (lib/orders/cod): on
// WhatsApp as Utility templates approved by Meta, else as SMS templates registered for DLT, in the
// shopper's language (decision 122). The words here are those templates' (docs/deploy.md, "WhatsApp"
// and "Text messages"), variables filled.
export type CodConfirmMessage = {
  to: string;
  orderId: string;
  publicOrderId: string;
  /** "₹1,049", as shown. */
  amount: string;
  /** The shop's confirmation page, in her language. */
  link: string;
  /** Hers (decision 122); English unless told. */
  language?: Locale;
};

type CodWords = {
  confirm: {
    whatsApp: (order: string, amount: string, link: string) => string;
    sms: (order: string, amount: string, link: string) => string;
  };
  buttons: { confirm: string; cancel: string };
  lapsed: { whatsApp: (order: string) => string; sms: (order: string) => string };
};

/** The templates' words in each language; Hindi keeps amounts as ₹1,049 and order ids as they are. */
export const COD_WORDS: Record<Locale, CodWords> = {
  en: {
    confirm: {
      whatsApp: (order, amount, link) =>
        `Please confirm your Kurta Shop order ${order} of ${amount}, to be paid in cash on delivery. ` +
        `We send it once you confirm. You can also confirm or cancel it at ${link} before it ships.`,
      sms: (order, amount, link) =>
        `Kurta Shop: please confirm your cash on delivery order ${order} of ${amount} at ${link} - we ship it once you confirm.`,
    },
    buttons: { confirm: "Confirm", cancel: "Cancel" },
    lapsed: {
      whatsApp: (order) =>
        `Your order ${order} was cancelled because it was not confirmed in time. Nothing is due; you are welcome to order again from Kurta Shop.`,
      sms: (order) => `Kurta Shop: your order ${order} was cancelled because it was not confirmed in time. Nothing is due.`,
    },
  },
  hi: {
    confirm: {
      whatsApp: (order, amount, link) =>
        `कृपया अपना Kurta Shop ऑर्डर ${order} पक्का करें: ${amount}, जो डिलीवरी पर नकद देना है। ` +
        `पक्का करते ही हम इसे भेज देंगे। भेजे जाने से पहले आप ${link} पर भी इसे पक्का या रद्द कर सकते हैं।`,
      sms: (order, amount, link) =>
        `Kurta Shop: कृपया अपना कैश ऑन डिलीवरी ऑर्डर ${order} (${amount}) ${link} पर पक्का करें - पक्का होते ही हम इसे भेज देंगे।`,
    },
    buttons: { confirm: "पक्का करें", cancel: "रद्द करें" },
    lapsed: {
      whatsApp: (order) =>
        `आपका ऑर्डर ${order} रद्द कर दिया गया, क्योंकि वह समय पर पक्का नहीं हुआ। कुछ भी देना बाकी नहीं है; आप Kurta Shop से फिर कभी भी ऑर्डर कर सकते हैं।`,
      sms: (order) => `Kurta Shop: आपका ऑर्डर ${order} समय पर पक्का न होने से रद्द हो गया। कुछ भी देना बाकी नहीं है।`,
    },
  },
};

/** The payloads of the confirmation's buttons, which the shopper's reply carries back (lib/sms/inbox/whatsapp-webhook.ts). */
const codReplyPayload = (answer: "confirm" | "cancel", orderId: string) => `cod-${answer}:${orderId}`;

/** WhatsApp template "cod_confirm" (Utility) with Confirm and Cancel quick replies (payloads `cod-confirm:<orderId>` and `cod-cancel:<orderId>`), else an SMS with the link. */
export async function sendCodConfirmRequest(message: CodConfirmMessage): Promise<{ channel: "WHATSAPP" | "SMS" }> {
  const { to, orderId, publicOrderId, amount, link, language = "en" } = message;
  const words = COD_WORDS[language];
  const smsIn = smsLanguage("cod-confirm", language);
  return sendWhatsAppOrSms(
    {
      to,
      template: "cod-confirm",
      text: words.confirm.whatsApp(publicOrderId, amount, link),
      params: [publicOrderId, amount, link],
      buttons: [
        { id: codReplyPayload("confirm", orderId), title: words.buttons.confirm },
        { id: codReplyPayload("cancel", orderId), title: words.buttons.cancel },
      ],
      language,
    },
    {
      to,
      template: "cod-confirm",
      text: COD_WORDS[smsIn].confirm.sms(publicOrderId, amount, link),
      vars: { order: publicOrderId, amount, link },
      language: smsIn,
    },
  );
}

export type CodLapsedMessage = { to: string; publicOrderId: string; language?: Locale };

/** "Your order KS-… was cancelled because it was not confirmed…" on WhatsApp (template "cod_cancelled") else SMS. */
export async function sendCodLapsedNotice({
  to,
  publicOrderId,
  language = "en",
}: CodLapsedMessage): Promise<{ channel: "WHATSAPP" | "SMS" }> {
  const smsIn = smsLanguage("cod-cancelled", language);
  return sendWhatsAppOrSms(
    {
      to,
      template: "cod-cancelled",
      text: COD_WORDS[language].lapsed.whatsApp(publicOrderId),
      params: [publicOrderId],
      buttons: [],
      language,
    },
    {
      to,
      template: "cod-cancelled",
      text: COD_WORDS[smsIn].lapsed.sms(publicOrderId),
      vars: { order: publicOrderId },
      language: smsIn,
    },
  );
}
