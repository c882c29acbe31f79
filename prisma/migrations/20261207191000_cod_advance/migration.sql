-- AlterEnum
ALTER TYPE "CodConfirmedVia" ADD VALUE 'ADVANCE';

-- AlterEnum
ALTER TYPE "CodPlaceEffect" ADD VALUE 'ADVANCE';

-- AlterTable
ALTER TABLE "CodRuleSet" ADD COLUMN     "advanceFixedPaise" INTEGER,
ADD COLUMN     "advancePercent" INTEGER,
ADD COLUMN     "advanceFromPaise" INTEGER,
ADD COLUMN     "advanceOnRecentRto" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "advanceKeepPaise" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "advancePaise" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "advanceKeepPaise" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "advancePaidAt" TIMESTAMP(3);
