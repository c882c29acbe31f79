import "server-only";
import { z } from "zod";
import type { Ctx } from "@/lib/auth/caller";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { cappedText } from "@/lib/text-fields";
import { parseInput } from "@/lib/validation";

// Reading reviews: a product's (newest first, with the caller's own and a summary), or the
// shop's latest happy ones for the home page.

/** The spec's limit goes up to 99999; one call answers at most this many (use page for the rest). */
export const MAX_REVIEWS_PER_CALL = 500;
/** The home page's "Happy Customers": this many of the latest reviews of 4 stars or more. */
export const HAPPY_REVIEWS = 10;
const HAPPY_MIN_HALF_STARS = 8;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

export const reviewListSchema = z.object({
  productId: optional(cappedText(200, "productId is too long", "productId must be a product id").trim()),
  limit: optional(
    z.coerce
      .number({ error: "limit must be a number" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(99999, "limit must be at most 99999"),
  ),
  page: optional(
    z.coerce
      .number({ error: "page must be a number" })
      .int("page must be a whole number")
      .min(1, "page must be at least 1")
      .max(100_000, "page must be at most 100000"),
  ),
});

const reviewSelect = {
  id: true,
  halfStars: true,
  text: true,
  productId: true,
  createdAt: true,
  user: { select: { fullname: true, image: true } },
} satisfies Prisma.ReviewSelect;

export type ReviewItem = Prisma.ReviewGetPayload<{ select: typeof reviewSelect }>;

/** Stars buckets: a review counts under its whole stars, rounded down (4.5 → "4"); half a star counts as "1". */
export type StarBucket = "5" | "4" | "3" | "2" | "1";
export type RatingSummary = { average: number; count: number; distribution: Record<StarBucket, number> };

export type ReviewList = {
  reviews: ReviewItem[];
  /** The caller's own review of the product: null when they have none; absent for visitors and the shop-wide list. */
  myReview?: ReviewItem | null;
  summary?: RatingSummary;
  pagination?: { currentPage: number; totalPages: number; total: number; limit: number };
};

/** GET /review/getReview: with productId the product's reviews; without, the shop's latest 4★+ reviews. */
export async function listReviews(ctx: Ctx, input: unknown): Promise<ReviewList> {
  const { productId, limit, page = 1 } = parseInput(reviewListSchema, input);
  if (productId === undefined) return { reviews: await latestHappyReviews(Math.min(limit ?? HAPPY_REVIEWS, MAX_REVIEWS_PER_CALL)) };
  const product = await getDb().product.findFirst({
    where: { OR: [{ id: productId }, { slug: productId }], archivedAt: null },
    select: { id: true },
  });
  if (!product) throw new AppError("not_found", "Product not found");
  const take = Math.min(limit ?? MAX_REVIEWS_PER_CALL, MAX_REVIEWS_PER_CALL);
  const [reviews, summary, myReview] = await Promise.all([
    getDb().review.findMany({
      where: { productId: product.id },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (page - 1) * take,
      take,
      select: reviewSelect,
    }),
    ratingSummary(product.id),
    ctx.caller ? ownReview(ctx.caller.id, product.id) : undefined,
  ]);
  return {
    reviews,
    ...(myReview !== undefined ? { myReview } : {}),
    summary,
    pagination: { currentPage: page, totalPages: Math.ceil(summary.count / take), total: summary.count, limit: take },
  };
}

function latestHappyReviews(take: number): Promise<ReviewItem[]> {
  return getDb().review.findMany({
    where: { halfStars: { gte: HAPPY_MIN_HALF_STARS } },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take,
    select: reviewSelect,
  });
}

function ownReview(userId: string, productId: string): Promise<ReviewItem | null> {
  return getDb().review.findUnique({ where: { userId_productId: { userId, productId } }, select: reviewSelect });
}

/** A product's review count, average stars (2 decimals) and how many reviews fall under each whole star. */
export async function ratingSummary(productId: string): Promise<RatingSummary> {
  const groups = await getDb().review.groupBy({ by: ["halfStars"], where: { productId }, _count: { _all: true } });
  const distribution: Record<StarBucket, number> = { "5": 0, "4": 0, "3": 0, "2": 0, "1": 0 };
  let count = 0;
  let halfStarsSum = 0;
  for (const group of groups) {
    const n = group._count._all;
    const bucket = String(Math.min(5, Math.max(1, Math.floor(group.halfStars / 2)))) as StarBucket;
    distribution[bucket] += n;
    count += n;
    halfStarsSum += group.halfStars * n;
  }
  const average = count === 0 ? 0 : Math.round((halfStarsSum / count / 2) * 100) / 100;
  return { average, count, distribution };
}
