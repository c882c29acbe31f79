import type { Bilingual } from "../translate";
import en from "./en/returns.json";
import hi from "./hi/returns.json";

/** The return screen's words (lines, reasons, exchange picker, where the refund goes) and an order's return and exchange rows. */
export const returns = { en, hi } satisfies Bilingual<typeof en>;
