import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { parseInput } from "@/lib/validation";
import { productCardSelect, toProductCard, type ProductCard } from "./product-card";
import { FUZZY_THRESHOLD, MAX_PAGE_SIZE, productSearchSchema, type ProductSearchQuery } from "./search-schema";
import {
  countSql,
  existsSql,
  filterConditions,
  nearWordsSql,
  orderClause,
  pageSql,
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
};

/** GET /products/getAllProduct and the search page: the filtered, sorted page of product cards. */
export async function searchProducts(ctx: Ctx, input: unknown): Promise<ProductSearchResult> {
  return searchWithQuery(ctx, parseInput(productSearchSchema, input));
}

/** The same for an already validated query (the cached variant parses first, then caches on the query). */
export async function searchWithQuery(ctx: Ctx, query: ProductSearchQuery): Promise<ProductSearchResult> {
  checkPageSize(ctx, query);
  const filters = filterConditions(query);
  const text = query.search === undefined ? null : await chooseTextQuery(query.search, filters);
  const pagination = (total: number): Pagination => ({
    currentPage: query.page,
    totalPages: Math.ceil(total / query.limit),
    total,
    limit: query.limit,
  });
  if (text?.match === "fuzzy" && text.words.length === 0) return { products: [], pagination: pagination(0), textMatch: "fuzzy" };
  const conditions = text ? [...filters, textCondition(text)] : filters;
  const { ids, total } = await selectPage(query, whereClause(conditions), text);
  return { products: await loadCards(ids), pagination: pagination(total), textMatch: text?.match ?? null };
}

/** Pages over 100 are for the back office's full list only: all=true from an admin. */
function checkPageSize(ctx: Ctx, query: ProductSearchQuery): void {
  if (query.limit <= MAX_PAGE_SIZE) return;
  if (!query.all) throw new AppError("validation", `limit must be at most ${MAX_PAGE_SIZE}`);
  if (ctx.caller?.role !== "ADMIN") throw new AppError("forbidden", `Only admins can list more than ${MAX_PAGE_SIZE} products at once`);
}

/**
 * Full text when it finds anything under these filters; otherwise the search is taken for a typo.
 * The near words are looked up at the same time (a fraction of a millisecond), saving a round trip.
 */
async function chooseTextQuery(search: string, filters: Prisma.Sql[]): Promise<TextQuery> {
  const fulltext: TextQuery = { match: "fulltext", search };
  const [[row], words] = await Promise.all([
    getDb().$queryRaw<{ found: boolean }[]>(existsSql(whereClause([...filters, textCondition(fulltext)]))),
    nearWords(search),
  ]);
  return row?.found ? fulltext : { match: "fuzzy", words };
}

/** For each typed word with known words near it, those words; a word the shop knows stands for itself alone. */
async function nearWords(search: string): Promise<string[][]> {
  const rows = await getDb().$queryRaw<{ typed: string; known: string }[]>(nearWordsSql(search, FUZZY_THRESHOLD, NEAR_WORDS));
  const byTyped = new Map<string, string[]>();
  for (const { typed, known } of rows) byTyped.set(typed, [...(byTyped.get(typed) ?? []), known]);
  return [...byTyped].map(([typed, known]) => (known.includes(typed) ? [typed] : known));
}

type IdRow = { id: string; total?: number };
type CountRow = { total: number };

async function selectPage(query: ProductSearchQuery, where: Prisma.Sql, text: TextQuery | null): Promise<{ ids: string[]; total: number }> {
  const order = orderClause(query, text);
  const offset = (query.page - 1) * query.limit;
  const db = getDb();
  if (query.sortBy !== "relevance") {
    // Index orders can stop after one page, so the count is a query of its own.
    const [rows, counted] = await Promise.all([
      db.$queryRaw<IdRow[]>(pageSql(where, order, query.limit, offset, false)),
      db.$queryRaw<CountRow[]>(countSql(where)),
    ]);
    return { ids: rows.map((row) => row.id), total: counted[0]?.total ?? 0 };
  }
  // Relevance ranks every match anyway, so each row carries the count; a page past the end has none to carry.
  const rows = await db.$queryRaw<IdRow[]>(pageSql(where, order, query.limit, offset, true));
  const total = rows[0]?.total ?? (query.page === 1 ? 0 : await countMatches(where));
  return { ids: rows.map((row) => row.id), total };
}

async function countMatches(where: Prisma.Sql): Promise<number> {
  const [counted] = await getDb().$queryRaw<CountRow[]>(countSql(where));
  return counted?.total ?? 0;
}

/** The cards of these products, in the given order. */
export async function loadCards(ids: readonly string[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await getDb().product.findMany({ where: { id: { in: [...ids] } }, select: productCardSelect });
  const byId = new Map(rows.map((row) => [row.id, toProductCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
