import type { Bilingual } from "../translate";
import en from "./en/search.json";
import hi from "./hi/search.json";

/** The search page's server-rendered words. */
export const search = { en, hi } satisfies Bilingual<typeof en>;
