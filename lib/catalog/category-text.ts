import { SHOP } from "@/lib/shop";
import type { CategoryFacet } from "./facets";

// The words of a category's page, for shoppers and search engines alike.

/** "24 designs, hand-checked before they ship. Free shipping…": the line under the category's name. */
export function categoryLine(category: Pick<CategoryFacet, "productCount">): string {
  const count = category.productCount;
  return `${count.toLocaleString("en-IN")} ${count === 1 ? "design" : "designs"}, hand-checked before they ship. Free shipping across India, cash on delivery and a 3-day replacement.`;
}

/** The meta description of a category's listing. */
export function categoryDescription(category: Pick<CategoryFacet, "name">): string {
  return `Shop ${category.name.toLowerCase()} at ${SHOP.name}: free shipping, cash on delivery and a 3-day replacement guarantee.`;
}
