import type { Bilingual } from "../translate";
import en from "./en/product.json";
import hi from "./hi/product.json";

/** The server-rendered words of the product and category pages (read on the server only: no client script carries them). */
export const product = { en, hi } satisfies Bilingual<typeof en>;
