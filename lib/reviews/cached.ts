import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { HOME_REVIEWS_TAG, productTag, REVIEWS_TAG } from "@/lib/cache/tags";
import { AppError } from "@/lib/errors";
import { pageContext } from "@/lib/http/page-context";
import { homePageReviews, listReviews, type ReviewList } from "./queries";
import type { ReviewSort } from "./schemas";
import { toReviewView, type ReviewView } from "./review-view";

// Review lists as every visitor sees them, through 'use cache' (see lib/cache/tags.ts). A reviewer's
// own review is per user and never comes from here.

/** The shop's latest happy reviews (4★ and up, with something said, by buyers: homePageReviews), in the API's shape, for the home page. */
export async function cachedHappyReviews(): Promise<ReviewView[]> {
  "use cache";
  cacheLife("catalog");
  cacheTag(REVIEWS_TAG, HOME_REVIEWS_TAG);
  return (await homePageReviews()).map(toReviewView);
}

/** A product's reviews (newest first unless sorted, all stars unless filtered) with their summary; null when the product is gone. */
export async function cachedProductReviews(
  productId: string,
  limit: number,
  page = 1,
  view: { sort?: ReviewSort; stars?: number } = {},
): Promise<ReviewList | null> {
  "use cache";
  cacheLife("catalog");
  cacheTag(REVIEWS_TAG, productTag(productId));
  try {
    return await listReviews(pageContext(), { productId, limit, page, ...view });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}
