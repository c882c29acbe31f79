import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CartSummary } from "@/components/cart/cart-summary";
import { LocaleProvider } from "@/components/i18n/locale-context";
import type { Locale } from "@/lib/i18n/locales";
import { cart } from "@/lib/i18n/messages/cart";
import { cartTotals } from "@/lib/pricing";
import { PageWords } from "./page-words";

// A client component's words on each language's page: the English it carries, or the Hindi the page
// hands down (PageWords); English pages are handed nothing.
const totals = cartTotals([{ pricePaise: 129_900, cutPricePaise: 199_900, quantity: 1, unitDiscountPaise: 0 }]);
const page = (locale: Locale) =>
  renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      <PageWords locale={locale} areas={{ cart }}>
        <CartSummary totals={totals} />
      </PageWords>
    </LocaleProvider>,
  );

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
        <PageWords locale="en" areas={{ cart }}>
          x
        </PageWords>,
      ),
    ).toBe("x");
  });
});
