-- AlterTable
ALTER TABLE "Category" ADD COLUMN     "nameHi" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "descriptionHi" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "nameHi" TEXT NOT NULL DEFAULT '';
