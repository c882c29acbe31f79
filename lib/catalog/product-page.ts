import "server-only";
import { cachedProductReviews } from "@/lib/reviews/cached";
import type { ReviewList } from "@/lib/reviews/queries";
import { cachedProduct } from "./cached";
import type { ProductDetail } from "./detail";

// The product of a product or reviews page, named by the URL's id or slug, with a page of its reviews.

/** The URL segment as text; a malformed escape is looked up as it is (and not found). */
export function productKeyOf(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

export async function loadProduct(param: string): Promise<ProductDetail | null> {
  return cachedProduct(productKeyOf(param));
}

/** The product and `limit` of its reviews from `page` (newest first), or null for an unknown product. */
export async function loadProductWithReviews(
  param: string,
  options: { limit: number; page?: number },
): Promise<{ product: ProductDetail; reviews: ReviewList } | null> {
  const product = await loadProduct(param);
  if (!product) return null;
  const reviews = await cachedProductReviews(product.id, options.limit, options.page);
  return reviews ? { product, reviews } : null;
}
