-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "codConfirmBy" TIMESTAMP(3),
ADD COLUMN     "codConfirmedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Order_codConfirmBy_idx" ON "Order"("codConfirmBy");
