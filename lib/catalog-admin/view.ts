import { paiseToRupees } from "@/lib/pricing";
import { toVariantView } from "@/lib/catalog/product-view";
import type { Prisma } from "@/lib/generated/prisma/client";

// The back office's product shape, in the spec's field names (rupees at the edge).

export const adminProductSelect = {
  id: true,
  slug: true,
  name: true,
  description: true,
  details: true,
  hsn: true,
  categoryId: true,
  cashOnDelivery: true,
  originRegion: true,
  minPricePaise: true,
  maxPricePaise: true,
  minStock: true,
  maxStock: true,
  totalVariants: true,
  archivedAt: true,
  createdAt: true,
  variants: {
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: {
      id: true,
      colorName: true,
      colorCode: true,
      images: { orderBy: [{ position: "asc" }, { id: "asc" }], select: { url: true, width: true, height: true } },
      sizes: {
        orderBy: [{ position: "asc" }, { id: "asc" }],
        select: { id: true, size: true, pricePaise: true, cutPricePaise: true, stock: true },
      },
    },
  },
} satisfies Prisma.ProductSelect;

export type AdminProductRow = Prisma.ProductGetPayload<{ select: typeof adminProductSelect }>;
export type AdminVariantRow = AdminProductRow["variants"][number];

export function toAdminVariantView(variant: AdminVariantRow) {
  return { ...toVariantView(variant), id: variant.id };
}

export function toAdminProductView(product: AdminProductRow) {
  return {
    _id: product.id,
    id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    details: product.details,
    hsn: product.hsn,
    category: product.categoryId,
    cashOnDelivery: product.cashOnDelivery ? "On" : "Off",
    isCOD: product.cashOnDelivery,
    originRegion: product.originRegion,
    minPrice: paiseToRupees(product.minPricePaise),
    maxPrice: paiseToRupees(product.maxPricePaise),
    minStock: product.minStock,
    maxStock: product.maxStock,
    totalVariants: product.totalVariants,
    archived: product.archivedAt !== null,
    subDetails: product.variants.map(toAdminVariantView),
  };
}
export type AdminProductView = ReturnType<typeof toAdminProductView>;
