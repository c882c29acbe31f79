import "server-only";
import { revalidateTag, updateTag } from "next/cache";

/*
 * Every cache tag of the shop, and the one way to expire them after a write.
 *
 *   catalog            every catalogue read: listings, facets, home shelves, product pages
 *   categories         the category list (menu, filters, home tiles)
 *   product:<id>       one product's page (detail, suggestions, its reviews)
 *   reviews            review lists shown to everyone (home's happy customers, product pages)
 *   reviews:home       the home page's happy customers alone (a new 4★+ review, or one edited or deleted)
 *
 * Writes call expireTags (or revalidateProducts) after they commit, with exactly the tags they
 * change: a profile name or picture `reviews` (reviewers' names and pictures are shown), a stock or
 * price change revalidateProducts([id]). Nothing per user is cached: the static pages read the
 * viewer from GET /api/v1/user/viewer in the browser.
 */
export const CATALOG_TAG = "catalog";
export const CATEGORIES_TAG = "categories";
export const REVIEWS_TAG = "reviews";
export const HOME_REVIEWS_TAG = "reviews:home";
export const productTag = (productId: string) => `product:${productId}`;

// Next.js names the two cases below only in these messages; there is no public way to ask.
const NOT_AN_ACTION = "updateTag can only be called from within a Server Action";
const NO_REQUEST = "static generation store missing";

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : "";
}

/**
 * Expires the tags now, so the next request renders afresh (read-your-own-writes): updateTag in a
 * server action, revalidateTag with expire 0 in a route handler. Outside a Next.js request (the
 * seed, scripts, integration tests) there is no cache to expire, and it does nothing.
 */
export function expireTags(...tags: string[]): void {
  for (const tag of new Set(tags)) {
    try {
      updateTag(tag);
      continue;
    } catch (error) {
      if (!messageOf(error).includes(NOT_AN_ACTION)) throw error;
    }
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (!messageOf(error).includes(NO_REQUEST)) throw error;
    }
  }
}

/** After a product's stock, price, listing or reviews change: its page and every listing. */
export function revalidateProducts(productIds: readonly string[]): void {
  expireTags(CATALOG_TAG, ...productIds.map(productTag));
}
