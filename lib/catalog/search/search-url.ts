import { readSearchWords } from "../words/search-words";

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

/** The filters that take several values, separated by commas ("size=XL,XXL"). */
const LIST_KEYS: readonly FilterKey[] = ["category", "color", "size"];

/** The values of a list filter ("XL,XXL" → XL, XXL). */
export function listValues(value: string | undefined): string[] {
  return value === undefined ? [] : value.split(",").filter(Boolean);
}

/** A list filter's value with `value` added, or taken out when it is there; null when none is left. */
export function toggledValue(current: string | undefined, value: string): string | null {
  const values = listValues(current);
  const next = values.includes(value) ? values.filter((each) => each !== value) : [...values, value];
  return next.length > 0 ? next.join(",") : null;
}

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
 * The page's own parameters from a raw query (unknown ones dropped, first value of each, the values of a list filter
 * joined by commas), in the query's order (the order they were chosen in). A `price` parameter of the form "500-1000"
 * (what the filter form submits without JavaScript) becomes priceMin and priceMax. Sizes and prices in the words
 * ("kurta XL under 1000") become those filters, right after the words, unless the address sets them itself.
 */
export function pickSearchParams(raw: RawSearchParams): Partial<Record<SearchKey, string>> {
  const picked: Partial<Record<SearchKey, string>> = {};
  for (const key of Object.keys(raw)) {
    if (!(SEARCH_KEYS as readonly string[]).includes(key)) continue;
    const value = (LIST_KEYS as readonly string[]).includes(key) ? listValue(raw[key]) : firstValue(raw[key]);
    if (value !== undefined) picked[key as SearchKey] = value;
  }
  const price = firstValue(raw.price)?.match(/^(\d+)-(\d+)$/);
  if (price && picked.priceMin === undefined && picked.priceMax === undefined) {
    picked.priceMin = price[1];
    picked.priceMax = price[2];
  }
  return picked.search === undefined ? picked : withWordsRead(picked, picked.search);
}

/** Every value of a list filter, trimmed, repeats dropped, joined by commas; undefined when none. */
function listValue(value: string | string[] | undefined): string | undefined {
  const values = (Array.isArray(value) ? value : [value ?? ""]).flatMap((each) => each.split(",").map((part) => part.trim()));
  const kept = [...new Set(values.filter(Boolean))];
  return kept.length > 0 ? kept.join(",") : undefined;
}

/** The parameters with the search's sizes and prices as filters; the address's own filters win over the words. */
function withWordsRead(picked: Partial<Record<SearchKey, string>>, search: string): Partial<Record<SearchKey, string>> {
  const words = readSearchWords(search);
  if (words.sizes.length === 0 && words.priceMin === undefined && words.priceMax === undefined) return picked;
  const read: Partial<Record<SearchKey, string>> = {};
  if (words.text !== "") read.search = words.text;
  if (words.sizes.length > 0 && picked.size === undefined) read.size = words.sizes.join(",");
  if (picked.priceMin === undefined && picked.priceMax === undefined) {
    if (words.priceMin !== undefined) read.priceMin = String(words.priceMin);
    if (words.priceMax !== undefined) read.priceMax = String(words.priceMax);
  }
  const result: Partial<Record<SearchKey, string>> = {};
  for (const [key, value] of Object.entries(picked) as [SearchKey, string][]) {
    if (key === "search") Object.assign(result, read);
    else if (!(key in read)) result[key] = value;
  }
  return result;
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
