import "server-only";
import { unstable_cache } from "next/cache";
import { listReviews } from "@/lib/reviews/queries";
import { toReviewView, type ReviewView } from "@/lib/reviews/review-view";

/** Cache tag of the home page's reviews (a review write may revalidateTag it; otherwise 5 minutes). */
export const HAPPY_REVIEWS_TAG = "reviews:happy";

/** The shop's latest happy reviews (4★ and up), in the API's shape, cached like the catalogue's reads. */
export const cachedHappyReviews = unstable_cache(
  async (): Promise<ReviewView[]> => (await listReviews({ caller: null, ip: "" }, {})).reviews.map(toReviewView),
  ["home", "happy-reviews"],
  { tags: [HAPPY_REVIEWS_TAG], revalidate: 300 },
);
