import type { Bilingual } from "../translate";
import en from "./en/account.json";
import hi from "./hi/account.json";

/** The account page's frame: its sections' titles and lines, and the recent sign-ins. */
export const account = { en, hi } satisfies Bilingual<typeof en>;
