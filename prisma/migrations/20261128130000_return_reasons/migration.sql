-- CreateEnum
CREATE TYPE "ReturnReason" AS ENUM ('TOO_SMALL', 'TOO_LARGE', 'NOT_AS_SHOWN', 'QUALITY', 'CHANGED_MIND', 'OTHER');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "returnReasonCode" "ReturnReason";
