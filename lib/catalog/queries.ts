import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CATALOG_TAG, CATEGORIES_TAG, productTag } from "@/lib/cache/tags";
import { pageContext } from "@/lib/http/page-context";
import { nextGstChange } from "@/lib/pricing";
import type { PromotionRule } from "@/lib/promotions/model";
import { loadSalePromotions, salesAt, type Sales } from "@/lib/promotions/sale-prices";
import { cachedProductReviews } from "@/lib/reviews/cached";
import type { ReviewList } from "@/lib/reviews/queries";
import { isStorableText } from "@/lib/storable-text";
import { parseInput } from "@/lib/validation";
import { cardOnSale } from "./cards/card-on-sale";
import { getProductDetail, type ProductDetail } from "./product/detail";
import { listCategories, listColors, listRegions, type CategoryFacet, type ColorFacet, type RegionFacet } from "./facets/facets";
import type { ProductCard } from "./cards/product-card";
import { searchWithQuery, type ProductSearchResult } from "./search/search";
import { MAX_PAGE_SIZE, productSearchSchema, searchKey, type ProductSearchQuery } from "./search/search-schema";
import type { SearchSort, SortOrder } from "./search/sort-options";

/*
 * The catalogue reads of the shop's pages, kept by Next.js's 'use cache' (tags in lib/cache/tags.ts,
 * lifetime the "catalog" profile of next.config.ts: views, sales and stock counts catch up on their
 * own within minutes; writes expire their tags at once). Free-text searches are kept under their
 * normalised words for an hour at most (the "search" life), and a product that does not exist only for the
 * shortest lifetime a page can still be built from (five minutes): strangers inventing keys fill only
 * the size-bounded LRU (or Redis keys with that TTL), never anything kept for good.
 * The domain functions themselves stay uncached: the API and the tests see the database as it is.
 */

/**
 * The shortest life Next.js still prerenders (an unknown product's page must answer a real 404
 * before anything is sent); anything shorter would make the page a per-request hole.
 */
const MISS = { stale: 30, revalidate: 60, expire: 5 * 60 } as const;

/**
 * The given life (the "catalog" one unless told) for what shows prices, except on the day before they change: a new
 * GST schedule, or a sale starting or ending (decision 086). Then it is refreshed every minute, and from the change's
 * instant at the latest, so the first request after it starts a fresh render and the next shows the new prices; it
 * expires when they change (at most five minutes later, the shortest life still prerendered), so the pages change
 * price with the cart.
 */
function pricedLife(nextSaleChange: Date | null, life: "catalog" | "search" = "catalog"): void {
  const now = new Date();
  const changes = [nextGstChange(now), nextSaleChange].filter((change): change is Date => change !== null);
  const seconds = changes.length > 0 ? Math.ceil((Math.min(...changes.map(Number)) - now.getTime()) / 1000) : Number.POSITIVE_INFINITY;
  if (seconds < DAY_SECONDS) {
    cacheLife({ ...MISS, revalidate: Math.max(1, Math.min(seconds, MISS.revalidate)), expire: Math.max(seconds, MISS.expire) });
  } else cacheLife(life);
}

const DAY_SECONDS = 24 * 60 * 60;

export async function cachedCategories(): Promise<CategoryFacet[]> {
  "use cache";
  cacheLife("catalog");
  cacheTag(CATALOG_TAG, CATEGORIES_TAG);
  return listCategories();
}

/** The category with this slug (or id); null (kept five minutes at most) when there is none. */
export async function cachedCategory(slugOrId: string): Promise<CategoryFacet | null> {
  "use cache";
  // Tagged either way: a category added under this slug shows at once.
  cacheTag(CATALOG_TAG, CATEGORIES_TAG);
  const category = (await listCategories()).find((candidate) => candidate.slug === slugOrId || candidate.id === slugOrId);
  if (!category) {
    cacheLife(MISS);
    return null;
  }
  cacheLife("catalog");
  return category;
}

/** What the filters offer: the categories, colours and craft regions, kept as one entry (one cache read a page, not three). */
export async function cachedFilterValues(): Promise<{ categories: CategoryFacet[]; colors: ColorFacet[]; regions: RegionFacet[] }> {
  "use cache";
  cacheLife("catalog");
  cacheTag(CATALOG_TAG, CATEGORIES_TAG);
  const [categories, colors, regions] = await Promise.all([listCategories(), listColors(), listRegions()]);
  return { categories, colors, regions };
}

