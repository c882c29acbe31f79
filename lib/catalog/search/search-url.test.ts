import { describe, expect, it } from "vitest";
import { lastFilterKey, pickSearchParams, searchHref } from "./search-url";

describe("the search page's URL", () => {
  it("keeps the parameters in the order they were chosen, a changed one last", () => {
    const params = pickSearchParams({ search: "red kurta", size: "L", payment: "cod", unknown: "x" });
    expect(Object.keys(params)).toEqual(["search", "size", "payment"]);
    expect(searchHref(params, { color: "800000" })).toBe("/search?search=red+kurta&size=L&payment=cod&color=800000");
    expect(searchHref(params, { size: "M" })).toBe("/search?search=red+kurta&payment=cod&size=M");
    expect(searchHref(params, { size: null })).toBe("/search?search=red+kurta&payment=cod");
  });

  it("names the filter chosen last, not the words, sort or page", () => {
    expect(lastFilterKey(pickSearchParams({ size: "L", discount: "20", sortBy: "price", page: "2" }))).toBe("discount");
    expect(lastFilterKey(pickSearchParams({ search: "kurta" }))).toBeUndefined();
  });

  it("still reads the spec's parameters and the no-JavaScript price pair", () => {
    expect(pickSearchParams({ availibility: "true", price: "500-1000" })).toEqual({
      availibility: "true",
      priceMin: "500",
      priceMax: "1000",
    });
  });
});
