-- CreateEnum
CREATE TYPE "ReviewFit" AS ENUM ('RUNS_SMALL', 'TRUE_TO_SIZE', 'RUNS_LARGE');

-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "fit" "ReviewFit";
