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
  orderClause,
  pageSql,
  textCondition,
  whereClause,
  type TextMatch,
} from "./search-sql";

export type Pagination = { currentPage: number; totalPages: number; total: number; limit: number };

export type ProductSearchResult = {
  products: ProductCard[];
  pagination: Pagination;
  /** How the search matched, null without one ("fuzzy": nothing matched the words, these are similar names). */
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
  const textMatch = query.search === undefined ? null : await chooseTextMatch(query.search, filters);
  const conditions = textMatch && query.search !== undefined ? [...filters, textCondition(query.search, textMatch)] : filters;
  const { ids, total } = await selectPage(query, whereClause(conditions), textMatch);
  return {
    products: await loadCards(ids),
    pagination: { currentPage: query.page, totalPages: Math.ceil(total / query.limit), total, limit: query.limit },
    textMatch,
  };
}

/** Pages over 100 are for the back office's full list only: all=true from an admin. */
function checkPageSize(ctx: Ctx, query: ProductSearchQuery): void {
  if (query.limit <= MAX_PAGE_SIZE) return;
  if (!query.all) throw new AppError("validation", `limit must be at most ${MAX_PAGE_SIZE}`);
  if (ctx.caller?.role !== "ADMIN") throw new AppError("forbidden", `Only admins can list more than ${MAX_PAGE_SIZE} products at once`);
}

/** Full text when it finds anything under these filters; otherwise the search is taken for a typo. */
async function chooseTextMatch(search: string, filters: Prisma.Sql[]): Promise<TextMatch> {
  const [row] = await getDb().$queryRaw<{ found: boolean }[]>(existsSql(whereClause([...filters, textCondition(search, "fulltext")])));
  return row?.found ? "fulltext" : "fuzzy";
}

type IdRow = { id: string; total?: number };
type CountRow = { total: number };

async function selectPage(query: ProductSearchQuery, where: Prisma.Sql, textMatch: TextMatch | null): Promise<{ ids: string[]; total: number }> {
  const order = orderClause(query, textMatch);
  const offset = (query.page - 1) * query.limit;
  const fuzzy = textMatch === "fuzzy";
  if (query.sortBy !== "relevance") {
    // Index orders can stop after one page, so the count is a query of its own.
    const [rows, counted] = (await runQueries([pageSql(where, order, query.limit, offset, false), countSql(where)], fuzzy)) as [IdRow[], CountRow[]];
    return { ids: rows.map((row) => row.id), total: counted[0]?.total ?? 0 };
  }
  // Relevance ranks every match anyway, so each row carries the count; a page past the end has none to carry.
  const [rows] = (await runQueries([pageSql(where, order, query.limit, offset, true)], fuzzy)) as [IdRow[]];
  const total = rows[0]?.total ?? (query.page === 1 ? 0 : await countMatches(where, fuzzy));
  return { ids: rows.map((row) => row.id), total };
}

async function countMatches(where: Prisma.Sql, fuzzy: boolean): Promise<number> {
  const [counted] = (await runQueries([countSql(where)], fuzzy)) as [CountRow[]];
  return counted[0]?.total ?? 0;
}

/**
 * Runs read queries; trigram ones in one transaction that first sets, for itself alone, the similarity
 * threshold of `<%` and steers the planner to the trigram index: it underrates word_similarity's cost
 * and would rather compute it for every product (about 3x slower at 50,000 products).
 */
async function runQueries(statements: Prisma.Sql[], fuzzy: boolean): Promise<unknown[]> {
  const db = getDb();
  if (!fuzzy) return Promise.all(statements.map((statement) => db.$queryRaw(statement)));
  const [, ...results] = await db.$transaction([
    db.$queryRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true),
                        set_config('enable_seqscan', 'off', true)`,
    ...statements.map((statement) => db.$queryRaw(statement)),
  ]);
  return results;
}

/** The cards of these products, in the given order. */
export async function loadCards(ids: readonly string[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await getDb().product.findMany({ where: { id: { in: [...ids] } }, select: productCardSelect });
  const byId = new Map(rows.map((row) => [row.id, toProductCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
