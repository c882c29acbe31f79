import type { Prisma } from "@/lib/generated/prisma/client";

// What a product card needs: one image, the name and the lowest price.
export const productSummarySelect = {
  id: true,
  slug: true,
  name: true,
  minPricePaise: true,
  maxPricePaise: true,
  inStock: true,
  ratingAverage: true,
  ratingCount: true,
  variants: {
    orderBy: { position: "asc" },
    take: 1,
    select: {
      colorName: true,
      images: { orderBy: { position: "asc" }, take: 1, select: { url: true, alt: true, width: true, height: true } },
    },
  },
} satisfies Prisma.ProductSelect;

type Row = Prisma.ProductGetPayload<{ select: typeof productSummarySelect }>;

export type ProductSummary = {
  id: string;
  slug: string;
  name: string;
  minPricePaise: number;
  inStock: boolean;
  ratingAverage: number;
  ratingCount: number;
  image: { url: string; alt: string; width: number; height: number } | null;
};

export function toProductSummary(row: Row): ProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    minPricePaise: row.minPricePaise,
    inStock: row.inStock,
    ratingAverage: row.ratingAverage,
    ratingCount: row.ratingCount,
    image: row.variants[0]?.images[0] ?? null,
  };
}
