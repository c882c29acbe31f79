-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "clawbackLines" JSONB,
ADD COLUMN     "clawbackPaise" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Promotion" ADD COLUMN     "combinesWithSales" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "ClawbackNote" (
    "id" TEXT NOT NULL,
    "number" VARCHAR(16) NOT NULL,
    "kind" VARCHAR(6) NOT NULL,
    "orderId" TEXT NOT NULL,
    "returnOrderId" TEXT NOT NULL,
    "lines" JSONB NOT NULL,
    "totalPaise" INTEGER NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClawbackNote_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ClawbackNote_number_key" ON "ClawbackNote"("number");

-- CreateIndex
CREATE UNIQUE INDEX "ClawbackNote_returnOrderId_key" ON "ClawbackNote"("returnOrderId");

-- CreateIndex
CREATE INDEX "ClawbackNote_orderId_idx" ON "ClawbackNote"("orderId");

-- AddForeignKey
ALTER TABLE "ClawbackNote" ADD CONSTRAINT "ClawbackNote_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClawbackNote" ADD CONSTRAINT "ClawbackNote_returnOrderId_fkey" FOREIGN KEY ("returnOrderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