/**
 * The sale promotions in force or to come, kept until one is saved (saving expires the catalogue): a
 * search's first visit, read on request, takes them from here instead of the database.
 */
async function cachedSalePromotions(): Promise<PromotionRule[]> {
  "use cache";
  cacheLife("catalog");
  cacheTag(CATALOG_TAG);
  return loadSalePromotions(new Date());
}

/** The sales in force now, from the kept promotions. */
async function currentSales(): Promise<Sales> {
  return salesAt(await cachedSalePromotions(), new Date());
}

/** The product with this id or slug, tagged with its id; null (kept five minutes at most) when there is none. */
export async function cachedProduct(idOrSlug: string): Promise<ProductDetail | null> {
  "use cache";
  const sales = await currentSales();
  const product = await getProductDetail(idOrSlug, sales.at, sales);
  if (!product) {
    cacheLife(MISS);
    return null;
  }
  pricedLife(sales.nextChange);
  cacheTag(CATALOG_TAG, productTag(product.id));
  return product;
}

/**
 * One listing or search for every visitor alike (no caller: an admin's page size never gets here).
 * The key is the validated query, whose fields come in one order whatever the URL's order was.
 */
async function cachedListing(query: ProductSearchQuery, facets: boolean): Promise<ProductSearchResult> {
  "use cache";
  const { result, nextSaleChange } = await listing(query, facets);
  pricedLife(nextSaleChange, query.search === undefined ? "catalog" : "search");
  cacheTag(CATALOG_TAG);
  return result;
}

/** The listing with its cards at their sale prices, and when those prices next change. */
async function listing(query: ProductSearchQuery, facets: boolean): Promise<{ result: ProductSearchResult; nextSaleChange: Date | null }> {
  // Sorting by price and the price filter compare the prices under the sales (the kept sale promotions).
  const sales = await currentSales();
  const result = await searchWithQuery(pageContext(), query, { facets, inColors: true, sales });
  return { result: { ...result, products: result.products.map((card) => cardOnSale(card, sales)) }, nextSaleChange: sales.nextChange };
}

/**
 * searchProducts for a visitor's page (throws the same AppErrors), through the catalogue cache:
 * listings by filters and sorts, and text searches by their normalised words. A page larger than a
 * shopper may ask for (an admin's, or a refusal) runs uncached, and so does a search's first visit
 * (`keep: false`, decision 088): most searches are asked once, and keeping their results cost that visit's CPU.
 */
export async function searchCatalog(
  input: unknown,
  { facets = false, keep = true }: { facets?: boolean; keep?: boolean } = {},
): Promise<ProductSearchResult> {
  // The storefront's price filter is read against the cards' prices, which include GST.
  const query = { ...parseInput(productSearchSchema, input), pricesWithGst: true };
  if (query.limit > MAX_PAGE_SIZE) return searchWithQuery(pageContext(), query, { facets, inColors: true });
  const key = query.search === undefined ? query : { ...query, search: searchKey(query.search) };
  return keep ? cachedListing(key, facets) : (await listing(key, facets)).result;
}

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

// The product of a product or reviews page, named by the URL's id or slug, with a page of its reviews.

/** The URL segment as text; a malformed escape is looked up as it is (and not found). */
export function productKeyOf(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

export async function loadProduct(param: string): Promise<ProductDetail | null> {
  const key = productKeyOf(param);
  // A key PostgreSQL cannot read (a NUL byte, broken UTF-8) names no product: the page answers 404,
  // with or without middleware.ts in front.
  return isStorableText(key) ? cachedProduct(key) : null;
}

/** The product and `limit` of its reviews from `page` (newest first), or null for an unknown product. */
export async function loadProductWithReviews(
  param: string,
  options: { limit: number; page?: number },
): Promise<{ product: ProductDetail; reviews: ReviewList } | null> {
  const product = await loadProduct(param);
  if (!product) return null;
  const reviews = await cachedProductReviews(product.id, options.limit, options.page);
  return reviews ? { product, reviews } : null;
}
