import { describe, expect, it } from "vitest";
import { DISCOUNT_STEPS, PRICE_RANGES, priceParams } from "./filter-options";
import { productSearchSchema } from "./search-schema";

describe("the search filters' choices", () => {
  it("are the spec's price ranges, each starting where the last one ended", () => {
    expect(PRICE_RANGES.map(({ minPaise, maxPaise }) => Object.values(priceParams(minPaise, maxPaise)).join("-"))).toEqual([
      "0-500",
      "500-1000",
      "1000-2000",
      "2000-4000",
      "4000-7000",
      "7000-10000",
    ]);
    PRICE_RANGES.slice(1).forEach((range, index) => expect(range.minPaise).toBe(PRICE_RANGES[index]!.maxPaise));
  });

  it("are all accepted by the listing's schema, which the API shares", () => {
    for (const { minPaise, maxPaise } of PRICE_RANGES) {
      const { priceMin, priceMax } = priceParams(minPaise, maxPaise);
      expect(productSearchSchema.parse({ priceMin: String(priceMin), priceMax: String(priceMax) })).toMatchObject({
        priceMinPaise: minPaise,
        priceMaxPaise: maxPaise,
      });
    }
    for (const step of DISCOUNT_STEPS) expect(productSearchSchema.parse({ discount: String(step) }).minDiscountPct).toBe(step);
  });

  it("offer discounts in rising steps", () => {
    expect(DISCOUNT_STEPS).toEqual([10, 20, 30, 40, 50]);
  });
});
