import type { Locale } from "@/lib/i18n/locales";
import { product as words } from "@/lib/i18n/messages/product";
import { translator } from "@/lib/i18n/translate";
import { SHOP } from "@/lib/shop";
import type { CategoryFacet } from "./facets";

// The words of a category's page, for shoppers and search engines alike, in either language.

/** The line under a category's name. */
export function categoryLine(locale: Locale = "en"): string {
  return translator(locale, words)("categoryLine");
}

/** The meta description of a category's listing (given its name in the page's language). */
export function categoryDescription(category: Pick<CategoryFacet, "name">, locale: Locale = "en"): string {
  const name = locale === "en" ? category.name.toLowerCase() : category.name;
  return translator(locale, words)("categoryDescription", { name, shop: SHOP.name });
}
