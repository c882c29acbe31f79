import type { Metadata } from "next";
import { cache } from "react";
import { CategoryGrid } from "@/components/home/category-grid";
import { FeatureStrip } from "@/components/home/feature-strip";
import { HappyCustomers } from "@/components/home/happy-customers";
import { Hero } from "@/components/home/hero";
import { ProductShelf } from "@/components/home/product-shelf";
import { JsonLd, organizationJsonLd } from "@/components/product/structured-data";
import { cachedCategories, listHomeShelves } from "@/lib/catalog/queries";
import { getEnv } from "@/lib/env";
import { cachedHappyReviews } from "@/lib/reviews/cached";
import { SHOP } from "@/lib/shop";

// The home page, rendered on the server from cached catalogue reads: hero, the shop's promises,
// three carousels (best selling, value for money, most popular), happy customers, categories.

/** The carousels, read once per request for the metadata and the page. */
const loadShelves = cache(listHomeShelves);

const TITLE = `${SHOP.name}: handcrafted kurtas, delivered free across India`;

function viewAllHref(sortBy: string, sortOrder: string): string {
  return `/search?sortBy=${sortBy}&sortOrder=${sortOrder}`;
}

export async function generateMetadata(): Promise<Metadata> {
  const [bestSelling] = await loadShelves();
  const image = bestSelling?.products[0]?.image;
  return {
    title: { absolute: TITLE },
    description: SHOP.description,
    alternates: { canonical: "/" },
    openGraph: {
      type: "website",
      url: "/",
      title: TITLE,
      description: SHOP.description,
      siteName: SHOP.name,
      locale: "en_IN",
      images: image ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] : [],
    },
    twitter: { card: "summary_large_image", title: TITLE, description: SHOP.description },
  };
}

export default async function HomePage() {
  const [shelves, reviews, categories] = await Promise.all([loadShelves(), cachedHappyReviews(), cachedCategories()]);
  const heroImage = shelves[0]?.products[0]?.image ?? null;

  return (
    <>
      <JsonLd data={organizationJsonLd(getEnv().APP_URL)} />
      <Hero image={heroImage} />
      <FeatureStrip />
      {shelves.map((shelf) => (
        <ProductShelf
          key={shelf.id}
          id={shelf.id}
          title={shelf.title}
          viewAllHref={viewAllHref(shelf.sortBy, shelf.sortOrder)}
          products={shelf.products}
        />
      ))}
      <HappyCustomers reviews={reviews} />
      <CategoryGrid categories={categories} />
    </>
  );
}
