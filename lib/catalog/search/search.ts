import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { loadSales, type Sales } from "@/lib/promotions/sale-prices";
import { parseInput } from "@/lib/validation";
import { cardOnSale } from "../cards/card-on-sale";
import { inColorsAsked } from "./color-tiles";
import { loadCards } from "../cards/cards";
import type { ProductCard } from "../cards/product-card";
import { salePriceSql } from "./sale-price-sql";
import { FUZZY_THRESHOLD, MAX_PAGE_SIZE, productSearchSchema, type ProductSearchQuery } from "./search-schema";
import {
  chosenFilters,
  countSql,
  facetsSql,
  isOneWord,
  LISTED,
  nearWordsSql,
  orderClause,
  pageSql,
  postingCountSql,
  postingPageSql,
  textCondition,
  whereClause,
  type TextMatch,
  type TextQuery,
} from "./search-sql";

/** How many known words may stand in for one misspelt word. */
const NEAR_WORDS = 3;

export type Pagination = { currentPage: number; totalPages: number; total: number; limit: number };

export type ProductSearchResult = {
  products: ProductCard[];
  pagination: Pagination;
  /** How the search matched, null without one ("fuzzy": nothing matched the words as typed; these match the nearest known words). */
  textMatch: TextMatch | null;
  /** For a fuzzy match, the nearest known word of each typed word ("kurtha" → "kurta"): what the results are for. */
  searchedFor: string | null;
  /** With `facets`, how many of the matches each value of a list filter would leave, the others filters kept. */
  facets: FacetCounts | null;
};

/** Per value, how many products it would match (categories by id, colours by lower-case code, sizes by label). */
export type FacetCounts = {
  categories: Record<string, number>;
  colors: Record<string, number>;
  sizes: Record<string, number>;
  /** By craft region (originRegion as stored); products whose region is not stated are not counted. */
  regions: Record<string, number>;
};

/** facets: count the list filters' values; inColors: cards in the colour asked for (the storefront's tiles). */
/** sales: sort by price and filter by it on the prices under these sales (decision 086), not the stored ones. */
type SearchOptions = { facets?: boolean; inColors?: boolean; sales?: Sales };

/** GET /products/getAllProduct: the filtered, sorted page of product cards, at the prices under the sales in force. */
export async function searchProducts(ctx: Ctx, input: unknown): Promise<ProductSearchResult> {
  const query = parseInput(productSearchSchema, input);
  const sales = await loadSales();
  const result = await searchWithQuery(ctx, query, { sales });
  return { ...result, products: result.products.map((card) => cardOnSale(card, sales)) };
}

/** The same for an already validated query (the cached variant parses first, then caches on the query). */
export async function searchWithQuery(ctx: Ctx, query: ProductSearchQuery, options: SearchOptions = {}): Promise<ProductSearchResult> {
  checkPageSize(ctx, query);
  const price = salePriceSql(options.sales);
  const chosen = chosenFilters(query, price);
  const filters = [LISTED, ...chosen];
  const result = async (page: Page, text: TextQuery | null): Promise<ProductSearchResult> => {
    const [products, facets] = await Promise.all([
      options.inColors ? inColorsAsked(page.cards, query) : page.cards,
      options.facets ? countFacets(query, text, price) : null,
    ]);
    return {
      products,
      pagination: { currentPage: query.page, totalPages: Math.ceil(page.total / query.limit), total: page.total, limit: query.limit },
      textMatch: text?.match ?? null,
      searchedFor: text?.match === "fuzzy" ? text.words.map((near) => near[0]).join(" ") : null,
      facets,
    };
  };
  if (query.search === undefined) return result(await selectPage(query, filters, price, null), null);
  // Full text when it finds anything under these filters; otherwise the search is taken for a typo.
  // The page itself tells (its count), so no separate existence check: EXISTS on a word that matches
  // nothing was planned as a sequential scan of every product. The near words are looked up at the
  // same time (a fraction of a millisecond), saving a round trip when they are needed.
  // A search for one word, unfiltered and by relevance, is read from the posting list.
  const byPostings = query.sortBy === "relevance" && chosen.length === 0;
  const [fulltext, words] = await Promise.all([
    byPostings && isOneWord(query.search)
      ? selectPostingPage(query, query.search)
      : selectPage(query, filters, price, { match: "fulltext", search: query.search }),
    nearWords(query.search),
  ]);
  const asTyped: TextQuery = { match: "fulltext", search: query.search };
  if (fulltext.total > 0) return result(fulltext, asTyped);
  if (words.length === 0) return { ...(await result({ cards: [], total: 0 }, asTyped)), textMatch: "fuzzy" };
  const nearest: TextQuery = { match: "fuzzy", words };
  const nearWord = words.length === 1 && words[0]!.length === 1 ? words[0]![0]! : undefined;
  if (byPostings && nearWord !== undefined) return result(await selectPostingPage(query, nearWord), nearest);
  return result(await selectPage(query, filters, price, nearest), nearest);
}

