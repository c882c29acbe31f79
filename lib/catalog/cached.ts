import "server-only";
import { unstable_cache } from "next/cache";
import { getDb } from "@/lib/db";
import { getProductDetail, type ProductDetail } from "./detail";
import { listCategories, listColors, listRegions } from "./facets";
import type { ProductCard } from "./product-card";
import { searchWithQuery, type ProductSearchResult } from "./search";
import { productSearchSchema } from "./search-schema";
import { parseInput } from "@/lib/validation";

/*
 * The catalogue reads of the shop's pages, kept in Next.js's data cache. Tags:
 *   "catalog"        every entry here: any product change that can move a listing
 *   "product:<id>"   one product's page (its detail, by id)
 *   "categories"     the category list
 * Admin writes call revalidateTag(tag, "max") from next/cache after they commit: a product edit
 * "product:<id>" and "catalog", a category edit "categories" and "catalog". Entries also expire
 * after REVALIDATE_SECONDS, so views, sales and stock counts catch up on their own.
 * unstable_cache stores JSON, so Dates come back as strings; revive() restores them.
 * The tests call the uncached functions: unstable_cache needs the Next.js runtime.
 */
export const CATALOG_TAG = "catalog";
export const CATEGORIES_TAG = "categories";
export const productTag = (productId: string) => `product:${productId}`;
const REVALIDATE_SECONDS = 300;

export const cachedListCategories = unstable_cache(listCategories, ["catalog", "categories"], {
  tags: [CATALOG_TAG, CATEGORIES_TAG],
  revalidate: REVALIDATE_SECONDS,
});

export const cachedListColors = unstable_cache(listColors, ["catalog", "colors"], {
  tags: [CATALOG_TAG],
  revalidate: REVALIDATE_SECONDS,
});

export const cachedListRegions = unstable_cache(listRegions, ["catalog", "regions"], {
  tags: [CATALOG_TAG],
  revalidate: REVALIDATE_SECONDS,
});

/** The id of the product with this id or slug (slugs rarely change; "catalog" clears them). */
const cachedProductId = unstable_cache(
  async (idOrSlug: string) =>
    (await getDb().product.findFirst({ where: { OR: [{ id: idOrSlug }, { slug: idOrSlug }] }, select: { id: true } }))?.id ?? null,
  ["catalog", "product-id"],
  { tags: [CATALOG_TAG], revalidate: REVALIDATE_SECONDS },
);

/** getProductDetail through the cache, tagged with the product's id even when asked by slug. */
export async function cachedProductDetail(idOrSlug: string): Promise<ProductDetail | null> {
  const id = await cachedProductId(idOrSlug.trim());
  if (!id) return null;
  const detail = await unstable_cache(() => getProductDetail(id), ["catalog", "product", id], {
    tags: [CATALOG_TAG, productTag(id)],
    revalidate: REVALIDATE_SECONDS,
  })();
  return detail && { ...reviveCard(detail), variants: detail.variants, suggestions: detail.suggestions.map(reviveCard) };
}

/** searchProducts for a visitor's page, cached on the validated query (throws the same AppErrors). */
export async function cachedSearchProducts(input: unknown): Promise<ProductSearchResult> {
  const query = parseInput(productSearchSchema, input);
  const result = await unstable_cache(() => searchWithQuery({ caller: null, ip: "" }, query), ["catalog", "search", JSON.stringify(query)], {
    tags: [CATALOG_TAG],
    revalidate: REVALIDATE_SECONDS,
  })();
  return { ...result, products: result.products.map(reviveCard) };
}

function reviveCard<T extends ProductCard>(card: T): T {
  return { ...card, createdAt: new Date(card.createdAt) };
}
