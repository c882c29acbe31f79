import "server-only";
import { cache } from "react";
import type { Ctx } from "@/lib/auth/caller";
import { cachedProductDetail } from "@/lib/catalog/cached";
import { getProductDetail, type ProductDetail } from "@/lib/catalog/detail";
import { AppError } from "@/lib/errors";
import { listReviews, type ReviewList } from "@/lib/reviews/queries";

// The product of a product or reviews page, read once per request (metadata and page share it).
//
// The catalogue cache can outlive the database it was filled from (a database reset, or two
// servers with their own databases sharing one build folder, as the end-to-end runs do): a
// cached slug can then name a product id this database does not have. The reviews query
// checks the product anyway, so a page that finds it missing reads the product afresh.

function keyOf(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param; // a malformed escape: looked up as it is, and not found
  }
}

/** Through the catalogue cache; a miss is checked against the database. */
export const loadProduct = cache(async (param: string): Promise<ProductDetail | null> => {
  const key = keyOf(param);
  return (await cachedProductDetail(key)) ?? (await getProductDetail(key));
});

const loadFreshProduct = cache((param: string) => getProductDetail(keyOf(param)));

/**
 * The product and its reviews (newest first, `limit` of them from `page`), or null for an
 * unknown product. A cached product the database does not know is read again from the database.
 */
export async function loadProductWithReviews(
  ctx: Ctx,
  param: string,
  options: { limit: number; page?: number },
): Promise<{ product: ProductDetail; reviews: ReviewList } | null> {
  const cached = await loadProduct(param);
  if (!cached) return null;
  const reviews = await reviewsOf(ctx, cached.id, options);
  if (reviews) return { product: cached, reviews };
  const fresh = await loadFreshProduct(param);
  if (!fresh) return null;
  const freshReviews = await reviewsOf(ctx, fresh.id, options);
  return freshReviews ? { product: fresh, reviews: freshReviews } : null;
}

async function reviewsOf(ctx: Ctx, productId: string, options: { limit: number; page?: number }): Promise<ReviewList | null> {
  try {
    return await listReviews(ctx, { productId, ...options });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}
