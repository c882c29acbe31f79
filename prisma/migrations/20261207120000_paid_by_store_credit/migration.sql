-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "storeCreditPaise" INTEGER NOT NULL DEFAULT 0;
