// The listing's sort orders: the values the API and the search URL take, and the menu of the search page.

export const SEARCH_SORTS = ["price", "viewed", "purchased", "createdAt", "rating", "relevance"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export type SortOrder = "asc" | "desc";

export type SortChoice = { value: string; label: string; sortBy: SearchSort; sortOrder: SortOrder };

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

const SORT_NAMES: Record<SearchSort, string> = {
  relevance: "Relevance",
  price: "Price",
  viewed: "Popularity",
  purchased: "Sales",
  createdAt: "Date added",
  rating: "Rating",
};

/** The menu's entries for a page, plus the page's own order when the menu has no entry for it (e.g. rating asc). */
export function sortChoicesFor(sortBy: SearchSort, sortOrder: SortOrder, hasSearch: boolean): SortChoice[] {
  const choices = SORT_CHOICES.filter((choice) => hasSearch || choice.sortBy !== "relevance");
  if (!choices.some((choice) => choice.sortBy === sortBy && choice.sortOrder === sortOrder)) {
    const direction = sortOrder === "asc" ? "low to high" : "high to low";
    choices.push({ value: `${sortBy}-${sortOrder}`, label: `${SORT_NAMES[sortBy]}: ${direction}`, sortBy, sortOrder });
  }
  return choices;
}
