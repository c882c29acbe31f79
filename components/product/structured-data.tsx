import type { ProductDetail } from "@/lib/catalog/product/detail";
import { DELIVERY_TERMS } from "@/lib/feeds/delivery-terms";
import { absolute, sizeLink } from "@/lib/feeds/links";
import { paiseToRupees } from "@/lib/pricing";
import type { RatingSummary, ReviewItem } from "@/lib/reviews/queries";
import { SHOP } from "@/lib/shop";
import { categoryPath, productPath } from "@/lib/paths";

// schema.org data of a product page, for search engines: a ProductGroup whose variants are its sizes, each
// with its Offer (the page's price with GST, stock, delivery and returns: the same figures as the feeds,
// lib/feeds), its rating once it has reviews, and the breadcrumb trail Home → category → product. The
// home page carries the shop's own return policy and delivery (organizationJsonLd).

const IN_STOCK = "https://schema.org/InStock";
const OUT_OF_STOCK = "https://schema.org/OutOfStock";

const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);
const days = ({ min, max }: { min: number; max: number }) => ({
  "@type": "QuantitativeValue",
  minValue: min,
  maxValue: max,
  unitCode: "DAY",
});

/** Delivery in India: its rate (free) and how long handling and transit take, in days. */
function shippingDetailsJsonLd() {
  const { country, currency, ratePaise, handlingDays, transitDays } = DELIVERY_TERMS;
  return {
    "@type": "OfferShippingDetails",
    shippingRate: { "@type": "MonetaryAmount", value: rupees(ratePaise), currency },
    shippingDestination: { "@type": "DefinedRegion", addressCountry: country },
    deliveryTime: {
      "@type": "ShippingDeliveryTime",
      handlingTime: days(handlingDays),
      transitTime: days(transitDays),
    },
  };
}

/** Returns in India within the window, by post to the shop (a return is asked for on the order's page), free. */
function returnPolicyJsonLd() {
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: DELIVERY_TERMS.country,
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: DELIVERY_TERMS.returnDays,
    returnMethod: "https://schema.org/ReturnByMail",
    returnFees: "https://schema.org/FreeReturn",
  };
}

/** The ProductGroup; `reviews` (those the page shows) go in as schema.org Reviews, their text as written (JsonLd escapes it). */
export function productJsonLd(product: ProductDetail, summary: RatingSummary, baseUrl: string, reviews: readonly ReviewItem[] = []) {
  const url = absolute(baseUrl, productPath(product.slug));
  const images = [...new Set(product.variants.flatMap((variant) => variant.images.map((image) => absolute(baseUrl, image.url))))];
  const brand = { "@type": "Brand", name: SHOP.name };
  const shippingDetails = shippingDetailsJsonLd();
  const hasMerchantReturnPolicy = returnPolicyJsonLd();
  const hasVariant = product.variants.flatMap((variant) => {
    const image = variant.images.map((picture) => absolute(baseUrl, picture.url));
    return variant.sizes.map((size) => ({
      "@type": "Product",
      sku: size.id,
      name: `${product.name}, ${variant.colorName}, ${size.size}`,
      color: variant.colorName,
      size: size.size,
      image: image.length > 0 ? image : images,
      offers: {
        "@type": "Offer",
        url: sizeLink(baseUrl, product.slug, variant.id, size.size),
        price: rupees(size.priceWithGstPaise),
        priceCurrency: DELIVERY_TERMS.currency,
        availability: size.stock > 0 ? IN_STOCK : OUT_OF_STOCK,
        itemCondition: "https://schema.org/NewCondition",
        shippingDetails,
        hasMerchantReturnPolicy,
      },
    }));
  });
  return {
    "@context": "https://schema.org",
    "@type": "ProductGroup",
    name: product.name,
    description: product.description,
    image: images,
    sku: product.id,
    productGroupID: product.id,
    brand,
    category: product.categoryName,
    url,
    variesBy: ["https://schema.org/color", "https://schema.org/size"],
    hasVariant,
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

/** The shop itself, for the home page: who it is, and its return policy and delivery in India. */
export function organizationJsonLd(baseUrl: string) {
  const { country, currency, ratePaise, handlingDays, transitDays } = DELIVERY_TERMS;
  return {
    "@context": "https://schema.org",
    "@type": "OnlineStore",
    name: SHOP.name,
    url: absolute(baseUrl, "/"),
    description: SHOP.description,
    email: SHOP.email,
    telephone: SHOP.phone,
    sameAs: SHOP.social.map((network) => network.href),
    hasMerchantReturnPolicy: returnPolicyJsonLd(),
    hasShippingService: {
      "@type": "ShippingService",
      name: "Free delivery across India",
      handlingTime: { "@type": "ServicePeriod", duration: days(handlingDays) },
      shippingConditions: {
        "@type": "ShippingConditions",
        shippingDestination: { "@type": "DefinedRegion", addressCountry: country },
        shippingRate: { "@type": "MonetaryAmount", value: rupees(ratePaise), currency },
        transitTime: { "@type": "ServicePeriod", duration: days(transitDays) },
      },
    },
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
