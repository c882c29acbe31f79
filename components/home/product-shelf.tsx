import { ProductCard } from "@/components/catalog/product-card";
import type { ProductSummary } from "@/lib/catalog/cards/product-summary";
import { CarouselSlide } from "./carousel-slide";
import { ProductCarousel } from "./product-carousel";

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
            <ProductCard product={product} layout="shelf" />
          </CarouselSlide>
        ))}
      </ProductCarousel>
    </section>
  );
}
