import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { CartSummary } from "@/components/cart/cart-summary";
import { OffersForYou } from "@/components/cart/offers-for-you";
import { SizePicker as LineSizePicker } from "@/components/cart/size-picker";
import { ColourPicker, SizePicker } from "@/components/product/choice-pickers";
import { CodNote } from "@/components/product/cod-note";
import { PriceBlock } from "@/components/product/price-block";
import { SizeChartButton } from "@/components/product/size-chart-button";
import { DeliveryEstimate } from "@/components/shipping/delivery-estimate";
import type { CartItem } from "@/lib/cart/view";
import type { ProductVariant } from "@/lib/catalog/product/detail";
import type { Locale } from "@/lib/i18n/locales";
import { buy } from "@/lib/i18n/messages/buy";
import { cart } from "@/lib/i18n/messages/cart";
import { cartTotals } from "@/lib/pricing";
import { englishWordsIn, readWords as read, renderInLanguage } from "@/tests/support/page-words";

// What a shopper reads of the product page's client parts on the Hindi page: text and accessible
// names, with no English word left but the shop's Latin-script terms and the catalogue's own text.
const LATIN_TERMS = new Set(["GST", "MRP", "UPI", "SMS", "WhatsApp", "Indigo", "Test", "kurta", "FESTIVE"]);

const size = (id: string, label: string, stock: number) => ({
  id,
  size: label,
  pricePaise: 129_900,
  cutPricePaise: 199_900,
  stock,
  salePricePaise: null,
  priceWithGstPaise: 136_395,
  cutPriceWithGstPaise: 209_895,
  percentOff: 35,
});
const variant = {
  id: "v1",
  colorName: "Indigo",
  colorCode: "#2E3A87",
  images: [],
  sizes: [size("s1", "M", 3), size("s2", "L", 0)],
  offer: { lowPaise: 136_395, highPaise: 136_395, inStock: true, wasPaise: 209_895, percentOff: 35 },
} as unknown as ProductVariant;
const chart = { fit: "regular" as const, note: "", source: "category" as const, rows: [{ size: "M", cm: { chest: 96, length: 112 } }] };

const render = (locale: Locale, children: ReactNode) => renderInLanguage(locale, children, { areas: { buy, cart } });
const englishWords = (text: string) => englishWordsIn(text, LATIN_TERMS);

const page = (
  <>
    <PriceBlock offer={variant.offer} variant={variant} size={variant.sizes[0]!} />
    <ColourPicker variants={[variant]} colorId="v1" onChange={() => {}} groupRef={null} />
    <SizePicker variant={variant} sizeId="s1" onChange={() => {}} groupRef={null} chart={chart} productName="Test kurta" />
    <SizeChartButton chart={chart} productName="Test kurta" chosen="M" onPick={() => {}} />
    <CodNote cashOnDelivery terms={{ minPaise: 50_000, maxPaise: 1_000_000, feePaise: 4_900 }} />
    <CodNote cashOnDelivery={false} />
    <DeliveryEstimate cashOnDelivery codTerms={{ minPaise: 0, maxPaise: 1_000_000, feePaise: 0 }} />
  </>
);

describe("the product page's client parts in Hindi", () => {
  it("leave no English word on the Hindi page", () => {
    const text = read(render("hi", page));
    expect(text).toContain("सिर्फ़ 3 बचे हैं");
    expect(text).toContain("साइज़ चार्ट");
    expect(englishWords(text)).toEqual([]);
  });

  it("keep their English words on the English page", () => {
    const text = read(render("en", page));
    for (const words of ["Hurry Up, Only 3 left", "Colour", "L, out of stock", "Size chart", "Fits bust", "Cash on delivery available"]) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/[\u0900-\u097F]/);
  });
});

const totals = cartTotals([{ pricePaise: 149_900, cutPricePaise: 199_900, quantity: 2, unitDiscountPaise: 0 }]);
const line = {
  name: "Test kurta - Indigo - M",
  sizeId: "s1",
  size: "M",
  sizes: [
    { sizeId: "s1", size: "M", inStock: true },
    { sizeId: "s2", size: "L", inStock: false },
  ],
} as unknown as CartItem;
const offer = {
  code: "FESTIVE10",
  title: "",
  minCartPaise: 100_000,
  prepaidOnly: true,
  firstOrderOnly: true,
  endsAt: null,
  savingPaise: 0,
  reason: null,
  shortByPaise: null,
};
const cartParts = (
  <>
    <LineSizePicker item={line} busy={false} onSize={() => {}} />
    <OffersForYou offers={[offer]} applied={null} onApply={() => {}} />
    <CartSummary totals={totals} gifts={[{ sizeId: "g", name: "Test kurta", valuePaise: 50_000 }] as never} />
  </>
);

describe("the cart's parts in Hindi", () => {
  it("leave no English word on the Hindi page", () => {
    const text = read(render("hi", cartParts));
    expect(text).toContain("कीमत का ब्योरा");
    expect(text).toContain("L (बिक चुका)");
    expect(englishWords(text)).toEqual([]);
  });

  it("keep their English words on the English page", () => {
    const text = read(render("en", cartParts));
    for (const words of ["Price details", "L (sold out)", "Offers for you", "on carts of", "Free gift: Test kurta", "Continue to pay"]) {
      expect(text).toContain(words);
    }
  });
});
