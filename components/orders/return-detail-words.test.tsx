import { describe, expect, it, vi } from "vitest";
import { englishWordsIn, readWords, renderInLanguage } from "@/tests/support/page-words";
import { OrderDetail } from "@/components/orders/order-detail";
import type { Locale } from "@/lib/i18n/locales";
import type { OrderView } from "@/lib/orders/model/view";

vi.mock("@/lib/orders/actions", () => ({}));

// A refunded return's page as /hi/orders/{id} and /orders/{id} show it: where the refund went, what it
// returns, why, and its credit note.
const refunded = {
  id: "r1",
  publicOrderId: "KS-R1",
  kind: "Return",
  status: "REFUNDED",
  statusLabel: "Refunded",
  paymentType: "COD",
  paymentStatus: "Refunded (Store credit)",
  paymentId: null,
  refund: { creditPaise: 55_000, creditBonusPaise: 5_000, moneyPaise: 10_000 },
  parentOrderId: "o1",
  returnReason: "Tight at the shoulders",
  returnReasonLabel: "Too small",
  returnReasonCode: "TOO_SMALL",
  createdAt: "2026-12-02T06:30:00Z",
  timeline: null,
  cancellable: false,
  returnable: false,
  trackingLink: null,
  invoiceLink: null,
  exchange: null,
  address: {
    name: "Asha",
    addressLine1: "7 Ashram Road",
    addressLine2: "",
    city: "Ahmedabad",
    state: "Gujarat",
    pinCode: "380009",
    phoneNumber: "9876543210",
  },
  lines: [],
  totals: {
    subtotalPaise: 0,
    promoDiscountPaise: 0,
    gstPaise: 0,
    codFeePaise: 0,
    roundOffPaise: 0,
    clawbackPaise: 0,
    totalPaise: 0,
    storeCreditPaise: 0,
    advancePaise: 0,
  },
} as unknown as OrderView;
const notes = [{ kind: "Credit note" as const, number: "CN-7", totalPaise: 65_000, href: "/orders/r1/credit-note" }];

const read = (locale: Locale) =>
  readWords(renderInLanguage(locale, <OrderDetail order={refunded} creditNotes={notes} customerActions locale={locale} />));

describe("a refunded return's page", () => {
  it("reads in Hindi on the Hindi page, but for what the shopper and the shop wrote", () => {
    const text = read("hi");
    for (const words of [
      "स्टोर क्रेडिट में ₹550 (₹50 ज़्यादा शामिल); ₹100 भुगतान के तरीक़े से",
      "रिफ़ंड हो गया (स्टोर क्रेडिट)",
      "किसकी वापसी असली ऑर्डर",
      "वजह बहुत छोटा: Tight at the shoulders",
      "क्रेडिट नोट CN-7",
      "₹650 का",
    ])
      expect(text).toContain(words);
    const own = new Set([
      "KS",
      "R1",
      "CN",
      "Tight",
      "at",
      "the",
      "shoulders",
      "Asha",
      "Ashram",
      "Road",
      "Ahmedabad",
      "Gujarat",
      "GST",
      "PDF",
      "ID",
      "pm",
      "am",
    ]);
    expect(englishWordsIn(text, own)).toEqual([]);
  });

  it("keeps its English on the English page", () => {
    const text = read("en");
    for (const words of [
      "To store credit ₹550 (₹50 extra included); ₹100 by the method paid",
      "Refunded (Store credit)",
      "Return of the original order",
      "Reason Too small: Tight at the shoulders",
      "Credit note CN-7",
      "for ₹650",
    ])
      expect(text).toContain(words);
    expect(text).not.toMatch(/[\u0900-\u097F]/);
  });
});
