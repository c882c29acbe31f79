import type { Metadata } from "next";
import { languageAlternates, localePath, OG_LOCALE, type Locale } from "./locales";

/**
 * A page's metadata in a language, from the English page's: its canonical and Open Graph addresses
 * move to that language's path, and both languages name each other (hreflang, with English as
 * x-default). A page without a canonical (a text search) gets no pair: it is not indexed either way.
 */
export function inLanguage(locale: Locale, metadata: Metadata): Metadata {
  const canonical = metadata.alternates?.canonical;
  if (typeof canonical !== "string") return metadata;
  const url = localePath(locale, canonical);
  return {
    ...metadata,
    alternates: { ...metadata.alternates, canonical: url, languages: languageAlternates(canonical) },
    ...(metadata.openGraph ? { openGraph: { ...metadata.openGraph, url, locale: OG_LOCALE[locale] } } : {}),
  };
}
