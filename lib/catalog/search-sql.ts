import { Prisma } from "@/lib/generated/prisma/client";
import type { ProductSearchQuery } from "./search-schema";
import type { SearchSort } from "./sort-options";

// The SQL of the product listing, built from parameterised fragments: user input only ever
// travels as a bound value; column names and directions come from the tables below.

/** How a search matched: full text, or (when full text finds nothing) trigram similarity of the name. */
export type TextMatch = "fulltext" | "fuzzy";

const SORT_COLUMNS: Record<Exclude<SearchSort, "relevance">, Prisma.Sql> = {
  price: Prisma.sql`p."minPricePaise"`,
  viewed: Prisma.sql`p."viewed"`,
  purchased: Prisma.sql`p."purchased"`,
  createdAt: Prisma.sql`p."createdAt"`,
  rating: Prisma.sql`p."ratingAverage"`,
};

const DIRECTIONS = { asc: Prisma.sql`ASC`, desc: Prisma.sql`DESC` } as const;

/** Case-insensitive equality on originRegion that still uses its b-tree index: the few distinct regions are
 * read with a skip scan (one index probe each), and the ones equal to the input ignoring case are matched exactly. */
function regionCondition(location: string): Prisma.Sql {
  return Prisma.sql`p."originRegion" = ANY (ARRAY(
    WITH RECURSIVE regions(region) AS (
      SELECT min("originRegion") FROM "Product"
      UNION ALL
      SELECT (SELECT min(q."originRegion") FROM "Product" q WHERE q."originRegion" > r.region)
      FROM regions r WHERE r.region IS NOT NULL
    )
    SELECT region FROM regions WHERE region IS NOT NULL AND lower(region) = lower(${location})
  ))`;
}

/** Every filter but the text search, as SQL conditions on "Product" p. */
export function filterConditions(query: ProductSearchQuery): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.category !== undefined) {
    conditions.push(Prisma.sql`p."categoryId" = (
      SELECT c.id FROM "Category" c WHERE c.id = ${query.category} OR c.slug = ${query.category}
      ORDER BY c.id = ${query.category} DESC LIMIT 1)`);
  }
  if (query.priceMinPaise !== undefined) conditions.push(Prisma.sql`p."minPricePaise" >= ${query.priceMinPaise}`);
  if (query.priceMaxPaise !== undefined) conditions.push(Prisma.sql`p."minPricePaise" <= ${query.priceMaxPaise}`);
  if (query.minDiscountPct) conditions.push(Prisma.sql`p."maxDiscountPct" >= ${query.minDiscountPct}`);
  if (query.inStockOnly) conditions.push(Prisma.sql`p."inStock"`);
  if (query.codOnly) conditions.push(Prisma.sql`p."cashOnDelivery"`);
  if (query.location !== undefined) conditions.push(regionCondition(query.location));
  if (query.color !== undefined) conditions.push(Prisma.sql`p."colorCodes" @> ARRAY[${query.color}]::text[]`);
  return conditions;
}

/** The text condition; the fuzzy one needs pg_trgm.word_similarity_threshold set in the same transaction. */
export function textCondition(search: string, match: TextMatch): Prisma.Sql {
  return match === "fulltext"
    ? Prisma.sql`p."searchVector" @@ websearch_to_tsquery('english', ${search})`
    : Prisma.sql`${search} <% p.name`;
}

/** Full text: ts_rank, plus 1 for the exact name (ts_rank stays below 1). Fuzzy: how close the name's words are. */
function relevance(search: string, match: TextMatch): Prisma.Sql {
  return match === "fulltext"
    ? Prisma.sql`(ts_rank(p."searchVector", websearch_to_tsquery('english', ${search})) + CASE WHEN lower(p.name) = lower(${search}) THEN 1 ELSE 0 END)`
    : Prisma.sql`word_similarity(${search}, p.name)`;
}

export function whereClause(conditions: Prisma.Sql[]): Prisma.Sql {
  return conditions.length > 0 ? Prisma.join(conditions, " AND ") : Prisma.sql`TRUE`;
}

/** ORDER BY for a query; the id comes last so equal values never reorder between pages. */
export function orderClause(query: ProductSearchQuery, match: TextMatch | null): Prisma.Sql {
  const direction = DIRECTIONS[query.sortOrder];
  if (query.sortBy === "relevance") {
    if (query.search === undefined || match === null) throw new Error("relevance needs a search");
    return Prisma.sql`${relevance(query.search, match)} ${direction}, p."purchased" DESC, p.id ASC`;
  }
  return Prisma.sql`${SORT_COLUMNS[query.sortBy]} ${direction}, p.id ASC`;
}

/** One page of ids; with `withTotal` each row also carries the number of matches (for relevance, which ranks them all anyway). */
export function pageSql(where: Prisma.Sql, order: Prisma.Sql, limit: number, offset: number, withTotal: boolean): Prisma.Sql {
  const total = withTotal ? Prisma.sql`, count(*) OVER ()::int AS total` : Prisma.empty;
  return Prisma.sql`SELECT p.id${total} FROM "Product" p WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
}

export function countSql(where: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`SELECT count(*)::int AS total FROM "Product" p WHERE ${where}`;
}

export function existsSql(where: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`SELECT EXISTS (SELECT 1 FROM "Product" p WHERE ${where}) AS found`;
}
