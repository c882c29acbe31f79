import type { Bilingual } from "../translate";
import en from "./en/signin.json";
import hi from "./hi/signin.json";

/** The login and sign-up pages' words: phone code, email and password forms. */
export const signin = { en, hi } satisfies Bilingual<typeof en>;
