import { describe, expect, it } from "vitest";
import { englishWordsIn, readWords, renderInLanguage } from "@/tests/support/page-words";
import { AdvanceRows } from "@/components/orders/advance-rows";
import { OrderTimeline } from "@/components/orders/order-timeline";
import type { Locale } from "@/lib/i18n/locales";
import type { TimelineStep } from "@/lib/orders/model/timeline";

// The order page's progress and its advance rows as /hi/orders/{id} and /orders/{id} show them.
const steps: TimelineStep[] = [
  { label: "Placed", at: "2026-12-01T06:30:00Z", state: "done" },
  { label: "Confirmed", at: "2026-12-01T08:00:00Z", state: "done" },
  { label: "Delivery attempt failed", at: "2026-12-03T09:00:00Z", state: "cancelled" },
  { label: "Delivered", at: null, state: "next" },
];
const order = {
  id: "o1",
  status: "PENDING" as const,
  totals: { advancePaise: 20_000, advancePaidPaise: 20_000, advanceKeepPaise: 15_000, amountDuePaise: 197_700 },
};

const read = (locale: Locale) =>
  readWords(
    renderInLanguage(
      locale,
      <>
        <OrderTimeline steps={steps} locale={locale} />
        <dl>
          <AdvanceRows order={order} canPay={false} locale={locale} />
        </dl>
      </>,
    ),
  );

describe("an order's progress and advance", () => {
  it("read in Hindi on the Hindi order page, dates included", () => {
    const text = read("hi");
    for (const words of [
      "ऑर्डर कहाँ तक पहुँचा",
      "ऑर्डर हुआ : हो गया",
      "डिलीवरी की कोशिश नाकाम",
      "डिलीवर हुआ : अभी बाक़ी",
      "1 दिस॰",
      "ऑनलाइन दिया एडवांस",
    ])
      expect(text).toContain(words);
    expect(englishWordsIn(text, new Set(["am", "pm"]))).toEqual([]);
  });

  it("keep their English on the English page", () => {
    const text = read("en");
    for (const words of [
      "Order progress",
      "Placed : done",
      "Delivery attempt failed",
      "Delivered : to come",
      "1 Dec",
      "Advance paid online",
      "To pay on delivery",
    ])
      expect(text).toContain(words);
    expect(text).not.toMatch(/[\u0900-\u097F]/);
  });
});
