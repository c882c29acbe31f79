import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { SIZE_ORDER } from "../sizes";

// Writes that keep a product's listing fields in step with its variants.

/** percentOff (lib/pricing/discount.ts) in SQL, as an int: floor((cut − price) × 100 / cut), 0 without a cut price above the price. */
export function percentOffSql(pricePaise: Prisma.Sql, cutPricePaise: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(CASE WHEN ${cutPricePaise} > 0 AND ${cutPricePaise} > ${pricePaise}
    THEN floor((${cutPricePaise} - ${pricePaise})::numeric * 100 / ${cutPricePaise}) ELSE 0 END)::int`;
}

/** The cheapest size first, and of those the one with the highest cut price (the product page's struck price, offerOf). */
const cheapestFirst = Prisma.sql`ss."pricePaise", ss."priceWithGstPaise" NULLS LAST, ss."cutPricePaise" DESC, ss."cutPriceWithGstPaise" NULLS LAST`;

/**
 * Recomputes the listing fields of these products from their variants and sizes in one statement:
 * prices and stock (min/max over every size; the cheapest size's price typed with GST, if it was, and its cut price), inStock (a size with stock), the number of colours,
 * the best discount (percentOff of lib/pricing), the sizes in stock (in SIZE_ORDER, unknown labels last by position)
 * the colour codes (in colour order, lower case, as the colour filter expects) and the colour names (the colour words of the
 * search index, in colour order). A product without variants gets zeros and empty lists.
 * Admin writes and placed orders call it after changing variants, sizes or stock (an order passes its transaction). Returns the number of products updated.
 */
export async function refreshProductListing(
  productIds: readonly string[],
  db: Pick<Prisma.TransactionClient, "$executeRaw"> = getDb(),
): Promise<number> {
  if (productIds.length === 0) return 0;
  return db.$executeRaw`
    UPDATE "Product" AS p SET
      "minPricePaise" = coalesce(s.min_price, 0),
      "minPriceWithGstPaise" = s.min_price_with_gst,
      "minCutPricePaise" = coalesce(s.min_cut_price, 0),
      "minCutPriceWithGstPaise" = s.min_cut_price_with_gst,
      "maxPricePaise" = coalesce(s.max_price, 0),
      "minStock" = coalesce(s.min_stock, 0),
      "maxStock" = coalesce(s.max_stock, 0),
      "inStock" = coalesce(s.in_stock, false),
      "maxDiscountPct" = coalesce(s.max_discount, 0),
      "availableSizes" = coalesce(s.available_sizes, '{}'),
      "totalVariants" = v.total_variants,
      "colorCodes" = v.color_codes,
      "colorNames" = v.color_names
    FROM unnest(${[...new Set(productIds)]}::text[]) AS ids(id)
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS total_variants,
             coalesce(array_agg(lower(va."colorCode") ORDER BY va.position, va.id), '{}') AS color_codes,
             coalesce(string_agg(va."colorName", ' ' ORDER BY va.position, va.id), '') AS color_names
      FROM "Variant" va WHERE va."productId" = ids.id
    ) AS v
    CROSS JOIN LATERAL (
      SELECT min(ss."pricePaise") AS min_price,
             (array_agg(ss."priceWithGstPaise" ORDER BY ss."pricePaise", ss."priceWithGstPaise" NULLS LAST))[1] AS min_price_with_gst,
             (array_agg(ss."cutPricePaise" ORDER BY ${cheapestFirst}))[1] AS min_cut_price,
             (array_agg(ss."cutPriceWithGstPaise" ORDER BY ${cheapestFirst}))[1] AS min_cut_price_with_gst,
             max(ss."pricePaise") AS max_price,
             min(ss.stock) AS min_stock,
             max(ss.stock) AS max_stock,
             bool_or(ss.stock > 0) AS in_stock,
             max(${percentOffSql(Prisma.sql`ss."pricePaise"`, Prisma.sql`ss."cutPricePaise"`)}) AS max_discount,
             (SELECT array_agg(sized.size ORDER BY array_position(${[...SIZE_ORDER]}::text[], upper(btrim(sized.size))), sized.position, sized.size)
              FROM (SELECT s2.size, min(s2.position) AS position
                    FROM "SizeStock" s2 JOIN "Variant" v2 ON v2.id = s2."variantId"
                    WHERE v2."productId" = ids.id AND s2.stock > 0
                    GROUP BY s2.size) AS sized) AS available_sizes
      FROM "SizeStock" ss JOIN "Variant" va ON va.id = ss."variantId"
      WHERE va."productId" = ids.id
    ) AS s
    WHERE p.id = ids.id`;
}
