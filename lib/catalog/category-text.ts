import { SHOP } from "@/lib/shop";
import type { CategoryFacet } from "./facets";

// The words of a category's page, for shoppers and search engines alike.

/** The line under a category's name. */
export const CATEGORY_LINE = "Hand-checked before they ship, delivered free across India, with cash on delivery and a 3-day replacement.";

/** The meta description of a category's listing. */
export function categoryDescription(category: Pick<CategoryFacet, "name">): string {
  return `Shop ${category.name.toLowerCase()} at ${SHOP.name}: free shipping, cash on delivery and a 3-day replacement guarantee.`;
}
