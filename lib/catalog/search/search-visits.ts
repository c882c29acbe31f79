import { LRUCache } from "lru-cache";
import { ALL_SEGMENT } from "./search-segment";

// Which searches this server has been asked for, so that a search's page is kept from its second
// visit on (decision 088). Building a kept page costs about twice a render on request (Next
// prerenders it twice to fill its caches, then cuts it into prefetch segments), and most searches
// in a shop are asked once: those are rendered on request and never stored. Bounded by the
// segments' length (each is the search's parameters, lib/catalog/search/search-segment.ts); an instance
// that forgets one only renders it on request once more.
const asked = new LRUCache<string, true>({ maxSize: 2_000_000, sizeCalculation: (_value, segment) => segment.length });

/**
 * Whether the page for this segment is worth keeping: it was asked for before (or is the
 * prerendered unfiltered list). Records the visit, unless it is only a prefetch.
 */
export function keepSearchPage(segment: string, { prefetch }: { prefetch: boolean }): boolean {
  if (segment === ALL_SEGMENT || asked.has(segment)) return true;
  if (!prefetch) asked.set(segment, true);
  return false;
}
