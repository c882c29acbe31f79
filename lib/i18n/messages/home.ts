import type { Bilingual } from "../translate";
import en from "./en/home.json";
import hi from "./hi/home.json";

/** The home page's words. */
export const home = { en, hi } satisfies Bilingual<typeof en>;
