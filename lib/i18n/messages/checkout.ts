import type { Bilingual } from "../translate";
import en from "./en/checkout.json";
import hi from "./hi/checkout.json";

/** The booking page's words: addresses and the pin-code lookup, the order's summary, the ways to pay, the COD dialog. */
export const checkout = { en, hi } satisfies Bilingual<typeof en>;
