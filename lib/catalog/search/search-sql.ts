import { Prisma } from "@/lib/generated/prisma/client";
import { priceRangeBeforeGst, rupeesToPaise } from "@/lib/pricing";
import { colorCodeForms } from "../words/color-code";
import { colorFamily, splitColorWords } from "../words/color-families";
import { occasionFamily, splitOccasionWords } from "../words/occasion-words";
import type { ProductSearchQuery } from "./search-schema";
import { MAX_PRICE_RUPEES } from "../words/search-words";
import type { SearchSort } from "./sort-options";

// The SQL of the product listing, built from parameterised fragments: user input only ever
// travels as a bound value; column names and directions come from the tables below.

/** How a search matched: full text, or (when full text finds nothing) full text on the known words nearest to the typed ones. */
export type TextMatch = "fulltext" | "fuzzy";

/**
 * The text part of a search: the user's words (websearch syntax), or for a typo, for each typed word
 * the known words that replace it (any of them matches; every typed word with a replacement must match).
 */
export type TextQuery = { match: "fulltext"; search: string } | { match: "fuzzy"; words: string[][] };

/** The starting price before GST: the stored column, or the price under the sales in force (sale-price-sql.ts). */
const STORED_PRICE = Prisma.sql`p."minPricePaise"`;

const SORT_COLUMNS: Record<Exclude<SearchSort, "relevance" | "price">, Prisma.Sql> = {
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

/** Archived products (deleted by an admin but kept for order history) are never listed. */
export const LISTED = Prisma.sql`p."archivedAt" IS NULL`;

/**
 * The price bounds as conditions on the starting price before GST. Bounds with GST become the range of prices
 * before GST that have them (exact, as the price with GST never falls as the price rises), so the index still serves.
 */
function priceConditions(query: ProductSearchQuery, price: Prisma.Sql, on: Date = new Date()): Prisma.Sql[] {
  let { priceMinPaise: min, priceMaxPaise: max } = query;
  if (query.pricesWithGst && (min !== undefined || max !== undefined)) {
    const range = priceRangeBeforeGst(min ?? 0, max ?? rupeesToPaise(MAX_PRICE_RUPEES), on);
    if (range === null) return [Prisma.sql`FALSE`];
    min = min === undefined ? undefined : range.minPaise;
    max = max === undefined ? undefined : range.maxPaise;
  }
  const conditions: Prisma.Sql[] = [];
  if (min !== undefined) conditions.push(Prisma.sql`${price} >= ${min}`);
  if (max !== undefined) conditions.push(Prisma.sql`${price} <= ${max}`);
  return conditions;
}

/** The filters the shopper chose, as SQL conditions on "Product" p (none: every listed product); `price` is the starting price compared. */
export function chosenFilters(query: ProductSearchQuery, price: Prisma.Sql = STORED_PRICE): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.categories.length > 0) {
    conditions.push(Prisma.sql`p."categoryId" = ANY (ARRAY(
      SELECT c.id FROM "Category" c WHERE c.id = ANY (${query.categories}::text[]) OR c.slug = ANY (${query.categories}::text[])))`);
  }
  conditions.push(...priceConditions(query, price));
  if (query.minDiscountPct) conditions.push(Prisma.sql`p."maxDiscountPct" >= ${query.minDiscountPct}`);
  if (query.inStockOnly) conditions.push(Prisma.sql`p."inStock"`);
  if (query.codOnly) conditions.push(Prisma.sql`p."cashOnDelivery"`);
  if (query.location !== undefined) conditions.push(regionCondition(query.location));
  if (query.colors.length > 0 || query.colorNames.length > 0) {
    // A colour by its code, or by the name getColors lists it under (a variant of that name, in any case).
    conditions.push(Prisma.sql`(p."colorCodes" && ${query.colors.flatMap(colorCodeForms)}::text[] OR EXISTS (
      SELECT 1 FROM "Variant" v WHERE v."productId" = p.id AND lower(v."colorName") = ANY (${query.colorNames}::text[])))`);
  }
  if (query.sizes.length > 0) conditions.push(Prisma.sql`p."availableSizes" && ${query.sizes}::text[]`);
  return conditions;
}

