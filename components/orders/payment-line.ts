import type { Locale } from "@/lib/i18n/locales";
import { orders } from "@/lib/i18n/messages/orders";
import { translator } from "@/lib/i18n/translate";

/** The payment line ("Pending (Cash)", lib/orders/model/view.ts) in the page's language, word by word; as it came where a word is unknown. */
export function paymentLine(line: string, locale: Locale): string {
  const t = translator(locale, orders);
  const [, state = "", how = ""] = /^(.+) \((.+)\)$/.exec(line) ?? [];
  const stateKey = `detail.paymentState.${state}` as "detail.paymentState.Paid";
  const howKey = `detail.paymentHow.${how}` as "detail.paymentHow.Cash";
  return t.has(stateKey) && t.has(howKey) ? `${t(stateKey)} (${t(howKey)})` : line;
}
