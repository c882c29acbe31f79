import { Image } from "@/components/ui/image";
import Link from "next/link";
import type { ProductSummary } from "@/lib/catalog/product-summary";
import { Price } from "@/components/ui/price";
import { CardWishlistHeart } from "./card-wishlist-heart";
import { QuickViewButton } from "./quick-view";

/** The card's default image sizes: two columns on phones, three from 640 px, four from 1280 px. */
export const PRODUCT_CARD_SIZES = "(min-width: 1280px) 300px, (min-width: 640px) 33vw, 50vw";

export type ProductCardProps = {
  /** Any product listing shape: ProductSummary, or the catalogue's ProductCard (a superset). */
  product: ProductSummary;
  /** Load the picture at once, with high fetch priority (cards above the fold). */
  priority?: boolean;
  /** The image's `sizes`, for layouts other than the default grid. */
  sizes?: string;
  /** The "Quick view" button (default on). */
  quickView?: boolean;
};

/**
 * A product in a listing: the first picture (4:5), the name, "Starting from" the lowest price with GST, the best
 * discount, and a "Quick view" button. The whole card opens the product page; the button sits above that link.
 * A server component: only the Quick view button and the wishlist heart (over the picture) run in the browser.
 */
export function ProductCard({ product, priority, sizes = PRODUCT_CARD_SIZES, quickView = true }: ProductCardProps) {
  return (
    <article className="product-card group">
      <div className="product-card-media">
        {product.image ? (
          <Image
            src={product.image.url}
            alt={product.image.alt || product.name}
            fill
            sizes={sizes}
            className="zoom-on-hover"
            {...(priority ? { loading: "eager", fetchPriority: "high" } : {})}
          />
        ) : null}
        {!product.inStock ? (
          <span className="absolute left-2 top-2 rounded bg-ink/85 px-2 py-0.5 text-xs font-medium text-white">Out of stock</span>
        ) : null}
        <CardWishlistHeart productId={product.id} productName={product.name} />
      </div>
      <div className="product-card-body">
        <h3 className="product-card-title">
          <Link href={`/product/${product.slug}`} className="product-card-link">
            {product.name}
          </Link>
        </h3>
        <div className="mt-auto">
          <p className="text-sm text-ink-muted">
            Starting from <Price paise={product.minPriceWithGstPaise} className="font-semibold text-ink" />
          </p>
          <p className="product-card-offer">
            {product.maxDiscountPct > 0 ? (
              <span className="font-semibold text-green-800">{`Up to ${product.maxDiscountPct}% off`}</span>
            ) : null}
            <span className="text-ink-muted">incl. GST</span>
          </p>
        </div>
        {quickView ? <QuickViewButton productId={product.id} productName={product.name} /> : null}
      </div>
    </article>
  );
}
