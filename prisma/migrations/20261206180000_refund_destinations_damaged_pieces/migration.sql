-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "payoutReference" TEXT,
ADD COLUMN     "refundUpi" TEXT,
ADD COLUMN     "refundUpiName" TEXT;

-- AlterTable
ALTER TABLE "OrderLine" ADD COLUMN     "damagedQuantity" INTEGER NOT NULL DEFAULT 0;

-- A damaged piece is one of the line's pieces.
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_damaged_valid" CHECK ("damagedQuantity" BETWEEN 0 AND "quantity");
