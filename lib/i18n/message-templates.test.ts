import { describe, expect, it } from "vitest";
import { EMAIL_WORDS } from "@/lib/email/words";
import { GIFT_TEXT } from "@/lib/gift-cards/send";
import { REMINDER_TEXTS } from "@/lib/reminders/text-words";
import { CODE_WORDS } from "@/lib/sms/send/code-text";
import { COD_WORDS } from "@/lib/sms/send/cod-messages";
import { ORDER_NEWS_WORDS } from "@/lib/sms/send/order-messages";
import { STOCK_WORDS } from "@/lib/sms/send/stock-messages";
import { templateMessage } from "@/lib/sms/providers/whatsapp";
import { pathIn } from "./message-path";

// Every message template a shopper reads exists in English and in Hindi (decision 122): the same keys,
// each Hindi text written in Devanagari and carrying every value its English twin carries (the amount,
// the order id, the link). A template missing in either language fails here.
const TABLES = {
  emails: EMAIL_WORDS,
  orderNews: ORDER_NEWS_WORDS,
  cashOnDelivery: COD_WORDS,
  backInStock: STOCK_WORDS,
  signInCode: CODE_WORDS,
  reminders: REMINDER_TEXTS,
  giftCard: GIFT_TEXT,
};

/** A stand-in for any argument: a string "<name>" when written into a text, an object whose fields are such strings, a list for lists. */
function probe(name: string): unknown {
  return new Proxy(
    {},
    {
      get: (_, key) => {
        if (key === Symbol.toPrimitive) return () => `<${name}>`;
        if (typeof key === "symbol") return undefined;
        return key === "items" || key === "replacements" ? [`<${key}>`] : `<${key}>`;
      },
    },
  );
}

type Leaf = { path: string; text: string };

/** Every text a table can write: functions are called with probes, objects and lists walked. */
function texts(value: unknown, path = ""): Leaf[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (typeof value === "function") {
    const args = Array.from({ length: Math.max(value.length, 1) }, (_, index) => probe(`arg${index}`));
    return texts((value as (...args: unknown[]) => unknown)(...args), `${path}()`);
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, path ? `${path}.${key}` : key));
  return [];
}

const placeholders = (text: string) => [...text.matchAll(/<\w+>/g)].map(([match]) => match).sort();
const DEVANAGARI = /[\u0900-\u097F]/;

describe.each(Object.entries(TABLES))("%s", (_, table) => {
  const en = texts(table.en);
  const hi = texts(table.hi);

  it("has every template, and every text of it, in both languages", () => {
    expect(hi.map((leaf) => leaf.path)).toEqual(en.map((leaf) => leaf.path));
  });

  it("writes Hindi in Devanagari, keeping every amount, order id and link of the English", () => {
    const english = new Map(en.map((leaf) => [leaf.path, leaf.text]));
    for (const { path, text } of hi) {
      if (path === "htmlLang") continue;
      expect(text, path).toMatch(DEVANAGARI);
      expect(placeholders(text), path).toEqual(placeholders(english.get(path) ?? ""));
    }
  });
});

describe("a Hindi message's links and templates", () => {
  it("leads to the /hi pages for Hindi and leaves English addresses as they are", () => {
    expect(pathIn("hi", "/orders/o1")).toBe("/hi/orders/o1");
    expect(pathIn("hi", "/cod/o1?key=k")).toBe("/hi/cod/o1?key=k");
    expect(pathIn("hi", "/")).toBe("/hi");
    expect(pathIn("en", "/orders/o1")).toBe("/orders/o1");
  });

  it("asks WhatsApp for the template in her language's code", () => {
    const message = { to: "+919876543210", template: "cod-confirm" as const, text: "", params: [], buttons: [] };
    expect(templateMessage({ ...message, language: "hi" }).template.language).toEqual({ code: "hi" });
    expect(templateMessage(message).template.language).toEqual({ code: "en" });
  });
});
