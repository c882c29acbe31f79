-- AlterTable
ALTER TABLE "Category" ADD COLUMN     "sizeChart" JSONB;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "sizeChart" JSONB;
