import type { ProductSummary } from "@/lib/catalog/cards/product-summary";
import { productPath } from "@/lib/paths";
import { ProductCardView, type CardLayout } from "./product-card-view";

/**
 * A product card for any listing shape (ProductSummary, or the catalogue's ProductCard, a superset):
 * only the fields the card shows go to its client component, so the page's payload carries no more.
 */
export function ProductCard({ product, layout, priority }: { product: ProductSummary; layout: CardLayout; priority?: boolean }) {
  const card = {
    id: product.id,
    href: product.colorId ? `${productPath(product.slug)}?color=${encodeURIComponent(product.colorId)}` : productPath(product.slug),
    name: product.name,
    // Only when translated: an English page's payload carries no empty field.
    ...(product.nameHi ? { nameHi: product.nameHi } : {}),
    pricePaise: product.sale?.priceWithGstPaise ?? product.minPriceWithGstPaise,
    wasPaise: product.sale?.wasPriceWithGstPaise ?? null,
    discountPct: product.sale?.percentOff ?? product.maxDiscountPct,
    inStock: product.inStock,
    image: product.image ? { url: product.image.url, alt: product.image.alt } : null,
  };
  return <ProductCardView card={card} layout={layout} {...(priority ? { priority } : {})} />;
}
