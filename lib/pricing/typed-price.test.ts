import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartTotals } from "./cart-totals";
import { cutPiece, gstFor, gstRateFor, lessDiscount, priceBeforeGst, priceRangeBeforeGst, priceWithGst } from "./gst";

// Prices the owner types with GST (decision 083), on the slabs in force from 2025-09-22: 5% up to a taxable ₹2,500, 18% above.
const ON = new Date("2026-11-28T12:00:00+05:30");
const [GAP_LOW, GAP_HIGH] = [262_500, 295_001];

/** The size the admin stores for a typed price. */
function typed(withGstPaise: number) {
  const split = priceBeforeGst(withGstPaise, ON);
  if (!("pricePaise" in split)) throw new Error(`${withGstPaise} is between the slabs`);
  return { pricePaise: split.pricePaise, priceWithGstPaise: withGstPaise };
}

describe("prices typed with GST", () => {
  it("shows every whole rupee from ₹1 to ₹10,000 outside the slabs' gap exactly as typed", () => {
    let shown = 0;
    for (let rupees = 1; rupees <= 10_000; rupees++) {
      const withGst = rupees * 100;
      if (withGst > GAP_LOW && withGst < GAP_HIGH) continue;
      const piece = typed(withGst);
      expect(priceWithGst(piece, ON), `₹${rupees}`).toBe(withGst);
      // The rate is the one the taxable value is charged at, and the GST is what lies between.
      expect(gstFor(piece, ON), `₹${rupees}`).toBe(withGst - piece.pricePaise);
      shown++;
    }
    expect(shown).toBe(10_000 - 325);
  });

  it("carves out round(T × rate / (1 + rate)) at the taxable value's rate (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), (withGst) => {
        const split = priceBeforeGst(withGst, ON);
        if ("belowPaise" in split) {
          expect(withGst).toBeGreaterThan(GAP_LOW);
          expect(withGst).toBeLessThan(GAP_HIGH);
          return;
        }
        const rate = gstRateFor(split.pricePaise, ON);
        expect(split.gstPaise).toBe(Math.round((withGst * rate) / (10_000 + rate)));
        expect(split.pricePaise + split.gstPaise).toBe(withGst);
        expect(priceWithGst({ pricePaise: split.pricePaise, priceWithGstPaise: withGst }, ON)).toBe(withGst);
      }),
    );
  });

  it("cannot be shown from a price before GST for some whole rupees, which is why the typed price is kept", () => {
    // ₹19 at 5%: ₹18.10 before GST shows ₹19.01, ₹18.09 shows ₹18.99.
    expect(priceRangeBeforeGst(1_900, 1_900, ON)).toBeNull();
    expect(priceWithGst(typed(1_900), ON)).toBe(1_900);
    expect(priceWithGst(typed(299_900), ON)).toBe(299_900); // ₹2,999 at 18%
  });

  it("answers the nearest typed prices either side of the slabs' gap", () => {
    for (const inside of [GAP_LOW + 1, 280_000, GAP_HIGH - 1]) {
      expect(priceBeforeGst(inside, ON)).toEqual({ belowPaise: GAP_LOW, abovePaise: GAP_HIGH });
    }
    expect(priceBeforeGst(GAP_LOW, ON)).toEqual({ pricePaise: 250_000, gstPaise: 12_500 });
    expect(priceBeforeGst(GAP_HIGH, ON)).toEqual({ pricePaise: 250_001, gstPaise: 45_000 });
  });

  it("prices a discounted piece on what is left, and a cut price typed with GST as typed", () => {
    const piece = typed(1_900);
    expect(priceWithGst(lessDiscount(piece, 0), ON)).toBe(1_900);
    expect(priceWithGst(lessDiscount(piece, 181), ON)).toBe(priceWithGst(piece.pricePaise - 181, ON));
    const cut = typed(299_900);
    const totals = cartTotals([{ ...piece, cutPricePaise: cut.pricePaise, cutPriceWithGstPaise: cut.priceWithGstPaise, quantity: 3 }], ON);
    expect(totals.totalPaise).toBe(3 * 1_900);
    expect(totals.subtotalPaise + totals.gstPaise).toBe(3 * 1_900);
    expect(totals.savingWithGstPaise).toBe(3 * (299_900 - 1_900));
    expect(priceWithGst(cutPiece({ cutPricePaise: cut.pricePaise, cutPriceWithGstPaise: 299_900 }), ON)).toBe(299_900);
  });

  it("prices from the price before GST when the typed price no longer derives it (a later schedule, or a price set before GST)", () => {
    const stale = { pricePaise: 1_810, priceWithGstPaise: 1_950 };
    expect(priceWithGst(stale, ON)).toBe(priceWithGst(1_810, ON));
    expect(priceWithGst({ pricePaise: 1_810, priceWithGstPaise: null }, ON)).toBe(1_901);
  });
});
