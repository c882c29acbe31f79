import type { Bilingual } from "../translate";
import en from "./en/errors.json";
import hi from "./hi/errors.json";

/**
 * The server's English messages a shopper meets in forms (zod's field messages, AppError's), keyed so
 * a Hindi page can show them in Hindi (lib/i18n/local-message.ts); the API keeps the English.
 */
export const errors = { en, hi } satisfies Bilingual<typeof en>;