/**
 * Dashes in a row, whatever separates them but letters and digits ("- - -", "-(-(", 35 dashes), as
 * one: websearch_to_tsquery reads each as a NOT of what follows, and past 32 nested NOTs PostgreSQL
 * fails ("tsquery stack too small") instead of answering.
 */
const oneNotInARow = (search: string) => search.replace(/-(?:[^\p{L}\p{N}]*-)+/gu, "-");

/**
 * The full-text query of a search: its words in websearch syntax; for each colour family named in it ("red"),
 * any of the family's colour words (red | maroon | wine…) in a name or a colour name of the index; for each
 * occasion ("wedding"), any of its words (wedding | bridal | zari…) anywhere.
 */
function fulltextQuery(typed: string): Prisma.Sql {
  const search = oneNotInARow(typed);
  const { text: rest, colors } = splitColorWords(search);
  const { text, occasions } = splitOccasionWords(rest);
  if (colors.length === 0 && occasions.length === 0) return Prisma.sql`websearch_to_tsquery('english', ${search})`;
  // In names and colours (weights A and C): a description that mentions a colour is not a kurta of it.
  const parts = [
    ...colors.map((family) => Prisma.sql`to_tsquery('english', ${family.map((word) => `${word}:AC`).join(" | ")})`),
    ...occasions.map((words) => Prisma.sql`to_tsquery('english', ${words.join(" | ")})`),
  ];
  if (text !== "") parts.unshift(Prisma.sql`websearch_to_tsquery('english', ${text})`);
  return Prisma.sql`(${Prisma.join(parts, " && ")})`;
}

function tsquery(text: TextQuery): Prisma.Sql {
  if (text.match === "fulltext") return fulltextQuery(text.search);
  if (text.words.length === 0) throw new Error("a typo search needs known words");
  const anyOf = (words: string[]) =>
    Prisma.sql`(${Prisma.join(
      words.map((word) => Prisma.sql`plainto_tsquery('english', ${word})`),
      " || ",
    )})`;
  return Prisma.sql`(${Prisma.join(text.words.map(anyOf), " && ")})`;
}

export function textCondition(text: TextQuery): Prisma.Sql {
  return Prisma.sql`p."searchVector" @@ ${tsquery(text)}`;
}

/**
 * ts_rank, plus 1 when the product's name is what was asked for (ts_rank stays below 1): the name's
 * words, as full text reads them (case, plurals, order and stop words aside), are exactly the typed
 * words, or for a typo the nearest known words. search_posting_rank() in the SearchPosting migration
 * computes the same for one word.
 */
function relevance(text: TextQuery): Prisma.Sql {
  const asked = text.match === "fulltext" ? text.search : text.words.map((near) => near[0]).join(" ");
  const named = Prisma.sql`tsvector_to_array(ts_filter(p."searchVector", '{a}')) = tsvector_to_array(to_tsvector('english', ${asked}))`;
  return Prisma.sql`(ts_rank(p."searchVector", ${tsquery(text)})::double precision + CASE WHEN ${named} THEN 1 ELSE 0 END)`;
}

/**
 * For each word of a search (as search_words() splits it: the same rule as the word list), the known
 * words at least FUZZY_THRESHOLD trigram-similar to it, nearest first, at most `limit`. `%` lets the
 * trigram index find them (its threshold, pg_trgm.similarity_threshold, is 0.3 unless changed); the
 * explicit similarity() keeps ours whatever it is set to.
 */
export function nearWordsSql(search: string, threshold: number, limit: number): Prisma.Sql {
  return Prisma.sql`
    SELECT q.word AS typed, near.word AS known
    FROM search_words(${search}) AS q(word)
    CROSS JOIN LATERAL (
      SELECT s.word FROM "SearchWord" s
      WHERE s.word % q.word AND similarity(s.word, q.word) >= ${threshold}
      ORDER BY similarity(s.word, q.word) DESC, s.products DESC, s.word
      LIMIT ${limit}
    ) AS near`;
}

/**
 * One page of a search for a single word, ranked, from the posting list alone (every listed product's
 * words with their relevance; see the SearchPosting model): the same order as orderClause gives for
 * relevance, without reading or ranking every product that contains the word. `word` is one word of
 * letters (see isOneWord), which English full text makes into one lexeme or, for a stop word, none.
 */
