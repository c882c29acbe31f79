import "server-only";
import { getDb } from "@/lib/db";

// What the shop's filters offer: categories, colours and craft regions, each with what it holds.

/** nameHi: its name in Hindi, "" when not translated. */
export type CategoryFacet = { id: string; name: string; nameHi: string; slug: string; image: string; productCount: number };
export type ColorFacet = { colorName: string; colorCode: string };
export type RegionFacet = { region: string; productCount: number };

/** Every category by name, with how many products it holds. */
export async function listCategories(): Promise<CategoryFacet[]> {
  const rows = await getDb().category.findMany({
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: {
      id: true,
      name: true,
      nameHi: true,
      slug: true,
      image: true,
      _count: { select: { products: { where: { archivedAt: null } } } },
    },
  });
  return rows.map(({ _count, ...category }) => ({ ...category, productCount: _count.products }));
}

/** Every colour in the catalogue once per code (lower case), under its most common name (ties: alphabetical), by name. */
export async function listColors(): Promise<ColorFacet[]> {
  // Counting (code, name) pairs first keeps it to one hash aggregate over the variants.
  return getDb().$queryRaw<ColorFacet[]>`
    SELECT "colorName", "colorCode" FROM (
      SELECT DISTINCT ON (code) name AS "colorName", code AS "colorCode"
      FROM (
        SELECT lower("colorCode") AS code, "colorName" AS name, sum(n) AS n
        FROM (SELECT "colorCode", "colorName", count(*) AS n FROM "Variant" v JOIN "Product" p ON p.id = v."productId" AND p."archivedAt" IS NULL GROUP BY 1, 2) AS pairs
        GROUP BY 1, 2
      ) AS named
      ORDER BY code, n DESC, name
    ) AS colours
    ORDER BY "colorName", "colorCode"`;
}

/** The craft regions products come from, by name, with how many products each (products without one left out). */
export async function listRegions(): Promise<RegionFacet[]> {
  return getDb().$queryRaw<RegionFacet[]>`
    SELECT "originRegion" AS region, count(*)::int AS "productCount"
    FROM "Product"
    WHERE "originRegion" <> '' AND "archivedAt" IS NULL
    GROUP BY "originRegion"
    ORDER BY "originRegion"`;
}
