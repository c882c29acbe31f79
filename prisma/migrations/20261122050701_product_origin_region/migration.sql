-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "originRegion" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "Product_originRegion_idx" ON "Product"("originRegion");
