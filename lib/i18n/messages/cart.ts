import type { Bilingual } from "../translate";
import en from "./en/cart.json";
import hi from "./hi/cart.json";

/** The cart page's words: its lines, size change, code box, offers and price details. */
export const cart = { en, hi } satisfies Bilingual<typeof en>;
