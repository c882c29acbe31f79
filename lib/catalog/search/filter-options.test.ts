import { describe, expect, it } from "vitest";
import { choiceChanges, DISCOUNT_STEPS, PRICE_RANGES, priceParams, priceValue } from "./filter-options";
import { searchHref } from "./search-url";
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

  it("each make the URL that choice leads to: lists gain or lose the value, other filters take it or are cleared", () => {
    const params = { search: "blue kurta", category: "c1", size: "M,L", color: "2e3a87", priceMin: "500", priceMax: "1000", page: "3" };
    const chosen = { categoryIds: ["c1"], sizes: ["M", "L"], colorCodes: ["2e3a87"] };
    const href = (name: string, value: string) => {
      const changes = choiceChanges(name, value, chosen);
      return changes && searchHref(params, changes);
    };
    const rest = "search=blue+kurta&category=c1&size=M%2CL&color=2e3a87";
    expect(href("category", "c2")).toBe("/search?search=blue+kurta&size=M%2CL&color=2e3a87&priceMin=500&priceMax=1000&category=c1%2Cc2");
    expect(href("category", "c1")).toBe("/search?search=blue+kurta&size=M%2CL&color=2e3a87&priceMin=500&priceMax=1000");
    expect(href("size", "M")).toBe("/search?search=blue+kurta&category=c1&color=2e3a87&priceMin=500&priceMax=1000&size=L");
    expect(href("color", "800000")).toBe(
      "/search?search=blue+kurta&category=c1&size=M%2CL&priceMin=500&priceMax=1000&color=2e3a87%2C800000",
    );
    expect(href("price", priceValue(100_000, 200_000))).toBe(`/search?${rest}&priceMin=1000&priceMax=2000`);
    expect(href("price", "")).toBe(`/search?${rest}`);
    expect(href("discount", "30")).toBe(`/search?${rest}&priceMin=500&priceMax=1000&discount=30`);
    expect(href("availibility", "true")).toBe(`/search?${rest}&priceMin=500&priceMax=1000&availibility=true`);
    expect(href("payment", "")).toBe(`/search?${rest}&priceMin=500&priceMax=1000`);
    expect(href("location", "Lucknow")).toBe(`/search?${rest}&priceMin=500&priceMax=1000&location=Lucknow`);
    // The hidden inputs that keep the search and the sort on a submit without JavaScript are no choice.
    expect(href("search", "blue kurta")).toBeNull();
  });
});
