-- AlterEnum
ALTER TYPE "ReturnReason" ADD VALUE 'DAMAGED';
