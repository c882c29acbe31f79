import type { Metadata } from "next";
import { cache } from "react";
import { JsonLd, organizationJsonLd } from "@/components/product/structured-data";
import { cachedCategories, listHomeShelves } from "@/lib/catalog/queries";
import { getEnv } from "@/lib/env";
import { languageAlternates, localePath, OG_LOCALE, type Locale } from "@/lib/i18n/locales";
import { home } from "@/lib/i18n/messages/home";
import { translator } from "@/lib/i18n/translate";
import { cachedHappyReviews } from "@/lib/reviews/cached";
import { SHOP } from "@/lib/shop";
import { CategoryGrid } from "./category-grid";
import { FeatureStrip } from "./feature-strip";
import { HappyCustomers } from "./happy-customers";
import { Hero } from "./hero";
import { ProductShelf } from "./product-shelf";

// The home page in either language (app/(shop)/page.tsx, app/hi/page.tsx), rendered on the server
// from cached catalogue reads: hero, the shop's promises, three carousels (best selling, value for
// money, most popular), happy customers, categories.

/** The carousels, read once per request for the metadata and the page. */
const loadShelves = cache(listHomeShelves);

function viewAllHref(locale: Locale, sortBy: string, sortOrder: string): string {
  return localePath(locale, `/search?sortBy=${sortBy}&sortOrder=${sortOrder}`);
}

export async function homeMetadata(locale: Locale): Promise<Metadata> {
  const t = translator(locale, home);
  const [bestSelling] = await loadShelves();
  const image = bestSelling?.products[0]?.image;
  const title = t("title", { shop: SHOP.name });
  const description = t("description");
  const url = localePath(locale, "/");
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url, languages: languageAlternates("/") },
    openGraph: {
      type: "website",
      url,
      title,
      description,
      siteName: SHOP.name,
      locale: OG_LOCALE[locale],
      images: image ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] : [],
    },
    twitter: { card: "summary_large_image", title, description },
  };
}

export async function HomeView({ locale }: { locale: Locale }) {
  const t = translator(locale, home);
  const shelfTitles: Record<string, string> = home[locale].shelves;
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
          title={shelfTitles[shelf.id] ?? shelf.title}
          viewAllHref={viewAllHref(locale, shelf.sortBy, shelf.sortOrder)}
          products={shelf.products}
        />
      ))}
      <HappyCustomers reviews={reviews} title={t("happyCustomers")} />
      <CategoryGrid categories={categories} title={t("categories")} />
    </>
  );
}
