-- CreateTable
CREATE TABLE "OrderNotice" (
    "orderId" TEXT NOT NULL,
    "event" VARCHAR(40) NOT NULL,
    "channel" "NoticeChannel" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "OrderNotice_pkey" PRIMARY KEY ("orderId","event","channel")
);

-- AddForeignKey
ALTER TABLE "OrderNotice" ADD CONSTRAINT "OrderNotice_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
