import { describe, expect, it } from "vitest";
import { inLanguage } from "./metadata";

describe("a page's metadata in a language", () => {
  const english = {
    title: "Blue Kurta",
    alternates: { canonical: "/product/blue-kurta" },
    openGraph: { url: "/product/blue-kurta", title: "Blue Kurta" },
  };
  const pair = { "en-IN": "/product/blue-kurta", hi: "/hi/product/blue-kurta", "x-default": "/product/blue-kurta" };

  it("moves the canonical and Open Graph addresses to the language's page and names both pages", () => {
    expect(inLanguage("hi", inLanguage("en", english))).toEqual({
      title: "Blue Kurta",
      alternates: { canonical: "/hi/product/blue-kurta", languages: pair },
      openGraph: { url: "/hi/product/blue-kurta", title: "Blue Kurta", locale: "hi_IN" },
    });
    expect(inLanguage("en", english).alternates).toEqual({ canonical: "/product/blue-kurta", languages: pair });
  });

  it("leaves a page without a canonical (a text search, kept out of the index) unpaired", () => {
    const search = { title: "Results", robots: { index: false } };
    expect(inLanguage("hi", search)).toBe(search);
  });
});
