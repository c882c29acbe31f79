import { describe, expect, it } from "vitest";
import { pickSearchParams, SEARCH_PATH } from "@/lib/catalog/search/search-url";
import { productSearchSchema } from "@/lib/catalog/search/search-schema";
import { drawFrom, misspell, searchMix, type CatalogueWords } from "./search-mix";

const CATALOGUE: CatalogueWords = {
  categories: [
    { name: "Cotton Kurtas", slug: "cotton-kurtas" },
    { name: "Anarkali Kurtas", slug: "anarkali-kurtas" },
  ],
  products: [
    { name: "Indigo Chikankari Cotton Straight Kurta" },
    { name: "Maroon Zari-Border Banarasi Silk Kurta" },
    { name: "Ivory Chikankari Georgette Anarkali" },
  ],
  colors: [
    { colorName: "Indigo", colorCode: "#2e3a87" },
    { colorName: "Maroon", colorCode: "#800000" },
  ],
};

/** A letter dropped from the word, or two neighbours swapped. */
function isTypoOf(typo: string, word: string): boolean {
  for (let i = 0; i < word.length; i++) if (word.slice(0, i) + word.slice(i + 1) === typo) return true;
  for (let i = 0; i + 1 < word.length; i++) if (word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) === typo) return true;
  return false;
}

const searchOf = (path: string) => new URL(path, "http://shop.test").searchParams.get("search");

describe("the text search mix of bench:web", () => {
  const mix = searchMix(CATALOGUE);

  it("has at least 100 distinct queries, also from the fixed vocabulary alone", () => {
    expect(new Set(mix.map((query) => query.path)).size).toBe(mix.length);
    expect(mix.length).toBeGreaterThanOrEqual(100);
    expect(searchMix({ categories: [], products: [], colors: [] }).length).toBeGreaterThanOrEqual(100);
  });

  it("weighs the query of rank r by 1/r (Zipf), the weights adding up to 1", () => {
    const total = mix.reduce((sum, query) => sum + query.weight, 0);
    expect(total).toBeCloseTo(1, 9);
    mix.forEach((query, i) => expect(query.weight * (i + 1)).toBeCloseTo(mix[0]!.weight, 9));
  });

  it("draws the popular queries more often, the same draws for the same seed", () => {
    const draw = drawFrom(mix);
    const counts = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) {
      const path = draw();
      counts.set(path, (counts.get(path) ?? 0) + 1);
    }
    expect(counts.get(mix[0]!.path)).toBeGreaterThan(counts.get(mix[9]!.path) ?? 0);
    expect(counts.get(mix[9]!.path)).toBeGreaterThan(counts.get(mix[99]!.path) ?? 0);
    const again = drawFrom(mix);
    const first = drawFrom(mix);
    expect(Array.from({ length: 50 }, () => again())).toEqual(Array.from({ length: 50 }, () => first()));
  });

  it("is the same mix for the same seed and another for another", () => {
    expect(searchMix(CATALOGUE)).toEqual(mix);
    expect(searchMix(CATALOGUE, { seed: "other" }).map((query) => query.path)).not.toEqual(mix.map((query) => query.path));
  });

  it("leads with the catalogue's words and has common misspellings of them", () => {
    const searches = mix.map((query) => searchOf(query.path) ?? "");
    expect(searches.slice(0, 3)).toContain("cotton");
    const plain = new Set(searches);
    const typos = searches.filter((search) => [...plain].some((word) => word.length >= 5 && isTypoOf(search, word)));
    expect(typos.length).toBeGreaterThanOrEqual(10);
  });

  it("misspells by dropping an inner vowel or swapping two letters", () => {
    expect(misspell("chikankari", (count) => count - 1)).toBe("chikankri");
    expect(misspell("anarkali", () => 1)).toBe("anarkli");
    expect(misspell("rhythm", () => 0)).toBe("ryhthm");
    expect(misspell("silk", () => 0)).toBeUndefined();
  });

  it("has facets and sorts, and every URL parses by the search page's own schema", () => {
    const keys = new Set(mix.flatMap((query) => [...new URL(query.path, "http://shop.test").searchParams.keys()]));
    for (const key of ["category", "color", "size", "priceMin", "priceMax", "availability", "sortBy", "sortOrder"])
      expect(keys).toContain(key);
    for (const { path } of mix) {
      const url = new URL(path, "http://shop.test");
      expect(url.pathname).toBe(SEARCH_PATH);
      const raw = Object.fromEntries(url.searchParams);
      const picked = pickSearchParams(raw);
      expect(Object.keys(picked)).toEqual(Object.keys(raw));
      const parsed = productSearchSchema.safeParse(picked);
      expect(parsed.success, `${path}: ${parsed.error?.issues[0]?.message}`).toBe(true);
      expect(parsed.data?.search).toBeTruthy();
    }
  });
});
