-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "provedPhone" TEXT;

-- CreateIndex
CREATE INDEX "Order_provedPhone_idx" ON "Order"("provedPhone");

-- Orders delivered before this proved their delivery phone (decision 098), normalised as lib/phone.ts does.
UPDATE "Order" SET "provedPhone" = '+91' || right(digits, 10)
FROM (SELECT "id" AS oid, regexp_replace("shipPhoneNumber", '[\s().-]', '', 'g') AS digits FROM "Order" WHERE "deliveredAt" IS NOT NULL) d
WHERE "id" = d.oid
  AND (d.digits ~ '^[6-9][0-9]{9}$' OR d.digits ~ '^\+91[6-9][0-9]{9}$' OR d.digits ~ '^91[6-9][0-9]{9}$' OR d.digits ~ '^0[6-9][0-9]{9}$');
