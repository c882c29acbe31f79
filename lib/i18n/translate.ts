// use-intl's core (next-intl's own translator) carries no React: the job worker, run under react-server, reads it too.
import { createTranslator } from "use-intl/core";
import type { Locale } from "./locales";

/** One area's messages in every language; `satisfies Bilingual<typeof en>` makes Hindi carry every English key. */
export type Bilingual<Messages> = Record<Locale, Messages>;

/**
 * The translator of one area (lib/i18n/messages/<area>.ts) in a language: next-intl's ICU messages
 * with typed keys. A plain function, so server components, 'use cache' reads and emails call it with
 * the page's language, and the client hook (components/i18n) with the context's.
 */
export function translator<Messages extends Record<string, unknown>>(locale: Locale, area: Bilingual<Messages>) {
  return createTranslator({ locale, messages: area[locale] });
}
