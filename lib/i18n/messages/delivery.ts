import type { Bilingual } from "../translate";
import en from "./en/delivery.json";
import hi from "./hi/delivery.json";

/** The emailed link's page of a failed delivery: what happened, and a day to try again or the parcel back. */
export const delivery = { en, hi } satisfies Bilingual<typeof en>;
