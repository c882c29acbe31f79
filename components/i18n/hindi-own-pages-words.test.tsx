import { describe, expect, it } from "vitest";
import { AdvanceNotice } from "@/components/checkout/advance-notice";
import { BookingLines } from "@/components/checkout/booking-lines";
import { CashOrderSummary } from "@/components/checkout/cash-order-summary";
import { StoreCreditChoice } from "@/components/checkout/store-credit-choice";
import { BookingEstimate } from "@/components/shipping/booking-estimate";
import type { AddressView } from "@/lib/accounts/user-view";
import type { CartItem } from "@/lib/cart/view";
import type { Locale } from "@/lib/i18n/locales";
import type { DeliveryEstimate } from "@/lib/shipping/estimate";
import { englishWordsIn, readWords as read, renderInLanguage } from "@/tests/support/page-words";

// The booking's words as a Hindi shopper reads them (/hi/booking): no English word left but the
// shop's Latin-script terms and the order's own data; the English page's sentences unchanged.
const LATIN_TERMS = new Set(["GST", "UPI", "Indigo", "Test", "kurta", "Ashram", "Road", "Ahmedabad", "Gujarat", "Nisha", "Patel"]);
// Not yet: the day in a delivery estimate is written by the server in English (lib/shipping/estimate.ts).
const ESTIMATE_DAY = new Set(["Thu", "Dec"]);

const item = {
  productId: "p1",
  name: "Test kurta - Indigo - M",
  colorName: "Indigo",
  size: "M",
  sizeId: "s1",
  quantity: 2,
  image: "",
  lineWithGstPaise: 272_790,
} as CartItem;
const address = {
  id: "a1",
  name: "Nisha Patel",
  addressLine1: "7 Ashram Road",
  addressLine2: "",
  locality: "",
  landmark: "",
  city: "Ahmedabad",
  state: "Gujarat",
  pinCode: "380009",
} as AddressView;
const estimate = {
  pinCode: "380009",
  serviceable: true,
  cod: true,
  message: "Delivery by Thu, 10 Dec to 380009",
  codMessage: "Cash on delivery available",
} as DeliveryEstimate;
const ask = { why: "order-value" as const, fixedPaise: 20_000, percent: null, keepPaise: 15_000 };

const booking = (
  <>
    <BookingLines items={[item]} />
    <BookingEstimate estimate={estimate} />
    <StoreCreditChoice balancePaise={50_000} creditPaise={50_000} checked disabled={false} onChange={() => {}} />
    <CashOrderSummary
      address={address}
      items={[item]}
      offersPaise={10_000}
      feePaise={4_900}
      roundOffPaise={10}
      totalPaise={267_700}
      storeCreditPaise={50_000}
      advancePaise={20_000}
      estimate={estimate}
    />
    <AdvanceNotice ask={ask} advancePaise={20_000} cashPaise={197_700} />
  </>
);

// As app/hi/(own)/layout.tsx hands them down: the server's known messages, on the Hindi pages only.
const render = (locale: Locale) => renderInLanguage(locale, booking, { serverMessages: true });
const englishWords = (text: string) => englishWordsIn(text, new Set([...LATIN_TERMS, ...ESTIMATE_DAY]));

describe("the booking's words", () => {
  it("are Hindi on the Hindi page, the delivery estimate and the advance's terms included", () => {
    const text = read(render("hi"));
    expect(englishWords(text)).toEqual([]);
    expect(text).toContain("कैश ऑन डिलीवरी: पार्सल पहुँचने पर ₹1,977 नक़द दें।");
    expect(text).toContain("380009 पर Thu, 10 Dec तक डिलीवरी");
    expect(text).toContain("दरवाज़े पर पार्सल लेने से मना करें तो दोनों तरफ़ की शिपिंग के लिए दुकान उसमें से ₹150 रखेगी और बाक़ी ₹50 लौटा देगी।");
  });

  it("keep the English page's sentences as they were", () => {
    const text = read(render("en"));
    for (const sentence of [
      "Colour: Indigo · Size: M · Qty: 2",
      "Delivery by Thu, 10 Dec to 380009 . Cash on delivery available",
      "Use ₹500 of store credit",
      "Cash on delivery: pay ₹1,977 when the parcel reaches you.",
      "Cash on delivery for an order of this value needs a part paid online first. Pay ₹200 now by UPI (or card), and ₹1,977 in cash on delivery.",
      "Cancel before dispatch and the advance is refunded in full. If you refuse the parcel at the door, the shop keeps ₹150 of it for the shipping both ways and refunds the other ₹50.",
    ]) {
      expect(text).toContain(sentence);
    }
  });
});
