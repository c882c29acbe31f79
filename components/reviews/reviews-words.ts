"use client";

import { useAreaT } from "@/components/i18n/page-words-context";
import en from "@/lib/i18n/messages/en/reviews.json";

/** The reviews area's words (lib/i18n/messages/reviews.ts) in the page's language: the review form's. */
export const useReviewsT = () => useAreaT("reviews", en);
