-- CreateEnum
CREATE TYPE "DeliveryAnswer" AS ENUM ('REATTEMPT', 'RETURN');

-- AlterEnum (PostgreSQL 12 and later add enum values inside the migration's transaction)
ALTER TYPE "OrderStatus" ADD VALUE 'DELIVERY_FAILED';
ALTER TYPE "OrderStatus" ADD VALUE 'RTO_INITIATED';
ALTER TYPE "OrderStatus" ADD VALUE 'RTO_DELIVERED';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "courierScanAt" TIMESTAMP(3),
ADD COLUMN     "deliveryFailedAt" TIMESTAMP(3),
ADD COLUMN     "restockedAt" TIMESTAMP(3),
ADD COLUMN     "rtoDeliveredAt" TIMESTAMP(3),
ADD COLUMN     "rtoInitiatedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "DeliveryFailure" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "attempt" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "failedAt" TIMESTAMP(3) NOT NULL,
    "deadline" TIMESTAMP(3) NOT NULL,
    "answer" "DeliveryAnswer",
    "answeredBy" TEXT,
    "answeredAt" TIMESTAMP(3),
    "reattemptOn" VARCHAR(10),
    "phone" VARCHAR(10),
    "landmark" VARCHAR(120),

    CONSTRAINT "DeliveryFailure_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DeliveryFailure_answer_deadline_idx" ON "DeliveryFailure"("answer", "deadline");

-- CreateIndex
CREATE UNIQUE INDEX "DeliveryFailure_orderId_attempt_key" ON "DeliveryFailure"("orderId", "attempt");

-- AddForeignKey
ALTER TABLE "DeliveryFailure" ADD CONSTRAINT "DeliveryFailure_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
