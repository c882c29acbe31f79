import type { Bilingual } from "../translate";
import en from "./en/form.json";
import hi from "./hi/form.json";

/** The words of the shop's form fields themselves (components/ui/form-field.tsx), on every page. */
export const form = { en, hi } satisfies Bilingual<typeof en>;
