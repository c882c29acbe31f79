import { describe, expect, it, vi } from "vitest";
import { englishWordsIn, readWords, renderInLanguage } from "@/tests/support/page-words";
import { OnlineOnlyPieces } from "@/components/checkout/online-only-pieces";
import type { CartItem } from "@/lib/cart/view";
import type { Locale } from "@/lib/i18n/locales";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {} }) }));
vi.mock("@/lib/wishlist/actions", () => ({ moveCartLinesToWishlistAction: async () => ({ ok: false }) }));

// A mixed cart's note on the booking page: Hindi on /hi/booking, English unchanged at /booking.
const items = [{ sizeId: "s1", name: "Test kurta - Indigo - M", colorName: "Indigo", size: "M", quantity: 2 }] as unknown as CartItem[];
const read = (locale: Locale) =>
  readWords(renderInLanguage(locale, <OnlineOnlyPieces items={items} disabled={false} onPayOnline={() => {}} />));

describe("the booking's note on pieces cash cannot pay", () => {
  it("reads in Hindi on the Hindi booking", () => {
    const text = read("hi");
    expect(text).toContain("इस सामान पर कैश ऑन डिलीवरी नहीं है");
    expect(text).toContain("पूरे ऑर्डर का ऑनलाइन भुगतान करें");
    expect(englishWordsIn(text, new Set(["Test", "kurta", "Indigo"]))).toEqual([]);
  });

  it("keeps its English words on the English booking", () => {
    const text = read("en");
    for (const words of [
      "Cash on delivery is not available for this item",
      "Test kurta (Indigo, M) × 2",
      "Move to wishlist",
      "Pay online for the whole order",
      "Moved items stay in your wishlist; the rest of your order can then be paid in cash.",
    ])
      expect(text).toContain(words);
  });
});
