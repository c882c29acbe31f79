import "server-only";
import { sendSms } from "./send-sms";

// The back-in-stock notice by SMS (decision 090), in the words of its DLT template (docs/deploy.md,
// "Text messages"), variables filled.
export type BackInStockText = { to: string; item: string; link: string; stop: string };

export async function sendBackInStockText({ to, item, link, stop }: BackInStockText): Promise<void> {
  await sendSms({
    to,
    template: "back-in-stock",
    text: `Kurta Shop: ${item} is back in stock: ${link} - to stop these texts: ${stop}`,
    vars: { item, link, stop },
  });
}
