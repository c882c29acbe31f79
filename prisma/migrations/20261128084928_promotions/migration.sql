-- CreateEnum
CREATE TYPE "PromotionType" AS ENUM ('PERCENT', 'FIXED', 'BUY_X_GET_Y');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "cartCouponCode" TEXT;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "promoDiscountPaise" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "OrderLine" ADD COLUMN     "unitDiscountPaise" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "Promotion" (
    "id" TEXT NOT NULL,
    "code" TEXT,
    "title" TEXT NOT NULL,
    "type" "PromotionType" NOT NULL,
    "percentBp" INTEGER NOT NULL DEFAULT 0,
    "amountPaise" INTEGER NOT NULL DEFAULT 0,
    "buyQuantity" INTEGER NOT NULL DEFAULT 0,
    "getQuantity" INTEGER NOT NULL DEFAULT 0,
    "maxRepeats" INTEGER,
    "minCartPaise" INTEGER NOT NULL DEFAULT 0,
    "firstOrderOnly" BOOLEAN NOT NULL DEFAULT false,
    "prepaidOnly" BOOLEAN NOT NULL DEFAULT false,
    "combinable" BOOLEAN NOT NULL DEFAULT false,
    "startsAt" TIMESTAMP(3),
    "endsAt" TIMESTAMP(3),
    "usageLimit" INTEGER,
    "usedCount" INTEGER NOT NULL DEFAULT 0,
    "perCustomerLimit" INTEGER,
    "budgetPaise" INTEGER,
    "givenPaise" INTEGER NOT NULL DEFAULT 0,
    "categoryIds" TEXT[],
    "productIds" TEXT[],
    "sizeIds" TEXT[],
    "archivedAt" TIMESTAMP(3),
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Promotion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PromotionUse" (
    "id" TEXT NOT NULL,
    "promotionId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "userId" TEXT,
    "email" TEXT,
    "phones" TEXT[],
    "discountPaise" INTEGER NOT NULL,
    "releasedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PromotionUse_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Promotion_code_key" ON "Promotion"("code");

-- CreateIndex
CREATE INDEX "Promotion_archivedAt_code_idx" ON "Promotion"("archivedAt", "code");

-- CreateIndex
CREATE INDEX "PromotionUse_promotionId_userId_idx" ON "PromotionUse"("promotionId", "userId");

-- CreateIndex
CREATE INDEX "PromotionUse_promotionId_email_idx" ON "PromotionUse"("promotionId", "email");

-- CreateIndex
CREATE INDEX "PromotionUse_phones_idx" ON "PromotionUse" USING GIN ("phones");

-- CreateIndex
CREATE UNIQUE INDEX "PromotionUse_promotionId_orderId_key" ON "PromotionUse"("promotionId", "orderId");

-- AddForeignKey
ALTER TABLE "Promotion" ADD CONSTRAINT "Promotion_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromotionUse" ADD CONSTRAINT "PromotionUse_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromotionUse" ADD CONSTRAINT "PromotionUse_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A promotion's limits hold even against a bug in the code that reserves them.
ALTER TABLE "Promotion" ADD CONSTRAINT "Promotion_uses_within_limit" CHECK ("usedCount" >= 0 AND ("usageLimit" IS NULL OR "usedCount" <= "usageLimit"));
ALTER TABLE "Promotion" ADD CONSTRAINT "Promotion_given_within_budget" CHECK ("givenPaise" >= 0 AND ("budgetPaise" IS NULL OR "givenPaise" <= "budgetPaise"));
