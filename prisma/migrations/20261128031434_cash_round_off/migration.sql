-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "roundOffPaise" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "CreditNote" ADD COLUMN     "roundOffPaise" INTEGER NOT NULL DEFAULT 0;
