import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser, requireVerified } from "@/lib/auth/guards";
import { hit, LIMITS } from "@/lib/auth/rate-limit";
import { CATALOG_TAG, expireTags, HOME_REVIEWS_TAG, productTag } from "@/lib/cache/tags";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { parseInput } from "@/lib/validation";
import { isHappy, reviewById } from "./queries";
import { refreshRatings } from "./rating";
import { toReviewView, type ReviewView } from "./review-view";
import { createReviewSchema, deleteReviewSchema, FIT_VALUES, updateReviewSchema, VERIFY_TO_REVIEW } from "./schemas";
import { recordAudit } from "@/lib/audit";

// Writing reviews (spec section 7: createReview, updateReview, deleteReview). Each write locks the
// product row, changes the review and the product's ratingCount and ratingAverage in one
// transaction, so concurrent reviews of one product line up and the figures never drift; then it
// expires the cached pages that show them.
type Tx = Prisma.TransactionClient;

export const ALREADY_REVIEWED = "You have already reviewed this product. Edit your review instead.";
export const NOT_YOURS = "You can only change your own review";
const REVIEW_NOT_FOUND = "Review not found";

/** Locks the product (by id or slug) for the rest of the transaction; 404 when there is none. */
async function lockProduct(tx: Tx, idOrSlug: string): Promise<string> {
  const [row] = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Product" WHERE id = ${idOrSlug} OR slug = ${idOrSlug} ORDER BY (id = ${idOrSlug}) DESC LIMIT 1 FOR UPDATE`;
  if (!row) throw new AppError("not_found", "Product not found");
  return row.id;
}

/**
 * The pages that show a product's reviews or rating: its page and /reviews/{id} (product tag),
 * the listings' cards and their sort by rating (catalog), and the home page's happy customers when
 * a 4★+ review came, went or changed.
 */
function expireReviewPages(productId: string, ...halfStars: number[]): void {
  expireTags(productTag(productId), CATALOG_TAG, ...(halfStars.some(isHappy) ? [HOME_REVIEWS_TAG] : []));
}

async function shown(id: string): Promise<ReviewView> {
  const review = await reviewById(id);
  if (!review) throw new AppError("not_found", REVIEW_NOT_FOUND);
  return toReviewView(review);
}

/** POST /review/createReview: a verified account's one review of a product. */
export async function createReview(ctx: Ctx, input: unknown): Promise<ReviewView> {
  const caller = requireVerified(ctx.caller, VERIFY_TO_REVIEW);
  const { review, stars, productId, fit } = parseInput(createReviewSchema, input);
  await hit(LIMITS.reviewWritesPerAccount(caller.id));
  const halfStars = stars * 2;
  const saved = await getDb().$transaction(async (tx) => {
    const id = await lockProduct(tx, productId);
    const existing = await tx.review.findUnique({
      where: { userId_productId: { userId: caller.id, productId: id } },
      select: { id: true },
    });
    if (existing) throw new AppError("conflict", ALREADY_REVIEWED);
    const created = await tx.review.create({
      data: { userId: caller.id, productId: id, halfStars, text: review, fit: fit ? FIT_VALUES[fit] : null },
      select: { id: true, productId: true },
    });
    await refreshRatings(tx, [id]);
    return created;
  });
  expireReviewPages(saved.productId, halfStars);
  return shown(saved.id);
}

/** Finds a review for a change by `caller`, locking its product; only the author (or, to delete, an admin) may. */
async function ownedReview(tx: Tx, caller: NonNullable<Ctx["caller"]>, reviewId: string, adminMay: boolean) {
  const found = await tx.review.findUnique({ where: { id: reviewId }, select: { productId: true } });
  if (!found) throw new AppError("not_found", REVIEW_NOT_FOUND);
  await lockProduct(tx, found.productId);
  // Read again under the product's lock: a concurrent change of it has committed by now.
  const review = await tx.review.findUnique({ where: { id: reviewId } });
  if (!review) throw new AppError("not_found", REVIEW_NOT_FOUND);
  if (review.userId !== caller.id && !(adminMay && caller.role === "ADMIN")) throw new AppError("forbidden", NOT_YOURS);
  return review;
}

/** POST /review/updateReview: the author changes the text, stars and (when sent) the fit answer. */
export async function updateReview(ctx: Ctx, input: unknown): Promise<ReviewView> {
  const caller = requireVerified(ctx.caller, VERIFY_TO_REVIEW);
  const { review, stars, reviewId, fit } = parseInput(updateReviewSchema, input);
  await hit(LIMITS.reviewWritesPerAccount(caller.id));
  const halfStars = stars * 2;
  const before = await getDb().$transaction(async (tx) => {
    const found = await ownedReview(tx, caller, reviewId, false);
    await tx.review.update({
      where: { id: found.id },
      data: { text: review, halfStars, ...(fit !== undefined ? { fit: fit ? FIT_VALUES[fit] : null } : {}) },
    });
    await refreshRatings(tx, [found.productId]);
    return found;
  });
  expireReviewPages(before.productId, before.halfStars, halfStars);
  return shown(before.id);
}

/** POST /review/deleteReview: the author deletes their review; an admin may delete any, which is audited. */
export async function deleteReview(ctx: Ctx, input: unknown): Promise<void> {
  const caller = requireUser(ctx.caller);
  const { reviewId } = parseInput(deleteReviewSchema, input);
  const deleted = await getDb().$transaction(async (tx) => {
    const found = await ownedReview(tx, caller, reviewId, true);
    await tx.review.delete({ where: { id: found.id } });
    await refreshRatings(tx, [found.productId]);
    if (found.userId !== caller.id) {
      await recordAudit(
        tx,
        caller.id,
        "review.deleted",
        { type: "Review", id: found.id },
        { authorId: found.userId, productId: found.productId, stars: found.halfStars / 2, review: found.text },
      );
    }
    return found;
  });
  expireReviewPages(deleted.productId, deleted.halfStars);
}