/** The facet counts of a query: each list filter's values counted under the other filters and the words. */
async function countFacets(query: ProductSearchQuery, text: TextQuery | null, price: Prisma.Sql): Promise<FacetCounts> {
  const without = (changes: Partial<ProductSearchQuery>) => {
    const conditions = [LISTED, ...chosenFilters({ ...query, ...changes }, price)];
    return whereClause(text ? [...conditions, textCondition(text)] : conditions);
  };
  const rows = await getDb().$queryRaw<FacetRow[]>(
    facetsSql([
      { facet: "categories", value: Prisma.sql`p."categoryId"`, where: without({ categories: [] }) },
      { facet: "colors", value: Prisma.sql`unnest(p."colorCodes")`, where: without({ colors: [], colorNames: [] }) },
      { facet: "sizes", value: Prisma.sql`unnest(p."availableSizes")`, where: without({ sizes: [] }) },
      { facet: "regions", value: Prisma.sql`nullif(p."originRegion", '')`, where: without({ location: undefined }) },
    ]),
  );
  const counts: FacetCounts = { categories: {}, colors: {}, sizes: {}, regions: {} };
  for (const { facet, value, total } of rows) if (value !== null) counts[facet][value] = total;
  return counts;
}

type FacetRow = { facet: keyof FacetCounts; value: string | null; total: number };

/** A page of the search for one word, ranked from the posting list. */
async function selectPostingPage(query: ProductSearchQuery, word: string): Promise<Page> {
  const db = getDb();
  const [rows, [counted]] = await Promise.all([
    db.$queryRaw<IdRow[]>(postingPageSql(word, query.limit, (query.page - 1) * query.limit)),
    db.$queryRaw<CountRow[]>(postingCountSql(word)),
  ]);
  return { cards: await loadCards(rows.map((row) => row.id)), total: counted?.total ?? 0 };
}

/** Pages over 100 are for the back office's full list only: all=true from an admin. */
function checkPageSize(ctx: Ctx, query: ProductSearchQuery): void {
  if (query.limit <= MAX_PAGE_SIZE) return;
  if (!query.all) throw new AppError("validation", `limit must be at most ${MAX_PAGE_SIZE}`);
  if (ctx.caller?.role !== "ADMIN") throw new AppError("forbidden", `Only admins can list more than ${MAX_PAGE_SIZE} products at once`);
}

/** For each typed word with known words near it, those words; a word the shop knows stands for itself alone. */
async function nearWords(search: string): Promise<string[][]> {
  const rows = await getDb().$queryRaw<{ typed: string; known: string }[]>(nearWordsSql(search, FUZZY_THRESHOLD, NEAR_WORDS));
  const byTyped = new Map<string, string[]>();
  for (const { typed, known } of rows) byTyped.set(typed, [...(byTyped.get(typed) ?? []), known]);
  return [...byTyped].map(([typed, known]) => (known.includes(typed) ? [typed] : known));
}

type Page = { cards: ProductCard[]; total: number };
type IdRow = { id: string; total?: number };
type CountRow = { total: number };

async function selectPage(query: ProductSearchQuery, filters: Prisma.Sql[], price: Prisma.Sql, text: TextQuery | null): Promise<Page> {
  const where = whereClause(text ? [...filters, textCondition(text)] : filters);
  const order = orderClause(query, text, price);
  const offset = (query.page - 1) * query.limit;
  const db = getDb();
  if (query.sortBy === "relevance") {
    // Relevance ranks every match anyway, so each row carries the count; a page past the end has none to carry.
    const rows = await db.$queryRaw<IdRow[]>(pageSql(where, order, query.limit, offset, true));
    const total = rows[0]?.total ?? (query.page === 1 ? 0 : await countMatches(where));
    return { cards: await loadCards(rows.map((row) => row.id)), total };
  }
  // Index orders can stop after one page, so the count is a query of its own. With a search, the count
  // (which reads the text index) comes first: an index order filtered by words that match nothing would
  // walk every product looking for a page.
  if (text) {
    const total = await countMatches(where);
    if (total <= offset) return { cards: [], total };
    const rows = await db.$queryRaw<IdRow[]>(pageSql(where, order, query.limit, offset, false));
    return { cards: await loadCards(rows.map((row) => row.id)), total };
  }
  const [rows, total] = await Promise.all([db.$queryRaw<IdRow[]>(pageSql(where, order, query.limit, offset, false)), countMatches(where)]);
  return { cards: await loadCards(rows.map((row) => row.id)), total };
}

async function countMatches(where: Prisma.Sql): Promise<number> {
  const [counted] = await getDb().$queryRaw<CountRow[]>(countSql(where));
  return counted?.total ?? 0;
}
