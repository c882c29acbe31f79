-- CreateEnum
CREATE TYPE "NoticeChannel" AS ENUM ('EMAIL', 'SMS');

-- AlterTable
ALTER TABLE "SizeStock" ADD COLUMN     "restockedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ContactConsent" (
    "id" TEXT NOT NULL,
    "contact" TEXT NOT NULL,
    "channel" "NoticeChannel" NOT NULL,
    "givenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "withdrawnAt" TIMESTAMP(3),

    CONSTRAINT "ContactConsent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StockNotice" (
    "id" TEXT NOT NULL,
    "sizeId" TEXT NOT NULL,
    "contact" TEXT NOT NULL,
    "channel" "NoticeChannel" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "notifiedAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),

    CONSTRAINT "StockNotice_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ContactConsent_contact_channel_key" ON "ContactConsent"("contact", "channel");

-- CreateIndex
CREATE INDEX "StockNotice_sizeId_createdAt_idx" ON "StockNotice"("sizeId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "StockNotice_sizeId_contact_channel_key" ON "StockNotice"("sizeId", "contact", "channel");

-- AddForeignKey
ALTER TABLE "StockNotice" ADD CONSTRAINT "StockNotice_sizeId_fkey" FOREIGN KEY ("sizeId") REFERENCES "SizeStock"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A size going from 0 to above 0, by whatever write (an admin's edit, a CSV import, a cancelled
-- order or a return put back), stamps its round of back-in-stock notices (decision 090).
CREATE FUNCTION size_restocked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."restockedAt" := now();
  RETURN NEW;
END $$;

CREATE TRIGGER "SizeStock_restocked" BEFORE UPDATE OF "stock" ON "SizeStock"
  FOR EACH ROW WHEN (OLD."stock" <= 0 AND NEW."stock" > 0) EXECUTE FUNCTION size_restocked();
