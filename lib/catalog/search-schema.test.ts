import { describe, expect, it } from "vitest";
import { productSearchSchema, searchKey } from "./search-schema";

describe("the listing query", () => {
  it("takes a size in any case, as the shop writes it", () => {
    expect(productSearchSchema.parse({ size: "l" }).size).toBe("L");
    expect(productSearchSchema.parse({ size: " xxl " }).size).toBe("XXL");
    expect(productSearchSchema.parse({ size: "" }).size).toBeUndefined();
  });

  it("refuses a size the shop does not sell, naming the ones it does", () => {
    const parsed = productSearchSchema.safeParse({ size: "XXXL" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("size must be one of XS, S, M, L, XL, XXL");
  });

  it("keeps the spec's parameters as they were beside it", () => {
    const query = productSearchSchema.parse({ search: "red kurta", availibility: "true", payment: "Off", color: "800000", size: "M" });
    expect(query).toMatchObject({
      search: "red kurta",
      inStockOnly: true,
      codOnly: false,
      color: "#800000",
      size: "M",
      sortBy: "relevance",
    });
  });
});

describe("the cache key of a search's words", () => {
  it("ignores case and spacing, which the search itself ignores", () => {
    expect(searchKey("Silk   Kurta")).toBe("silk kurta");
    expect(searchKey(" CHIKANKARI\tkurta ")).toBe("chikankari kurta");
  });

  it("keeps what changes the results: quotes, exclusions and every word", () => {
    expect(searchKey('"Block Print" -Red')).toBe('"block print" -red');
  });
});
