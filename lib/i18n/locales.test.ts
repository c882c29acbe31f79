import { describe, expect, it } from "vitest";
import { languageAlternates, localePath, splitLocale } from "./locales";
import { withLanguages } from "./sitemap";

describe("the Hindi addresses", () => {
  it("puts /hi before the pages that have a Hindi version, and leaves the others English", () => {
    expect(localePath("hi", "/")).toBe("/hi");
    expect(localePath("hi", "/product/blue-kurta?color=c1")).toBe("/hi/product/blue-kurta?color=c1");
    expect(localePath("hi", "/search?sortBy=price&sortOrder=asc")).toBe("/hi/search?sortBy=price&sortOrder=asc");
    expect(localePath("hi", "/admin/orders")).toBe("/admin/orders");
    expect(localePath("hi", "/products-of-nowhere")).toBe("/products-of-nowhere");
    expect(localePath("en", "/product/x")).toBe("/product/x");
    expect(localePath("hi", "/cart")).toBe("/hi/cart");
    expect(localePath("hi", "/return/o1")).toBe("/hi/return/o1");
    expect(localePath("hi", "/cart/reminder/r1?until=1&key=k")).toBe("/hi/cart/reminder/r1?until=1&key=k");
    expect(localePath("hi", "/reviews/p1?sort=highest&stars=4")).toBe("/hi/reviews/p1?sort=highest&stars=4");
    expect(localePath("hi", "/myaccount#manageAccount")).toBe("/hi/myaccount#manageAccount");
    expect(localePath("hi", "/reviewsworth")).toBe("/reviewsworth");
  });

  it("reads a page's language and its English path back", () => {
    expect(splitLocale("/hi")).toEqual({ locale: "hi", path: "/" });
    expect(splitLocale("/hi/category/silk")).toEqual({ locale: "hi", path: "/category/silk" });
    expect(splitLocale("/history")).toEqual({ locale: "en", path: "/history" });
  });

  it("pairs the two languages both ways, with English as x-default", () => {
    for (const path of ["/", "/product/blue-kurta", "/category/silk", "/search", "/reviews/p1"]) {
      const fromEnglish = languageAlternates(path);
      const fromHindi = languageAlternates(splitLocale(fromEnglish.hi!).path);
      expect(fromHindi).toEqual(fromEnglish);
      expect(fromEnglish).toEqual({ "en-IN": path, hi: localePath("hi", path), "x-default": path });
    }
  });
});

describe("the sitemap in both languages", () => {
  const base = "https://kurta.shop";
  const entries = withLanguages(base, [{ url: `${base}/` }, { url: `${base}/product/blue-kurta` }, { url: `${base}/aboutUs` }]);

  it("lists the Hindi pages, and names both languages on each paired entry", () => {
    expect(entries.map((entry) => entry.url)).toEqual([`${base}/`, `${base}/hi`, `${base}/product/blue-kurta`, `${base}/aboutUs`]);
    const languages = {
      "en-IN": `${base}/product/blue-kurta`,
      hi: `${base}/hi/product/blue-kurta`,
      "x-default": `${base}/product/blue-kurta`,
    };
    expect(entries[2]!.alternates).toEqual({ languages });
    expect(entries[1]!.alternates).toEqual(entries[0]!.alternates);
    expect(entries[3]!.alternates).toBeUndefined();
  });
});
