import { describe, expect, it } from "vitest";
import { paidPerPiecePaise, returnTotals } from "./return-totals";

describe("returnTotals", () => {
  it("gives back each unit at its bought price and GST, nothing for an untouched line", () => {
    const indigo = { unitPricePaise: 149_900, unitGstPaise: 7_495, cutPricePaise: 199_900 };
    expect(
      returnTotals([
        { ...indigo, quantity: 1 },
        { ...indigo, quantity: 0 },
      ]),
    ).toEqual({
      subtotalPaise: 149_900,
      gstPaise: 7_495,
      discountPaise: 50_000,
      promoDiscountPaise: 0,
      totalPaise: 157_395,
    });
    expect(returnTotals([])).toEqual({ subtotalPaise: 0, gstPaise: 0, discountPaise: 0, promoDiscountPaise: 0, totalPaise: 0 });
  });

  it("gives back what a discounted piece cost: its price less the discount, and the GST on that", () => {
    const discounted = { unitPricePaise: 260_000, unitDiscountPaise: 130_000, unitGstPaise: 6_500, cutPricePaise: 300_000, quantity: 1 };
    expect(returnTotals([discounted])).toMatchObject({ subtotalPaise: 260_000, promoDiscountPaise: 130_000, totalPaise: 136_500 });
    expect(paidPerPiecePaise(discounted)).toBe(136_500);
  });

  it("refuses a negative or fractional quantity and overflow", () => {
    const line = { unitPricePaise: 100, unitGstPaise: 5, cutPricePaise: 100 };
    expect(() => returnTotals([{ ...line, quantity: -1 }])).toThrow(RangeError);
    expect(() => returnTotals([{ ...line, quantity: 1.5 }])).toThrow(RangeError);
    expect(() => returnTotals([{ ...line, unitPricePaise: Number.MAX_SAFE_INTEGER, quantity: 2 }])).toThrow(RangeError);
  });
});
