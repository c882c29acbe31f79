import { describe, expect, it, vi } from "vitest";
import { ExchangePanel } from "@/components/orders/exchange-panel";
import { ExchangePicker } from "@/components/orders/exchange-picker";
import { RefundChoice, RefundLines } from "@/components/orders/refund-choice";
import { ReturnForm } from "@/components/orders/return-form";
import type { Locale } from "@/lib/i18n/locales";
import { returns } from "@/lib/i18n/messages/returns";
import type { OrderView } from "@/lib/orders/model/view";
import type { ReturnFormLine } from "@/lib/orders/queries";
import { englishWordsIn, readWords, renderInLanguage } from "@/tests/support/page-words";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => {}, refresh: () => {} }) }));
vi.mock("@/lib/orders/actions", () => ({ quoteReturnAction: async () => ({ ok: false }), returnOrderAction: async () => ({ ok: false }) }));

// The return screen and an exchange's panel as a Hindi shopper reads them (/hi/return/[id], /hi/orders/[id]):
// no English word left but the shop's Latin-script terms and the order's own data; English unchanged.
const LATIN_TERMS = new Set(["GST", "UPI", "ID", "PDF", "Indigo", "Maroon", "Test", "kurta", "name", "okaxis", "KS", "XL", "XXL"]);

const size = (sizeId: string, label: string, refusal: string | null, payablePaise = 129_900) => ({
  sizeId,
  size: label,
  payablePaise,
  differencePaise: sizeId === "s1" ? 10_000 : 0,
  refusal,
});
const line: ReturnFormLine = {
  lineId: "l1",
  name: "Test kurta - Indigo - M",
  image: "",
  left: 2,
  paidPaise: 139_900,
  colorName: "Indigo",
  size: "M",
  sizeId: "s0",
  exchange: [
    {
      colorName: "Indigo",
      colorCode: "#2E3A87",
      image: "",
      sizes: [size("s1", "L", null), size("s2", "XL", "Sold out"), size("s3", "XXL", "Costs ₹1,599, more than you paid", 159_900)],
    },
  ],
};
const gone: ReturnFormLine = { ...line, lineId: "l2", name: "Test kurta - Maroon - S", exchange: [] };
const quote = { backPaise: 139_900, creditPaise: 50_000, creditBonusPaise: 5_000, creditBackPaise: 45_000, moneyPaise: 89_900 };
const exchange = {
  stage: "Requested",
  replacement: {
    id: "r1",
    publicOrderId: "KS-R1",
    status: "PENDING",
    statusLabel: "Pending",
    trackingLink: "https://track.example/1",
    invoiceLink: "/orders/r1/invoice",
    lines: [
      {
        id: "x1",
        replaces: "o1",
        image: "",
        colorName: "Indigo",
        size: "L",
        productName: "Test kurta",
        quantity: 1,
        differenceRefundedPaise: 10_000,
      },
    ],
  },
} as unknown as NonNullable<OrderView["exchange"]>;
const returned = [{ id: "o1", colorName: "Indigo", size: "M" }] as unknown as OrderView["lines"];

const screen = (locale: Locale) => (
  <>
    <ReturnForm orderId="o1" lines={[line, gone]} cashOnDelivery creditBonusPercent={10} />
    <ExchangePicker line={line} choice={{ colorName: "Indigo", sizeId: "s1" }} onChange={() => {}} sizeGroup={null} error="x" />
    <RefundChoice value="original" onChange={() => {}} cashOnDelivery={false} bonusPercent={0} />
    <RefundLines quote={quote as never} moneyTo={locale === "hi" ? "भेजा जाएगा" : "sent"} />
    <ExchangePanel exchange={exchange} returned={returned} locale={locale} />
  </>
);

// As /hi/return/[id] hands them down: its area, and the server's known messages from app/hi/(own)/layout.tsx.
const read = (locale: Locale) => readWords(renderInLanguage(locale, screen(locale), { areas: { returns }, serverMessages: true }));
const englishWords = (text: string) => englishWordsIn(text.replace(/https?:\S+/g, ""), LATIN_TERMS);

describe("the return screen's words", () => {
  it("are Hindi on the Hindi page: lines, reasons, exchange sizes and their refusals, refund choices, the exchange panel", () => {
    const text = read("hi");
    expect(englishWords(text)).toEqual([]);
    expect(text).toContain("₹1,399 प्रति पीस");
    expect(text).toContain("बहुत छोटा");
    expect(text).toContain("XXL: कीमत ₹1,599, आपके दिए दाम से ज़्यादा");
    expect(text).toContain("आपके Indigo M की जगह Indigo L। यह सस्ता है: फ़र्क़ के ₹100 प्रति पीस हम लौटाएँगे।");
    expect(text).toContain("आपका रिफ़ंड कहाँ जाए?");
    expect(text).toContain("रिफ़ंड के लिए आपकी UPI ID");
    expect(text).toContain("लौटाया गया फ़र्क़: ₹100");
  });

  it("keep the English page's sentences as they were", () => {
    const text = read("en");
    for (const sentence of [
      "₹1,399 each · up to 2",
      "Quantity of Test kurta - Indigo - M to return",
      "Too small",
      "This kurta is no longer sold, so it can be refunded but not replaced.",
      "XXL: Costs ₹1,599, more than you paid",
      "Indigo L replaces your Indigo M. It costs less: we refund the difference, ₹100 a piece.",
      "Refund to store credit, with 10% extra",
      "Where should your refund go?",
      "₹500 to your store credit when the pieces are picked up (₹50 extra included): the store credit this order used comes back first",
      "₹899 sent once they are picked up.",
      "Your replacement is set aside from stock.",
      "Indigo L for Indigo M",
      "Replacement order KS-R1 · Pending",
    ]) {
      expect(text).toContain(sentence);
    }
    expect(text).not.toMatch(/[\u0900-\u097F]/);
  });
});
