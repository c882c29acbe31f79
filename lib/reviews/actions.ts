"use server";

import { runAction } from "@/lib/http/action";
import { createReview, deleteReview, updateReview } from "./write";

// The web door of reviews: thin calls, no rules of their own.

export async function createReviewAction(input: unknown) {
  return runAction((ctx) => createReview(ctx, input));
}

export async function updateReviewAction(input: unknown) {
  return runAction((ctx) => updateReview(ctx, input));
}

export async function deleteReviewAction(input: unknown) {
  return runAction((ctx) => deleteReview(ctx, input));
}
