import { z } from "zod";
import type { ReviewFit } from "@/lib/generated/prisma/enums";
import { cappedText } from "@/lib/text-fields";
import { accepting, namedWholeNumber, wholeNumber } from "@/lib/validation";

// What a reviewer may send (spec section 7: review, stars, productId / reviewId), shared by the
// form and the /api/v1 routes.

/** A review's text after trimming: at least this many characters... */
export const REVIEW_MIN = 3;
/** ...and at most this many (counted before trimming too, so nothing longer is ever read). */
export const REVIEW_MAX = 2000;

export const VERIFY_TO_REVIEW = "Verify your account to post review";
export const STARS_MESSAGE = "stars must be from 0.5 to 5 in half steps";
export const REVIEW_TEXT_MESSAGE = `Review must be ${REVIEW_MIN} to ${REVIEW_MAX} characters`;
const FIT_MESSAGE = "fit must be runs_small, true_to_size or runs_large";

/** The fit answer as the API and the form spell it. */
export const FIT_VALUES = { runs_small: "RUNS_SMALL", true_to_size: "TRUE_TO_SIZE", runs_large: "RUNS_LARGE" } as const satisfies Record<
  string,
  ReviewFit
>;
export type FitValue = keyof typeof FIT_VALUES;

export function fitValueOf(fit: ReviewFit | null): FitValue | null {
  if (fit === null) return null;
  return (Object.keys(FIT_VALUES) as FitValue[]).find((value) => FIT_VALUES[value] === fit) ?? null;
}

/** Stars in half steps, as a number or a numeric string ("4.5"); anything else is refused. */
const stars = z.number({ error: STARS_MESSAGE }).min(0.5, STARS_MESSAGE).max(5, STARS_MESSAGE).multipleOf(0.5, STARS_MESSAGE);
export const starsField = accepting(
  z.preprocess((value) => (typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value), stars),
  z.union([
    stars,
    z
      .string()
      .regex(/^\s*(0+\.50*|0*[1-4](\.(0+|50*))?|0*5(\.0+)?)\s*$/)
      .describe("The same number as text"),
  ]),
);

const reviewText = cappedText(REVIEW_MAX, REVIEW_TEXT_MESSAGE).trim().min(REVIEW_MIN, REVIEW_TEXT_MESSAGE);

/** Absent: unchanged (update) or none (create); null or "": none. */
const fitField = z
  .preprocess(
    (value) => (value === "" ? null : value),
    z.enum(Object.keys(FIT_VALUES) as [FitValue, ...FitValue[]], FIT_MESSAGE).nullable(),
  )
  .optional();

const idField = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(200, `${name} is too long`);

export const createReviewSchema = z.object({ review: reviewText, stars: starsField, productId: idField("productId"), fit: fitField });
export const updateReviewSchema = z.object({ review: reviewText, stars: starsField, reviewId: idField("reviewId"), fit: fitField });
export const deleteReviewSchema = z.object({ reviewId: idField("reviewId") });

/** The form's fields (what the browser checks before posting). */
export const reviewFormSchema = z.object({ review: reviewText, stars: starsField, fit: fitField });

// A product's review list (./queries.ts listReviews).

/**
 * The spec's list limit: a product's reviews without a limit are all of them, up to this many.
 * Each row is the review's own fields and its author's name and picture (text at most 2,000 characters).
 */
export const MAX_REVIEWS_PER_CALL = 99_999;
/** A query parameter whose "" is as if absent, and documented so (the fuzz test sent `sort=`). */
const optional = <T extends z.ZodType>(schema: T) =>
  accepting(
    z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional()),
    z.union([schema, z.string().regex(/^\s*$/).describe("Empty: as if absent")]).optional(),
  );

/** The orders of a product's review list (/reviews/{id}?sort=). */
export const REVIEW_SORTS = ["newest", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const reviewListSchema = z.object({
  productId: optional(cappedText(200, "productId is too long", "productId must be a product id").trim()),
  limit: optional(namedWholeNumber("limit", 1, MAX_REVIEWS_PER_CALL)),
  page: optional(namedWholeNumber("page", 1, 100_000)),
  sort: optional(z.enum(REVIEW_SORTS, "sort must be newest, highest or lowest")),
  stars: optional(wholeNumber("stars must be a whole number from 1 to 5", 1, 5)),
});
