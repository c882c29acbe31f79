// The search page's URL: which parameters it reads, and the links that change one filter at a time.
// Pure functions, shared by the server components that draw the filters and the client islands.

/** The page's raw query, as Next.js hands `searchParams` over. */
export type RawSearchParams = Record<string, string | string[] | undefined>;

export const SEARCH_PATH = "/search";

/** The parameters the page understands, in the order links write them. */
export const SEARCH_KEYS = [
  "search",
  "category",
  "priceMin",
  "priceMax",
  "discount",
  "availibility",
  "availability",
  "location",
  "payment",
  "color",
  "sortBy",
  "sortOrder",
  "limit",
  "page",
] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];

export type SearchChanges = Partial<Record<SearchKey, string | number | null | undefined>>;

/** The first, trimmed value of a parameter; undefined when absent or blank. */
export function firstValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The page's own parameters from a raw query (unknown ones dropped, first value of each). A `price`
 * parameter of the form "500-1000" (what the filter form submits without JavaScript) becomes
 * priceMin and priceMax.
 */
export function pickSearchParams(raw: RawSearchParams): Partial<Record<SearchKey, string>> {
  const picked: Partial<Record<SearchKey, string>> = {};
  for (const key of SEARCH_KEYS) {
    const value = firstValue(raw[key]);
    if (value !== undefined) picked[key] = value;
  }
  const price = firstValue(raw.price)?.match(/^(\d+)-(\d+)$/);
  if (price && picked.priceMin === undefined && picked.priceMax === undefined) {
    picked.priceMin = price[1];
    picked.priceMax = price[2];
  }
  return picked;
}

/**
 * The search URL after these changes to the current parameters: null or undefined removes one.
 * Any change but a page's goes back to page 1 (the page parameter is dropped).
 */
export function searchHref(current: Partial<Record<SearchKey, string>>, changes: SearchChanges = {}): string {
  const next: Partial<Record<SearchKey, string>> = { ...current };
  if (!("page" in changes)) delete next.page;
  for (const [key, value] of Object.entries(changes) as [SearchKey, SearchChanges[SearchKey]][]) {
    if (value === null || value === undefined || value === "") delete next[key];
    else next[key] = String(value);
  }
  if (next.page === "1") delete next.page;
  const query = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    const value = next[key];
    if (value !== undefined) query.set(key, value);
  }
  const text = query.toString();
  return text ? `${SEARCH_PATH}?${text}` : SEARCH_PATH;
}

/** The spec's price ranges, in rupees (inclusive, compared with a product's starting price). */
export const PRICE_RANGES = [
  { min: 0, max: 500 },
  { min: 500, max: 1000 },
  { min: 1000, max: 2000 },
  { min: 2000, max: 4000 },
  { min: 4000, max: 7000 },
  { min: 7000, max: 10000 },
] as const;

export const DISCOUNTS = [10, 20, 30, 40, 50] as const;

export type SortChoice = {
  value: string;
  label: string;
  sortBy: "relevance" | "price" | "viewed" | "purchased" | "createdAt" | "rating";
  sortOrder: "asc" | "desc";
};

/**
 * The sort menu. Correction to the spec: it had the two price orders swapped; here "low to high"
 * is ascending. Relevance is offered only with search text.
 */
export const SORT_CHOICES: readonly SortChoice[] = [
  { value: "relevance-desc", label: "Relevance", sortBy: "relevance", sortOrder: "desc" },
  { value: "price-asc", label: "Price: low to high", sortBy: "price", sortOrder: "asc" },
  { value: "price-desc", label: "Price: high to low", sortBy: "price", sortOrder: "desc" },
  { value: "viewed-desc", label: "Most popular", sortBy: "viewed", sortOrder: "desc" },
  { value: "viewed-asc", label: "Least popular", sortBy: "viewed", sortOrder: "asc" },
  { value: "purchased-desc", label: "Best selling", sortBy: "purchased", sortOrder: "desc" },
  { value: "createdAt-desc", label: "Newest", sortBy: "createdAt", sortOrder: "desc" },
  { value: "rating-desc", label: "Top rated", sortBy: "rating", sortOrder: "desc" },
];

const SORT_NAMES: Record<SortChoice["sortBy"], string> = {
  relevance: "Relevance",
  price: "Price",
  viewed: "Popularity",
  purchased: "Sales",
  createdAt: "Date added",
  rating: "Rating",
};

/** The menu's entries for a page, plus the page's own order when the menu has no entry for it (e.g. rating asc). */
export function sortChoicesFor(sortBy: SortChoice["sortBy"], sortOrder: SortChoice["sortOrder"], hasSearch: boolean): SortChoice[] {
  const choices = SORT_CHOICES.filter((choice) => hasSearch || choice.sortBy !== "relevance");
  if (!choices.some((choice) => choice.sortBy === sortBy && choice.sortOrder === sortOrder)) {
    const direction = sortOrder === "asc" ? "low to high" : "high to low";
    choices.push({ value: `${sortBy}-${sortOrder}`, label: `${SORT_NAMES[sortBy]}: ${direction}`, sortBy, sortOrder });
  }
  return choices;
}

/** "₹1,000": whole rupees in the Indian grouping. */
export function rupees(amount: number): string {
  return `₹${amount.toLocaleString("en-IN")}`;
}
