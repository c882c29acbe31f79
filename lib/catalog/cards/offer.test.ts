import { describe, expect, it } from "vitest";
import { offerOf } from "./offer";

describe("offerOf", () => {
  it("spans the sizes' prices and is in stock while one size has a piece", () => {
    const sizes = [
      { pricePaise: 129_900, stock: 0 },
      { pricePaise: 99_900, stock: 2 },
    ];
    expect(offerOf(sizes)).toEqual({ lowPaise: 99_900, highPaise: 129_900, inStock: true, wasPaise: null, percentOff: 0 });
    expect(offerOf(sizes.map((size) => ({ ...size, stock: 0 }))).inStock).toBe(false);
  });

  it("strikes the price of the cheapest piece when a sale lowers it, with that piece's own percentage", () => {
    const sizes = [
      { pricePaise: 80_000, stock: 1, wasPaise: 100_000, percentOff: 20 },
      { pricePaise: 96_000, stock: 1, wasPaise: 120_000, percentOff: 20 },
      { pricePaise: 90_000, stock: 1, wasPaise: null, percentOff: 0 },
    ];
    expect(offerOf(sizes)).toEqual({ lowPaise: 80_000, highPaise: 96_000, inStock: true, wasPaise: 100_000, percentOff: 20 });
    expect(offerOf(sizes.slice(1)).wasPaise).toBeNull();
  });

  it("takes the percentage of the cheapest piece struck highest, not one worked out again from the prices with GST", () => {
    // ₹2,399 before GST (₹2,518.95 at 5%) struck at ₹3,999 (₹4,718.82 at 18%): 40% off before GST, as its size says.
    // Worked out from the prices with GST it would read 46%.
    const sizes = [
      { pricePaise: 251_895, stock: 1, wasPaise: 471_882, percentOff: 40 },
      { pricePaise: 262_500, stock: 1, wasPaise: null, percentOff: 0 },
    ];
    expect(offerOf(sizes)).toMatchObject({ wasPaise: 471_882, percentOff: 40 });
  });

  it("falls back without sizes", () => {
    expect(offerOf([])).toEqual({ lowPaise: 0, highPaise: 0, inStock: false, wasPaise: null, percentOff: 0 });
    const card = { lowPaise: 50_000, highPaise: 60_000, inStock: true, wasPaise: null, percentOff: 0 };
    expect(offerOf([], card)).toBe(card);
  });
});
