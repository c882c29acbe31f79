import { toVariantView } from "@/lib/catalog/product/product-view";
import { paiseToRupees } from "@/lib/pricing";
import type { AdminProductView, AdminVariantView } from "./view";

// The back office's product as the spec's clients read it (/api/v1/products/createProduct, updateProduct,
// varient): `_id`, "On"/"Off", money in rupees, made from the pages' view. Only the /api/v1 routes read it.

function toAdminVariantApi(variant: AdminVariantView) {
  return { ...toVariantView({ ...variant, images: variant.images.map((url) => ({ url })) }), id: variant.id };
}

export function toAdminProductApi(product: AdminProductView) {
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
    /** Our addition: the name and description on the Hindi pages, "" when not translated. */
    nameHi: product.nameHi,
    descriptionHi: product.descriptionHi,
    minPrice: paiseToRupees(product.minPricePaise),
    maxPrice: paiseToRupees(product.maxPricePaise),
    minStock: product.minStock,
    maxStock: product.maxStock,
    totalVariants: product.totalVariants,
    archived: product.archived,
    subDetails: product.variants.map(toAdminVariantApi),
  };
}
