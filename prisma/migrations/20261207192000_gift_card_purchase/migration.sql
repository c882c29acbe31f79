-- A gift card bought online (issue 51 point 4): its code is made when it is sent, so it may have none yet.
ALTER TABLE "GiftCard" ALTER COLUMN "codeHash" DROP NOT NULL,
ALTER COLUMN "codeEnd" DROP NOT NULL,
ADD COLUMN     "paymentId" TEXT,
ADD COLUMN     "sendAt" TIMESTAMP(3),
ADD COLUMN     "sentAt" TIMESTAMP(3);

-- CreateIndex
CREATE UNIQUE INDEX "GiftCard_paymentId_key" ON "GiftCard"("paymentId");

-- AddForeignKey
ALTER TABLE "GiftCard" ADD CONSTRAINT "GiftCard_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE SET NULL ON UPDATE CASCADE;
