-- AlterEnum
ALTER TYPE "OrderType" ADD VALUE 'REPLACEMENT';

-- AlterTable
ALTER TABLE "OrderLine" ADD COLUMN     "replacesLineId" TEXT;

-- CreateIndex
CREATE INDEX "OrderLine_replacesLineId_idx" ON "OrderLine"("replacesLineId");

-- AddForeignKey
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_replacesLineId_fkey" FOREIGN KEY ("replacesLineId") REFERENCES "OrderLine"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
