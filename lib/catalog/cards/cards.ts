import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { toProductCard, type ProductCard, type ProductCardRow, type ProductImage } from "./product-card";

// The cards of a listing in one statement. Prisma's nested select (productCardSelect) reads them in four
// (products, categories, variants, pictures) and cost about three times the CPU of this one (2.2 ms
// against 0.7 ms for 12 cards, measured): a search's first visit pays it on every request.

/** A colour's pictures in order, as a JSON array (empty when it has none). */
export const imagesJsonSql = (variantId: Prisma.Sql) => Prisma.sql`
  (SELECT coalesce(json_agg(json_build_object('url', i.url, 'alt', i.alt, 'width', i.width, 'height', i.height) ORDER BY i.position, i.id), '[]')
   FROM "VariantImage" i WHERE i."variantId" = ${variantId})`;

type CardRow = Omit<ProductCardRow, "category" | "variants"> & { categoryName: string; categorySlug: string; images: ProductImage[] };

/** The cards of these products, in the given order (each with its first colour's pictures). */
export async function loadCards(ids: readonly string[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await getDb().$queryRaw<CardRow[]>`
    SELECT p.id, p.slug, p.name, p."nameHi", p.description, p.details, p.hsn, p."categoryId", c.name AS "categoryName",
      c.slug AS "categorySlug", p."cashOnDelivery", p."originRegion", p."minPricePaise", p."minPriceWithGstPaise",
      p."minCutPricePaise", p."minCutPriceWithGstPaise", p."maxPricePaise", p."minStock", p."maxStock", p."totalVariants", p."inStock", p."maxDiscountPct",
      p."availableSizes", p."colorCodes", p."ratingAverage", p."ratingCount", p.viewed, p.purchased, p."createdAt",
      ${imagesJsonSql(Prisma.sql`(SELECT v.id FROM "Variant" v WHERE v."productId" = p.id ORDER BY v.position, v.id LIMIT 1)`)} AS images
    FROM "Product" p JOIN "Category" c ON c.id = p."categoryId"
    WHERE p.id = ANY (${[...ids]}::text[])`;
  const byId = new Map(
    rows.map(({ categoryName, categorySlug, images, ...row }) => [
      row.id,
      toProductCard({ ...row, category: { name: categoryName, slug: categorySlug }, variants: [{ images }] }),
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
