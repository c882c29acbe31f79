import { ProductCard } from "@/components/catalog/product-card";
import type { ShopPreview } from "@/lib/admin/promotion-shop-preview";
import { formatINR } from "@/lib/pricing";

/** The cards as they will be shown, each with today's price under it. */
export function ShopPreviewGrid({ cards }: { cards: ShopPreview["cards"] }) {
  if (cards.length === 0) return <p className="text-sm text-ink-muted">No product in stock is targeted.</p>;
  return (
    <ul aria-label="Cards on the day" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {cards.map(({ then, today }) => (
        <li key={then.id}>
          <ProductCard product={then} layout="grid" />
          <p className="mt-1 text-xs text-ink-muted">Today: {formatINR(today.sale?.priceWithGstPaise ?? today.minPriceWithGstPaise)}</p>
        </li>
      ))}
    </ul>
  );
}
