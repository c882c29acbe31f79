import { paiseToRupees } from "@/lib/pricing";
import type { ProductDetail, ProductVariant } from "./detail";

type VariantFields = Pick<ProductVariant, "id" | "colorName" | "colorCode"> & {
  images: Pick<ProductVariant["images"][number], "url">[];
  sizes: (Pick<
    ProductVariant["sizes"][number],
    "id" | "size" | "pricePaise" | "cutPricePaise" | "priceWithGstPaise" | "cutPriceWithGstPaise" | "stock"
  > &
    Partial<Pick<ProductVariant["sizes"][number], "salePricePaise">>)[];
};
import type { ProductCard } from "../cards/product-card";

// The spec's product shapes (/api/v1/products/*): rupees, "_id", "On"/"Off" and ISO dates.

export type ProductCardView = ReturnType<typeof toProductCardView>;
export type ProductDetailView = ReturnType<typeof toProductDetailView>;

/**
 * A card in the spec's shape. Under a sale (decision 086) its prices are what the customer pays now, with the same
 * names and meanings: minPrice and discountPrice the cheapest piece's selling price before GST, maxPrice the dearest's.
 */
export function toProductCardView(card: ProductCard) {
  const minPricePaise = card.sale?.pricePaise ?? card.minPricePaise;
  return {
    _id: card.id,
    id: card.id,
    slug: card.slug,
    name: card.name,
    description: card.description,
    image: card.images.map((image) => image.url),
    minPrice: paiseToRupees(minPricePaise),
    /** Our addition: the starting price with GST, as the cards show it (decision 083). */
    minPriceWithGst: paiseToRupees(card.sale?.priceWithGstPaise ?? card.minPriceWithGstPaise),
    maxPrice: paiseToRupees(card.sale?.maxPricePaise ?? card.maxPricePaise),
    minStock: card.minStock,
    maxStock: card.maxStock,
    totalVariants: card.totalVariants,
    inStock: card.inStock,
    availableSizes: card.availableSizes,
    colorCodes: card.colorCodes,
    details: card.details,
    hsn: card.hsn,
    category: card.categoryId,
    categoryName: card.categoryName,
    cashOnDelivery: card.cashOnDelivery ? ("On" as const) : ("Off" as const),
    isCOD: card.cashOnDelivery,
    /** The starting selling price (the lowest size price). */
    discountPrice: paiseToRupees(minPricePaise),
    /** The best discount of any size, in whole percent. */
    maxDiscount: card.maxDiscountPct,
    originRegion: card.originRegion,
    rating: { average: card.ratingAverage, count: card.ratingCount },
    viewed: card.viewed,
    purchased: card.purchased,
    createdAt: card.createdAt.toISOString(),
  };
}

/** A variant in the spec's shape (rupees), for the product page's API and the back office alike. */
export function toVariantView(variant: VariantFields) {
  return {
    _id: variant.id,
    colorName: variant.colorName,
    colorCode: variant.colorCode,
    images: variant.images.map((image) => image.url),
    sizes: variant.sizes.map((size) => ({
      _id: size.id,
      size: size.size,
      /** What a piece sells for before GST: under a sale, its sale price (decision 086). */
      price: paiseToRupees(size.salePricePaise ?? size.pricePaise),
      /** The cut (MRP) price, struck through on the page: under a sale, the higher of it and the price before the sale. */
      discount: paiseToRupees(size.salePricePaise == null ? size.cutPricePaise : Math.max(size.cutPricePaise, size.pricePaise)),
      /** Our addition: what a piece costs with GST, and its cut price so (decision 083). */
      priceWithGst: paiseToRupees(size.priceWithGstPaise),
      cutPriceWithGst: paiseToRupees(size.cutPriceWithGstPaise),
      stock: size.stock,
    })),
  };
}

export function toProductDetailView(product: ProductDetail) {
  return {
    ...toProductCardView(product),
    subDetails: product.variants.map(toVariantView),
    suggestions: product.suggestions.map(toProductCardView),
    sizeChart: product.sizeChart,
  };
}
