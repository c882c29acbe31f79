import type { Bilingual } from "../translate";
import en from "./en/cod.json";
import hi from "./hi/cod.json";

/** The texted link's page of a cash-on-delivery order: confirm, cancel, or pay now instead. */
export const cod = { en, hi } satisfies Bilingual<typeof en>;
