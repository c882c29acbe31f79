import type { ProductDetail } from "@/lib/catalog/detail";
import { paiseToRupees } from "@/lib/pricing";
import type { RatingSummary, ReviewItem } from "@/lib/reviews/queries";
import { SHOP } from "@/lib/shop";
import { categoryPath, productPath } from "@/lib/paths";

// schema.org data of a product page, for search engines: the Product (with its offers and,
// once it has reviews, its rating) and the breadcrumb trail Home → category → product.

const IN_STOCK = "https://schema.org/InStock";
const OUT_OF_STOCK = "https://schema.org/OutOfStock";

/** An absolute URL on the shop; absolute URLs (a CDN's pictures) stay as they are. */
export function absolute(baseUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${baseUrl.replace(/\/+$/, "")}${pathOrUrl}`;
}

/** The Product; `reviews` (those the page shows) go in as schema.org Reviews, their text as written (JsonLd escapes it). */
export function productJsonLd(product: ProductDetail, summary: RatingSummary, baseUrl: string, reviews: readonly ReviewItem[] = []) {
  const url = absolute(baseUrl, productPath(product.slug));
  const { lowPaise: low, highPaise: high, inStock } = product.offer;
  const availability = inStock ? IN_STOCK : OUT_OF_STOCK;
  const images = [...new Set(product.variants.flatMap((variant) => variant.images.map((image) => absolute(baseUrl, image.url))))];
  const offers =
    low === high
      ? { "@type": "Offer", price: paiseToRupees(low), priceCurrency: "INR", availability, url }
      : {
          "@type": "AggregateOffer",
          lowPrice: paiseToRupees(low),
          highPrice: paiseToRupees(high),
          offerCount: product.variants.reduce((count, variant) => count + variant.sizes.length, 0),
          priceCurrency: "INR",
          availability,
          url,
        };
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    image: images,
    sku: product.id,
    brand: { "@type": "Brand", name: SHOP.name },
    category: product.categoryName,
    url,
    offers,
    ...(summary.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: summary.average,
            reviewCount: summary.count,
            bestRating: 5,
            worstRating: 0.5,
          },
        }
      : {}),
    ...(reviews.length > 0
      ? {
          review: reviews.map((review) => ({
            "@type": "Review",
            author: { "@type": "Person", name: review.user.fullname },
            datePublished: review.createdAt.toISOString().slice(0, 10),
            reviewBody: review.text,
            reviewRating: { "@type": "Rating", ratingValue: review.halfStars / 2, bestRating: 5, worstRating: 0.5 },
          })),
        }
      : {}),
  };
}

export function breadcrumbJsonLd(product: ProductDetail, baseUrl: string) {
  return breadcrumbListJsonLd(
    [
      { name: "Home", path: "/" },
      { name: product.categoryName, path: categoryPath(product.categorySlug) },
      { name: product.name, path: productPath(product.slug) },
    ],
    baseUrl,
  );
}

/** A schema.org BreadcrumbList of these steps, the page itself last. */
export function breadcrumbListJsonLd(trail: readonly { name: string; path: string }[], baseUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: absolute(baseUrl, step.path),
    })),
  };
}

/** JSON-LD in a script tag; "<" is escaped so no text of ours can close the tag early. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
