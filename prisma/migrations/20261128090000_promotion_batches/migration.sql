-- AlterTable
ALTER TABLE "Promotion" ADD COLUMN     "batchId" TEXT;

-- CreateIndex
CREATE INDEX "Promotion_batchId_idx" ON "Promotion"("batchId");
