import type { Prisma } from "@/lib/generated/prisma/client";
import { priceWithGst } from "@/lib/pricing";
import type { ProductSummary } from "./product-summary";

// A product as the listings show it (paise, Dates). A superset of ProductSummary, so the
// ProductCard component takes it as it is; product-view.ts turns it into the API's shape.
export const productCardSelect = {
  id: true,
  slug: true,
  name: true,
  nameHi: true,
  description: true,
  details: true,
  hsn: true,
  categoryId: true,
  category: { select: { name: true, slug: true } },
  cashOnDelivery: true,
  originRegion: true,
  minPricePaise: true,
  minPriceWithGstPaise: true,
  minCutPricePaise: true,
  minCutPriceWithGstPaise: true,
  maxPricePaise: true,
  minStock: true,
  maxStock: true,
  totalVariants: true,
  inStock: true,
  maxDiscountPct: true,
  availableSizes: true,
  colorCodes: true,
  ratingAverage: true,
  ratingCount: true,
  viewed: true,
  purchased: true,
  createdAt: true,
  variants: {
    orderBy: [{ position: "asc" }, { id: "asc" }],
    take: 1,
    select: {
      images: { orderBy: [{ position: "asc" }, { id: "asc" }], select: { url: true, alt: true, width: true, height: true } },
    },
  },
} satisfies Prisma.ProductSelect;

export type ProductCardRow = Prisma.ProductGetPayload<{ select: typeof productCardSelect }>;

export type ProductImage = { url: string; alt: string; width: number; height: number };

export type ProductCard = ProductSummary & {
  /** Its name in Hindi, "" when not translated (the Hindi pages show the English one). */
  nameHi: string;
  description: string;
  details: string[];
  hsn: string;
  categoryId: string;
  categoryName: string;
  categorySlug: string;
  cashOnDelivery: boolean;
  originRegion: string;
  maxPricePaise: number;
  minStock: number;
  maxStock: number;
  totalVariants: number;
  availableSizes: string[];
  colorCodes: string[];
  viewed: number;
  purchased: number;
  createdAt: Date;
  /** Every picture of the first colour, in order. */
  images: ProductImage[];
  /** The cheapest piece's prices as stored (a size's, sizePricesSelect), which a sale on the card is shown from (cardOnSale). */
  cheapest: { pricePaise: number; cutPricePaise: number; priceWithGstPaise: number | null; cutPriceWithGstPaise: number | null };
};

/** The card of a row; its price with GST at the rates in force `on`. */
export function toProductCard(
  row: Omit<ProductCardRow, "variants"> & { variants: { images: ProductImage[] }[] },
  on: Date = new Date(),
): ProductCard {
  const images = row.variants[0]?.images ?? [];
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameHi: row.nameHi,
    description: row.description,
    details: row.details,
    hsn: row.hsn,
    categoryId: row.categoryId,
    categoryName: row.category.name,
    categorySlug: row.category.slug,
    cashOnDelivery: row.cashOnDelivery,
    originRegion: row.originRegion,
    minPricePaise: row.minPricePaise,
    minPriceWithGstPaise: priceWithGst({ pricePaise: row.minPricePaise, priceWithGstPaise: row.minPriceWithGstPaise }, on),
    maxPricePaise: row.maxPricePaise,
    minStock: row.minStock,
    maxStock: row.maxStock,
    totalVariants: row.totalVariants,
    inStock: row.inStock,
    maxDiscountPct: row.maxDiscountPct,
    sale: null,
    availableSizes: row.availableSizes,
    colorCodes: row.colorCodes,
    ratingAverage: row.ratingAverage,
    ratingCount: row.ratingCount,
    viewed: row.viewed,
    purchased: row.purchased,
    createdAt: row.createdAt,
    images,
    image: images[0] ?? null,
    cheapest: {
      pricePaise: row.minPricePaise,
      cutPricePaise: row.minCutPricePaise,
      priceWithGstPaise: row.minPriceWithGstPaise,
      cutPriceWithGstPaise: row.minCutPriceWithGstPaise,
    },
  };
}
