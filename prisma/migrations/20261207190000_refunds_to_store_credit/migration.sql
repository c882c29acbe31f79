-- Refunds to store credit (issue 51 point 2, decision 105): a return's choice, the part given back to
-- credit first, the owner's bonus, and the owner's setting of that bonus.

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "refundToCredit" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "creditBackPaise" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "creditBonusPaise" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "ReturnSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "creditBonusPercent" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ReturnSettings_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "ReturnSettings_creditBonusPercent_range" CHECK ("creditBonusPercent" BETWEEN 0 AND 50)
);
