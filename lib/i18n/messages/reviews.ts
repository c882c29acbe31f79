import type { Bilingual } from "../translate";
import en from "./en/reviews.json";
import hi from "./hi/reviews.json";

/** The product page's reviews: each review's card, its stars and the way to write one (rendered on the server). */
export const reviews = { en, hi } satisfies Bilingual<typeof en>;
