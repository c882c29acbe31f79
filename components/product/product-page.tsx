import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/components/product/breadcrumbs";
import { ProductDetailsList, ProductOffers } from "@/components/product/product-info";
import { ProductRow } from "@/components/product/product-row";
import { ProductShowcase } from "@/components/product/product-showcase";
import { FitAdviceNote } from "@/components/product/fit-advice-note";
import { breadcrumbJsonLd, JsonLd, productJsonLd } from "@/components/product/structured-data";
import { PageWords } from "@/components/i18n/page-words";
import { DeliveryEstimate } from "@/components/shipping/delivery-estimate";
import { RatingSummary } from "@/components/reviews/rating-summary";
import { ReviewCard } from "@/components/reviews/review-card";
import { SizeFitNote } from "@/components/reviews/size-fit-note";
import { WriteReviewLink } from "@/components/reviews/write-review-link";
import { buttonClasses } from "@/components/ui/button";
import { StarRating } from "@/components/ui/star-rating";
import type { ProductDetail } from "@/lib/catalog/product/detail";
import { cachedFitAdvice } from "@/lib/catalog/fit/fit-signals";
import { firstInStockVariant } from "@/lib/catalog/product/first-in-stock";
import { loadProduct, loadProductWithReviews, searchCatalog } from "@/lib/catalog/queries";
import { getEnv } from "@/lib/env";
import { catalogueText } from "@/lib/i18n/catalogue-text";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { buy } from "@/lib/i18n/messages/buy";
import { product as words } from "@/lib/i18n/messages/product";
import { reviews as reviewWords } from "@/lib/i18n/messages/reviews";
import { inLanguage } from "@/lib/i18n/metadata";
import { translator } from "@/lib/i18n/translate";
import { cachedCodTerms } from "@/lib/orders/cod-rules/terms";
import { categoryPath, productPath, reviewsPath } from "@/lib/paths";

// A product's page in either language (app/(shop)/product/[id] and app/hi/product/[id]): the
// catalogue's texts in Hindi where the owner wrote them, else English.

/** Reviews shown on the product page; the rest are on /reviews/{id}. */
const REVIEWS_SHOWN = 5;

function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The product with its name, description and category in the page's language. */
function inLocale<P extends ProductDetail>(product: P, locale: Locale): P {
  return {
    ...product,
    name: catalogueText(locale, product.name, product.nameHi),
    description: catalogueText(locale, product.description, product.descriptionHi),
    categoryName: catalogueText(locale, product.categoryName, product.categoryNameHi),
  };
}

export async function productMetadata(id: string, locale: Locale): Promise<Metadata> {
  const found = await loadProduct(id);
  if (!found) return { title: translator(locale, words)("notFound"), robots: { index: false } };
  const product = inLocale(found, locale);
  const description = excerpt(product.description);
  const image = product.variants[0]?.images[0] ?? product.image;
  const canonical = productPath(product.slug);
  return inLanguage(locale, {
    title: product.name,
    description,
    alternates: { canonical },
    openGraph: {
      type: "website",
      url: canonical,
      title: product.name,
      description,
      images: image ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt || product.name }] : [],
    },
    twitter: { card: "summary_large_image", title: product.name, description },
  });
}

export async function ProductPageView({ id, locale }: { id: string; locale: Locale }) {
  const found = await loadProductWithReviews(id, { limit: REVIEWS_SHOWN });
  if (!found) notFound();
  const t = translator(locale, words);
  const { reviews } = found;
  const product = inLocale(found.product, locale);
  const bestSelling = await searchCatalog({ limit: 5, sortBy: "purchased", sortOrder: "desc" });
  const summary = reviews.summary ?? { average: 0, count: 0, distribution: { "5": 0, "4": 0, "3": 0, "2": 0, "1": 0 } };
  const baseUrl = getEnv().APP_URL;

  const intro = (
    <div className="space-y-2">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{product.name}</h1>
      {summary.count > 0 ? (
        <a href="#ratings" className="inline-flex items-center gap-2 rounded-sm text-sm text-ink-muted hover:text-brand-700">
          <StarRating value={summary.average} size={18} rated={(stars) => translator(locale, reviewWords)("rated", { stars })} />
          <span>
            {summary.average.toFixed(1)} · {t("reviews", { count: summary.count })}
          </span>
        </a>
      ) : null}
      <p className="text-sm leading-relaxed text-ink-muted sm:text-base">{product.description}</p>
    </div>
  );

  return (
    <PageWords locale={locale} areas={{ buy }} serverMessages>
      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
        <JsonLd data={productJsonLd(product, summary, baseUrl, reviews.reviews)} />
        <JsonLd data={breadcrumbJsonLd(product, baseUrl)} />

        <Breadcrumbs
          trail={[
            { name: t("home"), href: "/" },
            { name: product.categoryName, href: categoryPath(product.categorySlug) },
          ]}
          current={product.name}
        />

        <ProductShowcase
          product={{ id: product.id, slug: product.slug, name: product.name, variants: product.variants, offer: product.offer }}
          defaultColorId={firstInStockVariant(product.variants)?.id ?? null}
          intro={intro}
          sizeNote={
            <>
              <FitAdviceNote advice={await cachedFitAdvice(product.id)} locale={locale} />
              <SizeFitNote fit={summary.fit} locale={locale} />
            </>
          }
          sizeChart={product.sizeChart}
        />
        <div className="mt-6 md:ml-auto md:w-1/2 md:pl-4 lg:pl-6">
          <DeliveryEstimate cashOnDelivery={product.cashOnDelivery} codTerms={await cachedCodTerms()} />
        </div>

        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          <ProductDetailsList details={product.details} region={product.originRegion} locale={locale} />
          <ProductOffers cashOnDelivery={product.cashOnDelivery} locale={locale} />
        </div>

        <section id="ratings" aria-labelledby="ratings-heading" className="mt-12 scroll-mt-24">
          <h2 id="ratings-heading" className="text-xl font-semibold tracking-tight sm:text-2xl">
            {t("ratingsAndReviews")}
          </h2>
          <div className="mt-4">
            <RatingSummary summary={summary} locale={locale} />
          </div>
          {reviews.reviews.length > 0 ? (
            <ul className="mt-6 grid gap-3 md:grid-cols-2">
              {reviews.reviews.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} showDate={false} locale={locale} />
                </li>
              ))}
            </ul>
          ) : null}
          {summary.count > 0 ? (
            <Link href={localePath(locale, reviewsPath(product.id))} className={buttonClasses("secondary", "mt-5")}>
              {t("viewMore")}
              <span className="sr-only"> {t("reviewsOf", { name: product.name })}</span>
            </Link>
          ) : null}
          <WriteReviewLink productId={product.id} locale={locale} />
        </section>

        {product.suggestions.length > 0 ? (
          <ProductRow
            id="suggestions"
            title={t("suggestions")}
            href="/search?sortBy=viewed&sortOrder=desc"
            products={product.suggestions.slice(0, 5)}
            locale={locale}
          />
        ) : null}
        <ProductRow
          id="best-selling"
          title={t("bestSelling")}
          href="/search?sortBy=purchased&sortOrder=desc"
          products={bestSelling.products}
          locale={locale}
        />
      </div>
    </PageWords>
  );
}
