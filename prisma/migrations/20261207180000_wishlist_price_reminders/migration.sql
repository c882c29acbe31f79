-- AlterEnum
ALTER TYPE "ReminderKind" ADD VALUE 'WISHLIST_PRICE';

-- AlterTable
ALTER TABLE "Reminder" ALTER COLUMN "cartStartedAt" DROP NOT NULL,
ADD COLUMN     "pricePaise" INTEGER,
ADD COLUMN     "sizeId" TEXT;

-- AlterTable
ALTER TABLE "WishlistLine" ADD COLUMN     "savedPricePaise" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "Reminder_userId_kind_sizeId_pricePaise_key" ON "Reminder"("userId", "kind", "sizeId", "pricePaise");
