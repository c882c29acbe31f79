import type { ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import type { Bilingual } from "@/lib/i18n/translate";
import { AreaWordsProvider } from "./area-words";

/**
 * A server component's way to give its client components their words in the page's language: the
 * named areas' catalogues of that language only (nothing on English pages, whose components carry
 * their English). The names are the ones the components' hooks ask for (area-words.tsx).
 */
export function PageWords({
  locale,
  areas,
  children,
}: {
  locale: Locale;
  areas: Readonly<Record<string, Bilingual<Record<string, unknown>>>>;
  children: ReactNode;
}) {
  if (locale === DEFAULT_LOCALE) return children;
  const words = Object.fromEntries(Object.entries(areas).map(([name, area]) => [name, area[locale]]));
  return <AreaWordsProvider words={words}>{children}</AreaWordsProvider>;
}
