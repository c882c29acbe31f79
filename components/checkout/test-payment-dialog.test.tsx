import { describe, expect, it, vi } from "vitest";
import { englishWordsIn, readWords, renderInLanguage } from "@/tests/support/page-words";
import { TestPaymentDialog } from "@/components/checkout/test-payment-dialog";
import type { Locale } from "@/lib/i18n/locales";

vi.mock("@/lib/checkout/actions", () => ({ twinPayAction: async () => ({ ok: false }), twinFailAction: async () => ({ ok: false }) }));

// The test-payment window (the Razorpay twin) as the booking page shows it: Hindi on /hi/booking,
// the English words unchanged at /booking.
const render = (locale: Locale) =>
  readWords(
    renderInLanguage(
      locale,
      <TestPaymentDialog orderId="order_1" amountPaise={104_900} onPaid={() => {}} onFailed={() => {}} onDismiss={() => {}} />,
    ),
  );

describe("the test-payment window", () => {
  it("is Hindi on a Hindi page, but for Razorpay's and the methods' own names", () => {
    const text = render("hi");
    expect(text).toContain("टेस्ट भुगतान: कोई पैसा नहीं कटेगा");
    expect(text).toContain("₹1,049 का भुगतान करें");
    expect(text).toContain("Razorpay में दिखेगा: UPI · कार्ड · नेटबैंकिंग · वॉलेट · EMI · बाद में भुगतान");
    expect(englishWordsIn(text, new Set(["Razorpay", "UPI", "EMI"]))).toEqual([]);
  });

  it("keeps its English words on an English page", () => {
    const text = render("en").replace(/\s+/g, " ");
    for (const words of [
      "Demo mode",
      "Test payment: no money moves",
      "Pay signs a test payment exactly as Razorpay would; Fail declines it.",
      "Amount ₹1,049",
      "Razorpay shows: UPI · Card · Netbanking · Wallet · EMI · Pay later",
      "Pay ₹1,049",
      "Fail",
      "Cancel",
    ])
      expect(text).toContain(words);
    expect(text).not.toMatch(/[\u0900-\u097F]/);
  });
});
