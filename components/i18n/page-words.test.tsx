import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CartSummary } from "@/components/cart/cart-summary";
import { LocaleProvider } from "@/components/i18n/locale-context";
import { BookingEstimate } from "@/components/shipping/booking-estimate";
import type { Locale } from "@/lib/i18n/locales";
import { cart } from "@/lib/i18n/messages/cart";
import { cartTotals } from "@/lib/pricing";
import type { DeliveryEstimate } from "@/lib/shipping/estimate";
import { renderInLanguage } from "@/tests/support/page-words";
import { PageWords } from "./page-words";

// A client component's words on each language's page: the English it carries, or the Hindi the page
// hands down (PageWords: areas' words, and the server's known messages); English pages are handed nothing.
const totals = cartTotals([{ pricePaise: 129_900, cutPricePaise: 199_900, quantity: 1, unitDiscountPaise: 0 }]);
const estimate = {
  pinCode: "380009",
  serviceable: true,
  cod: false,
  message: "Sorry, we do not deliver to 380009 yet",
} as DeliveryEstimate;
const page = (locale: Locale) => renderInLanguage(locale, <CartSummary totals={totals} />, { areas: { cart } });

describe("a page's words for its client components", () => {
  it("shows the Hindi the Hindi page hands down", () => {
    const html = page("hi");
    expect(html).toContain("कीमत का ब्योरा");
    expect(html).toMatch(/₹[\d,.]+ चुकाने के लिए आगे बढ़ें/);
    expect(html).not.toContain("Price details");
  });

  it("keeps the English words, and hands nothing down, on an English page", () => {
    const html = page("en");
    expect(html).toContain("Price details");
    expect(html).toMatch(/Continue to pay ₹[\d,.]+/);
    expect(html).not.toMatch(/[\u0900-\u097F]/);
    expect(
      renderToStaticMarkup(
        <PageWords locale="en" areas={{ cart }} serverMessages>
          x
        </PageWords>,
      ),
    ).toBe("x");
  });

  it("shows the server's messages in Hindi where a layout handed them down, under a page that hands down its areas", () => {
    const nested = (locale: Locale, serverMessages: boolean) =>
      renderToStaticMarkup(
        <LocaleProvider locale={locale}>
          <PageWords locale={locale} serverMessages={serverMessages}>
            <PageWords locale={locale} areas={{ cart }}>
              <CartSummary totals={totals} />
              <BookingEstimate estimate={estimate} />
            </PageWords>
          </PageWords>
        </LocaleProvider>,
      );
    expect(nested("hi", true)).toContain("माफ़ कीजिए, हम अभी 380009 पर डिलीवरी नहीं करते");
    expect(nested("hi", true)).toContain("कीमत का ब्योरा");
    // Without them a message shows as the server wrote it; an English page never translates it.
    expect(nested("hi", false)).toContain("Sorry, we do not deliver to 380009 yet");
    expect(nested("en", true)).toContain("Sorry, we do not deliver to 380009 yet");
  });
});
