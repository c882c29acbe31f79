import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { smsLanguage } from "../providers/provider";
import { sendWhatsAppOrSms, type Channel } from "./send-whatsapp";

// The back-in-stock notice to a mobile number (decision 090): on WhatsApp, where Indian shoppers
// read first, as the Marketing template "back_in_stock" (the shopper opted in on the product page),
// else as the SMS of its DLT template (docs/deploy.md), variables filled, in her language (decision 122).
export type BackInStockMessage = { to: string; item: string; link: string; stop: string; language?: Locale };

export const STOCK_WORDS: Record<
  Locale,
  { whatsApp: (item: string, link: string, stop: string) => string; sms: (item: string, link: string, stop: string) => string }
> = {
  en: {
    whatsApp: (item, link, stop) =>
      `${item} is back in stock at Kurta Shop: ${link} - you asked us to tell you once. To stop these messages: ${stop}`,
    sms: (item, link, stop) => `Kurta Shop: ${item} is back in stock: ${link} - to stop these texts: ${stop}`,
  },
  hi: {
    whatsApp: (item, link, stop) =>
      `${item} Kurta Shop पर फिर से उपलब्ध है: ${link} - आपने हमें एक बार बताने को कहा था। ये संदेश बंद करने के लिए: ${stop}`,
    sms: (item, link, stop) => `Kurta Shop: ${item} फिर से उपलब्ध है: ${link} - ये SMS बंद करने के लिए: ${stop}`,
  },
};

export async function sendBackInStockMessage({ to, item, link, stop, language = "en" }: BackInStockMessage): Promise<{ channel: Channel }> {
  const smsIn = smsLanguage("back-in-stock", language);
  return sendWhatsAppOrSms(
    {
      to,
      template: "back-in-stock",
      text: STOCK_WORDS[language].whatsApp(item, link, stop),
      params: [item, link, stop],
      buttons: [],
      language,
    },
    { to, template: "back-in-stock", text: STOCK_WORDS[smsIn].sms(item, link, stop), vars: { item, link, stop }, language: smsIn },
  );
}
