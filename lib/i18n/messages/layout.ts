import type { Bilingual } from "../translate";
import en from "./en/layout.json";
import hi from "./hi/layout.json";

/** The header's, side menu's and footer's words (outside the Hindi layout, so their language is read from the address). */
export const layout = { en, hi } satisfies Bilingual<typeof en>;
