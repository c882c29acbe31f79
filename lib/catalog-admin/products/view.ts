import { cutPiece, paiseToRupees, priceWithGst } from "@/lib/pricing";
import { sizePricesSelect } from "@/lib/catalog/cards/offer";
import type { Prisma } from "@/lib/generated/prisma/client";

// The back office's product, as its pages read it: money in paise, our own names. The spec's shape
// (rupees, `_id`, "On"/"Off") is made from this in ./api-view.ts, for the /api/v1 routes only.

/** A product's own words and settings, as the owner edits and exports them. */
export const productTextSelect = {
  name: true,
  description: true,
  nameHi: true,
  descriptionHi: true,
  details: true,
  hsn: true,
  cashOnDelivery: true,
} as const satisfies Prisma.ProductSelect;

export const adminProductSelect = {
  id: true,
  slug: true,
  ...productTextSelect,
  categoryId: true,
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
        select: {
          id: true,
          size: true,
          ...sizePricesSelect,
          stock: true,
          _count: { select: { stockNotices: { where: { notifiedAt: null, cancelledAt: null } } } },
        },
      },
    },
  },
} satisfies Prisma.ProductSelect;

type AdminProductRow = Prisma.ProductGetPayload<{ select: typeof adminProductSelect }>;
type AdminVariantRow = AdminProductRow["variants"][number];

export type AdminSizeView = {
  id: string;
  size: string;
  pricePaise: number;
  cutPricePaise: number;
  /** What a piece costs with GST, and its cut price so (exactly what the owner typed, when `typedWithGst`). */
  priceWithGstPaise: number;
  cutPriceWithGstPaise: number;
  /** The prices were typed with GST (decision 083); else they were set before GST. */
  typedWithGst: boolean;
  stock: number;
  /** Shoppers waiting to be told it is back in stock (decision 090). */
  waiting: number;
};
export type AdminVariantView = { id: string; colorName: string; colorCode: string; images: string[]; sizes: AdminSizeView[] };
export type AdminProductView = {
  id: string;
  slug: string;
  name: string;
  description: string;
  /** In Hindi, "" when not translated. */
  nameHi: string;
  descriptionHi: string;
  details: string[];
  hsn: string;
  categoryId: string;
  cashOnDelivery: boolean;
  originRegion: string;
  minPricePaise: number;
  maxPricePaise: number;
  minStock: number;
  maxStock: number;
  totalVariants: number;
  archived: boolean;
  variants: AdminVariantView[];
};

function toAdminVariantView(variant: AdminVariantRow): AdminVariantView {
  return {
    id: variant.id,
    colorName: variant.colorName,
    colorCode: variant.colorCode,
    images: variant.images.map((image) => image.url),
    sizes: variant.sizes.map((size) => ({
      id: size.id,
      size: size.size,
      pricePaise: size.pricePaise,
      cutPricePaise: size.cutPricePaise,
      priceWithGstPaise: priceWithGst(size),
      cutPriceWithGstPaise: priceWithGst(cutPiece(size)),
      typedWithGst: size.priceWithGstPaise !== null,
      stock: size.stock,
      waiting: size._count.stockNotices,
    })),
  };
}

export function toAdminProductView(product: AdminProductRow): AdminProductView {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    nameHi: product.nameHi,
    descriptionHi: product.descriptionHi,
    details: product.details,
    hsn: product.hsn,
    categoryId: product.categoryId,
    cashOnDelivery: product.cashOnDelivery,
    originRegion: product.originRegion,
    minPricePaise: product.minPricePaise,
    maxPricePaise: product.maxPricePaise,
    minStock: product.minStock,
    maxStock: product.maxStock,
    totalVariants: product.totalVariants,
    archived: product.archivedAt !== null,
    variants: product.variants.map(toAdminVariantView),
  };
}

/**
 * A size as the variant form edits it: the text of its fields, prices with GST in rupees as the admin types them.
 * `beforeGst`: the prices of a size priced before GST (decision 083), sent back as they are while its row is not edited.
 */
export type SizeFormValues = {
  size: string;
  priceWithGst: string;
  cutPriceWithGst: string;
  stock: string;
  beforeGst?: { price: string; discount: string };
};

/** The variant form's rows for a variant's sizes. */
export function sizeFormValues(variant: AdminVariantView): SizeFormValues[] {
  return variant.sizes.map((size) => ({
    size: size.size,
    priceWithGst: String(paiseToRupees(size.priceWithGstPaise)),
    cutPriceWithGst: String(paiseToRupees(size.cutPriceWithGstPaise)),
    stock: String(size.stock),
    ...(size.typedWithGst
      ? {}
      : { beforeGst: { price: String(paiseToRupees(size.pricePaise)), discount: String(paiseToRupees(size.cutPricePaise)) } }),
  }));
}
