-- AlterEnum
ALTER TYPE "PromotionType" ADD VALUE 'GIFT';

-- AlterTable
ALTER TABLE "Promotion" ADD COLUMN     "giftSizeId" TEXT;

-- AddForeignKey
ALTER TABLE "Promotion" ADD CONSTRAINT "Promotion_giftSizeId_fkey" FOREIGN KEY ("giftSizeId") REFERENCES "SizeStock"("id") ON DELETE SET NULL ON UPDATE CASCADE;