export function postingPageSql(word: string, limit: number, offset: number): Prisma.Sql {
  return Prisma.sql`SELECT s."productId" AS id FROM "SearchPosting" s WHERE s.lexeme = ${lexemeOf(word)}
    ORDER BY s.rank DESC, s.purchased DESC, s."productId" ASC LIMIT ${limit} OFFSET ${offset}`;
}

export function postingCountSql(word: string): Prisma.Sql {
  return Prisma.sql`SELECT count(*)::int AS total FROM "SearchPosting" s WHERE s.lexeme = ${lexemeOf(word)}`;
}

/** Whether the posting list can answer this search: a single word of plain letters, not a colour family or an occasion (which stand for several words). */
export function isOneWord(search: string): boolean {
  return /^[a-z]+$/i.test(search) && colorFamily(search) === null && occasionFamily(search) === null;
}

function lexemeOf(word: string): Prisma.Sql {
  return Prisma.sql`(tsvector_to_array(to_tsvector('english', ${word})))[1]`;
}

export function whereClause(conditions: Prisma.Sql[]): Prisma.Sql {
  return conditions.length > 0 ? Prisma.join(conditions, " AND ") : Prisma.sql`TRUE`;
}

/** ORDER BY for a query; the id comes last so equal values never reorder between pages. */
export function orderClause(query: ProductSearchQuery, text: TextQuery | null, price: Prisma.Sql = STORED_PRICE): Prisma.Sql {
  const direction = DIRECTIONS[query.sortOrder];
  if (query.sortBy === "relevance") {
    if (text === null) throw new Error("relevance needs a search");
    return Prisma.sql`${relevance(text)} ${direction}, p."purchased" DESC, p.id ASC`;
  }
  const column = query.sortBy === "price" ? price : SORT_COLUMNS[query.sortBy];
  return Prisma.sql`${column} ${direction}, p.id ASC`;
}

/** One page of ids; with `withTotal` each row also carries the number of matches (for relevance, which ranks them all anyway). */
export function pageSql(where: Prisma.Sql, order: Prisma.Sql, limit: number, offset: number, withTotal: boolean): Prisma.Sql {
  const total = withTotal ? Prisma.sql`, count(*) OVER ()::int AS total` : Prisma.empty;
  return Prisma.sql`SELECT p.id${total} FROM "Product" p WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * In one statement, for each facet: how many matching products carry each value of `value` (a
 * column, or unnest() of an array column, of the products p) under that facet's `where`. The
 * products matching a `where` that several facets share (every facet whose own filter is not
 * chosen) are read once, into a materialised CTE of the columns facets count (category, region,
 * colours, sizes); a facet alone with its `where` reads them itself.
 */
export function facetsSql(facets: readonly { facet: string; value: Prisma.Sql; where: Prisma.Sql }[]): Prisma.Sql {
  const key = (where: Prisma.Sql) => JSON.stringify([where.sql, where.values]);
  const sharing = new Map<string, number>();
  for (const { where } of facets) sharing.set(key(where), (sharing.get(key(where)) ?? 0) + 1);
  const shared = new Map<string, { name: Prisma.Sql; where: Prisma.Sql }>();
  const counts = facets.map(({ facet, value, where }) => {
    let source = Prisma.sql`(SELECT * FROM "Product" p WHERE ${where})`;
    if (sharing.get(key(where))! > 1) {
      const match = shared.get(key(where)) ?? { name: Prisma.raw(`m${shared.size}`), where };
      shared.set(key(where), match);
      source = match.name;
    }
    return Prisma.sql`SELECT ${facet} AS facet, value, count(*)::int AS total FROM (SELECT ${value} AS value FROM ${source} p) AS v GROUP BY value`;
  });
  const ctes = [...shared.values()].map(
    ({ name, where }) =>
      Prisma.sql`${name} AS MATERIALIZED (SELECT p."categoryId", p."originRegion", p."colorCodes", p."availableSizes" FROM "Product" p WHERE ${where})`,
  );
  const union = Prisma.join(counts, " UNION ALL ");
  return ctes.length > 0 ? Prisma.sql`WITH ${Prisma.join(ctes)} ${union}` : union;
}

export function countSql(where: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`SELECT count(*)::int AS total FROM "Product" p WHERE ${where}`;
}
