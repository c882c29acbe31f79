import "server-only";
import { sendWhatsAppOrSms, type Channel } from "./send-whatsapp";

// The back-in-stock notice to a mobile number (decision 090): on WhatsApp, where Indian shoppers
// read first, as the Marketing template "back_in_stock" (the shopper opted in on the product page),
// else as the SMS of its DLT template (docs/deploy.md), variables filled.
export type BackInStockMessage = { to: string; item: string; link: string; stop: string };

export async function sendBackInStockMessage({ to, item, link, stop }: BackInStockMessage): Promise<{ channel: Channel }> {
  return sendWhatsAppOrSms(
    {
      to,
      template: "back-in-stock",
      text: `${item} is back in stock at Kurta Shop: ${link} - you asked us to tell you once. To stop these messages: ${stop}`,
      params: [item, link, stop],
      buttons: [],
    },
    {
      to,
      template: "back-in-stock",
      text: `Kurta Shop: ${item} is back in stock: ${link} - to stop these texts: ${stop}`,
      vars: { item, link, stop },
    },
  );
}
