import type { ReviewItem, ReviewList } from "./queries";
import { fitValueOf } from "./schemas";

// The spec's review shape (/api/v1/review/*): stars from half stars (9 → 4.5), ISO dates; beyond
// the spec, the fit answer (runs_small, true_to_size, runs_large or null) and the verified-buyer mark.

export type ReviewView = ReturnType<typeof toReviewView>;

export function toReviewView(review: ReviewItem) {
  return {
    _id: review.id,
    review: review.text,
    stars: review.halfStars / 2,
    user: { fullname: review.user.fullname, image: review.user.image },
    productId: review.productId,
    fit: fitValueOf(review.fit),
    verifiedBuyer: review.verifiedBuyer,
    createdAt: review.createdAt.toISOString(),
  };
}

export function toReviewListView(list: ReviewList) {
  return {
    reviews: list.reviews.map(toReviewView),
    // Only when the caller has reviewed the product (the spec's optional myReview).
    ...(list.myReview ? { myReview: toReviewView(list.myReview) } : {}),
    ...(list.summary ? { summary: list.summary } : {}),
    ...(list.pagination ? { pagination: list.pagination } : {}),
  };
}
