import { ProductCard } from "@/components/catalog/product-card";
import type { ProductSummary } from "@/lib/catalog/product-summary";
import { CarouselSlide } from "./carousel-slide";
import { ProductCarousel } from "./product-carousel";

const CARD_SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

/** A titled carousel of product cards with a "View All" link to the same order on /search. */
export function ProductShelf({
  id,
  title,
  viewAllHref,
  products,
}: {
  id: string;
  title: string;
  viewAllHref: string;
  products: readonly ProductSummary[];
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} aria-roledescription="carousel" className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <ProductCarousel headingId={id} title={title} viewAllHref={viewAllHref}>
        {products.map((product, index) => (
          <CarouselSlide key={product.id} index={index} total={products.length} kind="products">
            <ProductCard product={product} sizes={CARD_SIZES} />
          </CarouselSlide>
        ))}
      </ProductCarousel>
    </section>
  );
}
