"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import { DEFAULT_LOCALE, localePath, type Locale } from "@/lib/i18n/locales";
import { translator, type Bilingual } from "@/lib/i18n/translate";

// The page's language for client components: English unless a Hindi page (app/hi/layout.tsx) says
// otherwise, so the English pages carry no provider and their HTML and payload stay as they were.
const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export const useLocale = (): Locale => useContext(LocaleContext);

/** The translator of one area (lib/i18n/messages) in the page's language. */
export function useT<Messages extends Record<string, unknown>>(area: Bilingual<Messages>) {
  const locale = useLocale();
  return useMemo(() => translator(locale, area), [locale, area]);
}

/** An English path as the page's language has it (unchanged where that language has no such page). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}
