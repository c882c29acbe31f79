-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "minCutPriceWithGstPaise" INTEGER,
ADD COLUMN     "minCutPricePaise" INTEGER NOT NULL DEFAULT 0;

-- The cheapest size's cut price, as refreshProductListing (lib/catalog/listing.ts) keeps it from now on.
UPDATE "Product" AS p SET
  "minCutPricePaise" = s."cutPricePaise",
  "minCutPriceWithGstPaise" = s."cutPriceWithGstPaise"
FROM (
  SELECT DISTINCT ON (va."productId") va."productId", ss."cutPricePaise", ss."cutPriceWithGstPaise"
  FROM "SizeStock" ss JOIN "Variant" va ON va.id = ss."variantId"
  ORDER BY va."productId", ss."pricePaise", ss."priceWithGstPaise" NULLS LAST, ss."cutPricePaise" DESC, ss."cutPriceWithGstPaise" NULLS LAST
) AS s
WHERE p.id = s."productId";
