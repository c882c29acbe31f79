import { LRUCache } from "lru-cache";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { ALL_SEGMENT } from "./search-segment";

// Which searches this server has been asked for, so that a search's page is kept from its second
// visit on (decision 088). Building a kept page costs about twice a render on request (Next
// prerenders it twice to fill its caches, then cuts it into prefetch segments), and most searches
// in a shop are asked once: those are rendered on request and never stored. Bounded by the
// segments' length (each is the search's parameters, lib/catalog/search/search-segment.ts); an instance
// that forgets one only renders it on request once more.
const asked = new LRUCache<string, true>({ maxSize: 2_000_000, sizeCalculation: (_value, segment) => segment.length });

/**
 * Whether the page for this segment in this language is worth keeping: it was asked for before in
 * that language (each language's page is kept apart), or is the prerendered unfiltered list.
 * Records the visit, unless it is only a prefetch.
 */
export function keepSearchPage(segment: string, { prefetch, locale = DEFAULT_LOCALE }: { prefetch: boolean; locale?: Locale }): boolean {
  const key = locale === DEFAULT_LOCALE ? segment : `${locale}:${segment}`;
  if (segment === ALL_SEGMENT || asked.has(key)) return true;
  if (!prefetch) asked.set(key, true);
  return false;
}
