-- AlterTable
ALTER TABLE "CreditNote" ADD COLUMN     "codFeePaise" INTEGER NOT NULL DEFAULT 0;
