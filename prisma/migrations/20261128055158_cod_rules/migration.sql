-- CreateEnum
CREATE TYPE "CodPlaceKind" AS ENUM ('PIN', 'STATE');

-- CreateEnum
CREATE TYPE "CodPlaceEffect" AS ENUM ('ALLOW', 'PREPAID_ONLY', 'BLOCK');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "codFeeGstPaise" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "codFeePaise" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "movedToPrepaidAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "CodRuleSet" (
    "id" TEXT NOT NULL,
    "validFrom" TIMESTAMP(3) NOT NULL,
    "minOrderPaise" INTEGER NOT NULL DEFAULT 0,
    "maxOrderPaise" INTEGER NOT NULL,
    "feePaise" INTEGER NOT NULL DEFAULT 0,
    "firstOrderMaxPaise" INTEGER,
    "rtoLookbackDays" INTEGER,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CodRuleSet_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CodPlaceRule" (
    "id" TEXT NOT NULL,
    "ruleSetId" TEXT NOT NULL,
    "kind" "CodPlaceKind" NOT NULL,
    "value" TEXT NOT NULL,
    "effect" "CodPlaceEffect" NOT NULL,

    CONSTRAINT "CodPlaceRule_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CodRuleSet_validFrom_idx" ON "CodRuleSet"("validFrom");

-- CreateIndex
CREATE UNIQUE INDEX "CodPlaceRule_ruleSetId_kind_value_key" ON "CodPlaceRule"("ruleSetId", "kind", "value");

-- AddForeignKey
ALTER TABLE "CodRuleSet" ADD CONSTRAINT "CodRuleSet_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CodPlaceRule" ADD CONSTRAINT "CodPlaceRule_ruleSetId_fkey" FOREIGN KEY ("ruleSetId") REFERENCES "CodRuleSet"("id") ON DELETE CASCADE ON UPDATE CASCADE;
