// The search page's URL: which parameters it reads, and the links that change one filter at a time.
// Pure functions, shared by the server components that draw the filters and the client islands.

/** The page's raw query, as Next.js hands `searchParams` over. */
export type RawSearchParams = Record<string, string | string[] | undefined>;

export const SEARCH_PATH = "/search";

/** The parameters that narrow the listing (the filters of the sidebar), as opposed to the words, sort and page. */
export const FILTER_KEYS = [
  "category",
  "priceMin",
  "priceMax",
  "discount",
  "availibility",
  "availability",
  "location",
  "payment",
  "color",
  "size",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The parameters the page understands, in the order links write them. */
export const SEARCH_KEYS = ["search", ...FILTER_KEYS, "sortBy", "sortOrder", "limit", "page"] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];

export type SearchChanges = Partial<Record<SearchKey, string | number | null | undefined>>;

/** The filter chosen last: links write a changed parameter after the others, so the URL keeps the order of choice. */
export function lastFilterKey(params: Partial<Record<SearchKey, string>>): FilterKey | undefined {
  return (Object.keys(params) as SearchKey[]).filter((key): key is FilterKey => (FILTER_KEYS as readonly string[]).includes(key)).at(-1);
}

/** The first, trimmed value of a parameter; undefined when absent or blank. */
export function firstValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The page's own parameters from a raw query (unknown ones dropped, first value of each), in the
 * query's order (the order they were chosen in). A `price`
 * parameter of the form "500-1000" (what the filter form submits without JavaScript) becomes
 * priceMin and priceMax.
 */
export function pickSearchParams(raw: RawSearchParams): Partial<Record<SearchKey, string>> {
  const picked: Partial<Record<SearchKey, string>> = {};
  for (const key of Object.keys(raw)) {
    if (!(SEARCH_KEYS as readonly string[]).includes(key)) continue;
    const value = firstValue(raw[key]);
    if (value !== undefined) picked[key as SearchKey] = value;
  }
  const price = firstValue(raw.price)?.match(/^(\d+)-(\d+)$/);
  if (price && picked.priceMin === undefined && picked.priceMax === undefined) {
    picked.priceMin = price[1];
    picked.priceMax = price[2];
  }
  return picked;
}

/**
 * The search URL after these changes to the current parameters: null or undefined removes one; a
 * changed one moves to the end (so the URL lists filters in the order they were chosen).
 * Any change but a page's goes back to page 1 (the page parameter is dropped).
 */
export function searchHref(current: Partial<Record<SearchKey, string>>, changes: SearchChanges = {}): string {
  const next: Partial<Record<SearchKey, string>> = { ...current };
  if (!("page" in changes)) delete next.page;
  for (const [key, value] of Object.entries(changes) as [SearchKey, SearchChanges[SearchKey]][]) {
    delete next[key];
    if (value !== null && value !== undefined && value !== "") next[key] = String(value);
  }
  if (next.page === "1") delete next.page;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) {
    if ((SEARCH_KEYS as readonly string[]).includes(key) && value !== undefined) query.set(key, value);
  }
  const text = query.toString();
  return text ? `${SEARCH_PATH}?${text}` : SEARCH_PATH;
}
