import { describe, expect, it } from "vitest";
import { offerOf } from "./offer";

describe("offerOf", () => {
  it("spans the sizes' prices and is in stock while one size has a piece", () => {
    const sizes = [
      { pricePaise: 129_900, stock: 0 },
      { pricePaise: 99_900, stock: 2 },
    ];
    expect(offerOf(sizes)).toEqual({ lowPaise: 99_900, highPaise: 129_900, inStock: true });
    expect(offerOf(sizes.map((size) => ({ ...size, stock: 0 }))).inStock).toBe(false);
  });

  it("falls back without sizes", () => {
    expect(offerOf([])).toEqual({ lowPaise: 0, highPaise: 0, inStock: false });
    const card = { lowPaise: 50_000, highPaise: 60_000, inStock: true };
    expect(offerOf([], card)).toBe(card);
  });
});
