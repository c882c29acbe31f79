-- CreateEnum
CREATE TYPE "CodConfirmedVia" AS ENUM ('WHATSAPP', 'LINK', 'PAY_NOW', 'CALL', 'OWNER');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "codConfirmedVia" "CodConfirmedVia";

-- AlterTable
ALTER TABLE "Promotion" ADD COLUMN     "listed" BOOLEAN NOT NULL DEFAULT true;

-- Orders confirmed before this: the shopper's answers were audited with how they came; an order
-- confirmed by an admin's move (a call or a bulk confirm, not told apart then) counts as the owner's.
UPDATE "Order" o SET "codConfirmedVia" = CASE a.via
    WHEN 'whatsapp' THEN 'WHATSAPP'::"CodConfirmedVia"
    WHEN 'pay-now' THEN 'PAY_NOW'::"CodConfirmedVia"
    ELSE 'LINK'::"CodConfirmedVia" END
FROM (
  SELECT DISTINCT ON ("entityId") "entityId", "data"->>'via' AS via
  FROM "AuditLog" WHERE "action" = 'order.cod_confirmed' AND "entityType" = 'Order'
  ORDER BY "entityId", "createdAt"
) a
WHERE a."entityId" = o."id" AND o."codConfirmedAt" IS NOT NULL;

UPDATE "Order" SET "codConfirmedVia" = 'OWNER' WHERE "codConfirmedAt" IS NOT NULL AND "codConfirmedVia" IS NULL;
