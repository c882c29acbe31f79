-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "minPriceWithGstPaise" INTEGER;

-- AlterTable
ALTER TABLE "SizeStock" ADD COLUMN     "cutPriceWithGstPaise" INTEGER,
ADD COLUMN     "priceWithGstPaise" INTEGER;

-- A typed price with GST is never below the price before GST derived from it.
ALTER TABLE "SizeStock" ADD CONSTRAINT "SizeStock_typed_prices_cover" CHECK (
  ("priceWithGstPaise" IS NULL OR "priceWithGstPaise" >= "pricePaise")
  AND ("cutPriceWithGstPaise" IS NULL OR "cutPriceWithGstPaise" >= "cutPricePaise"));
