import type { Bilingual } from "../translate";
import en from "./en/listing.json";
import hi from "./hi/listing.json";

/** The search and category pages' listing: filters, sort, chosen-filter chips and pages. */
export const listing = { en, hi } satisfies Bilingual<typeof en>;
