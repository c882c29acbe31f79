-- AlterTable
ALTER TABLE "PromotionUse" ADD COLUMN     "fixedBeforeGst" BOOLEAN NOT NULL DEFAULT false;

-- Every fixed amount used so far was taken before GST: their returns re-run the order as it was placed.
UPDATE "PromotionUse" u SET "fixedBeforeGst" = true FROM "Promotion" p WHERE p."id" = u."promotionId" AND p."type" = 'FIXED';
