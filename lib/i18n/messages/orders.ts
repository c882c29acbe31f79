import type { Bilingual } from "../translate";
import en from "./en/orders.json";
import hi from "./hi/orders.json";

/** The orders pages' words: the list, each order's status, and the banner of an order just placed. */
export const orders = { en, hi } satisfies Bilingual<typeof en>;
