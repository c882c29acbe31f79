import "server-only";
import { getDb } from "@/lib/db";

// Writes that keep a product's listing fields in step with its variants.

/**
 * Recomputes the listing fields of these products from their variants and sizes in one statement:
 * prices and stock (min/max over every size), inStock (a size with stock), the number of colours,
 * the best discount (whole percent of the cut price, floored), the sizes in stock (in size order)
 * and the colour codes (in colour order, lower case, as the colour filter expects). A product without variants gets zeros and empty lists.
 * Admin writes call it after changing variants or sizes. Returns the number of products updated.
 */
export async function refreshProductListing(productIds: readonly string[]): Promise<number> {
  if (productIds.length === 0) return 0;
  return getDb().$executeRaw`
    UPDATE "Product" AS p SET
      "minPricePaise" = coalesce(s.min_price, 0),
      "maxPricePaise" = coalesce(s.max_price, 0),
      "minStock" = coalesce(s.min_stock, 0),
      "maxStock" = coalesce(s.max_stock, 0),
      "inStock" = coalesce(s.in_stock, false),
      "maxDiscountPct" = coalesce(s.max_discount, 0),
      "availableSizes" = coalesce(s.available_sizes, '{}'),
      "totalVariants" = v.total_variants,
      "colorCodes" = v.color_codes
    FROM unnest(${[...new Set(productIds)]}::text[]) AS ids(id)
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS total_variants,
             coalesce(array_agg(lower(va."colorCode") ORDER BY va.position, va.id), '{}') AS color_codes
      FROM "Variant" va WHERE va."productId" = ids.id
    ) AS v
    CROSS JOIN LATERAL (
      SELECT min(ss."pricePaise") AS min_price,
             max(ss."pricePaise") AS max_price,
             min(ss.stock) AS min_stock,
             max(ss.stock) AS max_stock,
             bool_or(ss.stock > 0) AS in_stock,
             max(greatest(0, floor((ss."cutPricePaise" - ss."pricePaise") * 100.0 / nullif(ss."cutPricePaise", 0))))::int AS max_discount,
             (SELECT array_agg(sized.size ORDER BY sized.position, sized.size)
              FROM (SELECT s2.size, min(s2.position) AS position
                    FROM "SizeStock" s2 JOIN "Variant" v2 ON v2.id = s2."variantId"
                    WHERE v2."productId" = ids.id AND s2.stock > 0
                    GROUP BY s2.size) AS sized) AS available_sizes
      FROM "SizeStock" ss JOIN "Variant" va ON va.id = ss."variantId"
      WHERE va."productId" = ids.id
    ) AS s
    WHERE p.id = ids.id`;
}
