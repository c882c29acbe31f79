import { describe, expect, it } from "vitest";
import { pickSearchParams } from "../search/search-url";
import { amountOf, readSearchWords } from "./search-words";

// Real-looking queries, what the search page reads from them, and the filters (shown as chips) they become.
const QUERIES: [string, ReturnType<typeof readSearchWords>][] = [
  ["kurta XL", { text: "kurta", sizes: ["XL"] }],
  ["kurta XL under 1000", { text: "kurta", sizes: ["XL"], priceMax: 1000 }],
  ["anarkali under 1000", { text: "anarkali", sizes: [], priceMax: 1000 }],
  ["cotton kurti below ₹800", { text: "cotton kurti", sizes: [], priceMax: 800 }],
  ["silk kurta 1000-2000", { text: "silk kurta", sizes: [], priceMin: 1000, priceMax: 2000 }],
  ["kurta ₹1,000 - ₹2,500", { text: "kurta", sizes: [], priceMin: 1000, priceMax: 2500 }],
  ["kurta between 2000 and 1500", { text: "kurta", sizes: [], priceMin: 1500, priceMax: 2000 }],
  ["festive kurta above 2k", { text: "festive kurta", sizes: [], priceMin: 2000 }],
  ["kurta less than rs. 999", { text: "kurta", sizes: [], priceMax: 999 }],
  ["kurta up to 1.5k", { text: "kurta", sizes: [], priceMax: 1500 }],
  ["xxl cotton kurta", { text: "cotton kurta", sizes: ["XXL"] }],
  ["kurta size 40", { text: "kurta", sizes: ["L"] }],
  ["kurta size m", { text: "kurta", sizes: ["M"] }],
  ["kurta L XL", { text: "kurta", sizes: ["L", "XL"] }],
  ["2xl kurta", { text: "kurta", sizes: ["XXL"] }],
  ["blue kurta", { text: "blue kurta", sizes: [] }],
  // A number alone is not a price, and "40" means a size only after "size".
  ["kurta 40", { text: "kurta 40", sizes: [] }],
  ["under", { text: "under", sizes: [] }],
  ["kurta under price", { text: "kurta under price", sizes: [] }],
  ["kurta under 99999999", { text: "kurta under 99999999", sizes: [] }],
  ['"block print" -red', { text: '"block print" -red', sizes: [] }],
];

describe("what a search's words mean", () => {
  it.each(QUERIES)("%s", (search, expected) => {
    expect(readSearchWords(search)).toEqual(expected);
  });

  it("reads amounts as shoppers write them", () => {
    expect(amountOf("₹1,00,000")).toBe(100_000);
    expect(amountOf("rs.499")).toBe(499);
    expect(amountOf("2K")).toBe(2000);
    expect(amountOf("kurta")).toBeNull();
    expect(amountOf("10000001")).toBeNull();
  });
});

describe("the search page's parameters from the words", () => {
  it("turns sizes and prices into filters right after the words, which keep the rest", () => {
    const params = pickSearchParams({ search: "kurta XL under 1000", sortBy: "price" });
    expect(Object.entries(params)).toEqual([
      ["search", "kurta"],
      ["size", "XL"],
      ["priceMax", "1000"],
      ["sortBy", "price"],
    ]);
    // Read once: the parameters it gives are read again as they are (one cached page per search).
    expect(pickSearchParams(params)).toEqual(params);
  });

  it("lets the address's own filters win over the words", () => {
    expect(pickSearchParams({ search: "kurta XL under 1000", size: "M", priceMin: "500" })).toEqual({
      search: "kurta",
      size: "M",
      priceMin: "500",
    });
  });

  it("keeps a search of sizes alone as the size filter, and a search with nothing to read as typed", () => {
    expect(pickSearchParams({ search: "XL" })).toEqual({ size: "XL" });
    expect(pickSearchParams({ search: "Silk  Kurta" })).toEqual({ search: "Silk  Kurta" });
  });

  it("joins the values of a list filter, as the form sends them without JavaScript", () => {
    expect(pickSearchParams({ size: ["XL", "L", "XL"], color: "800000, 2e3a87" })).toEqual({ size: "XL,L", color: "800000,2e3a87" });
  });
});
