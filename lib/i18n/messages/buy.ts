import type { Bilingual } from "../translate";
import en from "./en/buy.json";
import hi from "./hi/buy.json";

/** The product page's and quick view's client words: pickers, price and stock, buy buttons, back in stock, size chart, delivery check. */
export const buy = { en, hi } satisfies Bilingual<typeof en>;
