import "server-only";
import { z } from "zod";
import type { Ctx } from "@/lib/auth/caller";
import { hit, LIMITS } from "@/lib/auth/rate-limit";
import { getDb } from "@/lib/db";
import { cappedText } from "@/lib/text-fields";
import { parseInput } from "@/lib/validation";
import { categoryPath, productPath } from "@/lib/paths";
import { listCategories } from "../facets/facets";
import { colourCompletions, normalPrefix, prefixTsquery, SUGGEST_MIN_CHARS, wordsTsquery } from "./suggest-query";

// The search box's suggestions while typing: colours, categories and products that begin with what
// was typed, at most MAX_SUGGESTIONS. Like every domain function it reads the database as it is
// (each part is an indexed lookup with a small limit); the route lets browsers keep each prefix's
// answer for a few minutes.

export const MAX_SUGGESTIONS = 8;
const MAX_COLOURS = 2;
const MAX_CATEGORIES = 2;

export type Suggestion = { kind: "colour" | "category" | "product"; label: string; href: string };

export const suggestSchema = z.object({
  q: cappedText(100, "q must be at most 100 characters", "q must be text").default(""),
});

/** GET /api/v1/products/suggest?q=: the suggestions for what the shopper has typed so far. */
export async function suggestSearches(ctx: Ctx, input: unknown): Promise<Suggestion[]> {
  const prefix = normalPrefix(parseInput(suggestSchema, input).q);
  if (prefix.length < SUGGEST_MIN_CHARS) return [];
  await hit(LIMITS.suggestPerIp(ctx.ip));
  const [colours, categories, products] = await Promise.all([
    colourSuggestions(prefix),
    categorySuggestions(prefix),
    productSuggestions(prefix),
  ]);
  return [...colours, ...categories, ...products].slice(0, MAX_SUGGESTIONS);
}

const searchPath = (text: string) => `/search?search=${encodeURIComponent(text)}`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Colour families the prefix begins, when a listed product matches the completed words (a colour of the family among them). */
async function colourSuggestions(prefix: string): Promise<Suggestion[]> {
  const found: Suggestion[] = [];
  for (const text of colourCompletions(prefix)) {
    if (found.length === MAX_COLOURS) break;
    const query = wordsTsquery(text);
    const [row] = await getDb().$queryRaw<{ found: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM "Product" p
        WHERE p."archivedAt" IS NULL AND p."searchVector" @@ to_tsquery('english', ${query})) AS found`;
    if (row?.found) found.push({ kind: "colour", label: capitalised(text), href: searchPath(text) });
  }
  return found;
}

/** Categories with a word beginning each typed word. */
async function categorySuggestions(prefix: string): Promise<Suggestion[]> {
  const typed = prefix.split(" ");
  return (await listCategories())
    .filter((category) => {
      const words = normalPrefix(category.name).split(" ");
      return typed.every((part) => words.some((word) => word.startsWith(part)));
    })
    .slice(0, MAX_CATEGORIES)
    .map((category) => ({ kind: "category", label: category.name, href: categoryPath(category.slug) }));
}

/** Listed products whose words match, best sellers first (the text index finds them; the limit stops early). */
async function productSuggestions(prefix: string): Promise<Suggestion[]> {
  const rows = await getDb().$queryRaw<{ name: string; slug: string }[]>`
    SELECT p.name, p.slug FROM "Product" p
    WHERE p."archivedAt" IS NULL AND p."searchVector" @@ to_tsquery('english', ${prefixTsquery(prefix)})
    ORDER BY p.purchased DESC, p.id LIMIT ${MAX_SUGGESTIONS}`;
  const named = new Map(rows.map((row) => [row.name, row.slug]));
  return [...named].map(([name, slug]) => ({ kind: "product", label: name, href: productPath(slug) }));
}
