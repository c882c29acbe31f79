import { describe, expect, it, vi } from "vitest";
import { searchCatalog } from "@/lib/catalog/queries";
import { pickSearchParams } from "@/lib/catalog/search-url";
import { withSeededCatalog } from "./support";

// Issue 55 §4: the demo catalogue's words in Devanagari, in Latin spellings of the Hindi and in
// English find the same products, sizes and prices in Hindi words included.

vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));

withSeededCatalog();

/** The ids the storefront's search page lists for an address's parameters, in order, and how many there are. */
async function found(raw: Record<string, string>) {
  const result = await searchCatalog({ ...pickSearchParams(raw), limit: "100" }, { keep: false });
  return { total: result.pagination.total, ids: result.products.map((card) => card.id) };
}

describe("search in both scripts", () => {
  it.each([
    ["कुर्ता", "kurta"],
    ["सलवार", "salwar"],
    ["नीला कुर्ता", "blue kurta"],
    ["neela kurta", "blue kurta"],
    ["रेशमी कुर्ते", "silk kurta"],
  ])("%s finds what %s finds", async (hindi, english) => {
    const inEnglish = await found({ search: english });
    expect(inEnglish.total).toBeGreaterThan(0);
    expect(await found({ search: hindi })).toEqual(inEnglish);
  });

  it("reads sizes and prices in Hindi words like the English ones", async () => {
    const inEnglish = await found({ search: "kurta XL under 1000" });
    expect(inEnglish.total).toBeGreaterThan(0);
    expect(await found({ search: "कुर्ता XL 1000 से कम" })).toEqual(inEnglish);
    expect(await found({ search: "कुर्ता साइज़ XL १००० से कम" })).toEqual(inEnglish);
    expect((await found({ search: "kurta" })).total).toBeGreaterThan(inEnglish.total);
  });
});
