import type { Bilingual } from "../translate";
import en from "./en/common.json";
import hi from "./hi/common.json";

/** Words on every page: the language switch, and the product cards of every listing. */
export const common = { en, hi } satisfies Bilingual<typeof en>;
