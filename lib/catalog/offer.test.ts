import { describe, expect, it } from "vitest";
import { offerOf } from "./offer";

describe("offerOf", () => {
  it("spans the sizes' prices and is in stock while one size has a piece", () => {
    const sizes = [
      { pricePaise: 129_900, stock: 0 },
      { pricePaise: 99_900, stock: 2 },
    ];
    expect(offerOf(sizes)).toEqual({ lowPaise: 99_900, highPaise: 129_900, inStock: true, wasPaise: null });
    expect(offerOf(sizes.map((size) => ({ ...size, stock: 0 }))).inStock).toBe(false);
  });

  it("strikes the price of the cheapest piece when a sale lowers it", () => {
    const sizes = [
      { pricePaise: 80_000, stock: 1, wasPaise: 100_000 },
      { pricePaise: 96_000, stock: 1, wasPaise: 120_000 },
      { pricePaise: 90_000, stock: 1, wasPaise: null },
    ];
    expect(offerOf(sizes)).toEqual({ lowPaise: 80_000, highPaise: 96_000, inStock: true, wasPaise: 100_000 });
    expect(offerOf(sizes.slice(1)).wasPaise).toBeNull();
  });

  it("falls back without sizes", () => {
    expect(offerOf([])).toEqual({ lowPaise: 0, highPaise: 0, inStock: false, wasPaise: null });
    const card = { lowPaise: 50_000, highPaise: 60_000, inStock: true, wasPaise: null };
    expect(offerOf([], card)).toBe(card);
  });
});
