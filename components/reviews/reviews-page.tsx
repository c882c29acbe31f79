import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { PageWords } from "@/components/i18n/page-words";
import { buttonClasses } from "@/components/ui/button";
import type { ProductDetail } from "@/lib/catalog/product/detail";
import { loadProduct } from "@/lib/catalog/queries";
import { catalogueText } from "@/lib/i18n/catalogue-text";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { product as productWords } from "@/lib/i18n/messages/product";
import { reviews as words } from "@/lib/i18n/messages/reviews";
import { inLanguage } from "@/lib/i18n/metadata";
import { translator } from "@/lib/i18n/translate";
import { productPath, reviewsPath } from "@/lib/paths";
import { cachedProductReviews } from "@/lib/reviews/cached";
import { MyReview } from "./my-review";
import { RatingSummary } from "./rating-summary";
import { ReviewCard } from "./review-card";
import { ReviewListControls, reviewListHref, reviewViewOf } from "./review-list-controls";

// A product's full review list in either language (app/(shop)/reviews/[id] and app/hi/reviews/[id]).

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Reviews per page; a product with more gets Newer / Older links. */
const PAGE_SIZE = 100;

function pageOf(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  const page = Number(text);
  return Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

type Named = Pick<ProductDetail, "id" | "name" | "nameHi" | "categoryName" | "categoryNameHi" | "ratingCount" | "ratingAverage">;

/** The page's title and description in its language, with the pair of addresses (hreflang) of both languages. */
export function reviewsPageMetadata(product: Named, locale: Locale): Metadata {
  const t = translator(locale, words);
  const name = catalogueText(locale, product.name, product.nameHi);
  const category = catalogueText(locale, product.categoryName, product.categoryNameHi);
  const description =
    product.ratingCount > 0
      ? t("metaDescriptionRated", { name, category, average: product.ratingAverage.toFixed(1) })
      : t("metaDescription", { name, category });
  return inLanguage(locale, {
    title: t("metaTitle", { name }),
    description,
    alternates: { canonical: reviewsPath(product.id) },
    robots: { index: true },
  });
}

export async function reviewsMetadata(id: string, locale: Locale): Promise<Metadata> {
  const product = await loadProduct(id);
  if (!product) return { title: translator(locale, productWords)("notFound"), robots: { index: false } };
  return reviewsPageMetadata(product, locale);
}

export async function ReviewsPageView({ id, locale, searchParams }: { id: string; locale: Locale; searchParams: SearchParams }) {
  const product = await loadProduct(id);
  if (!product) notFound();
  const t = translator(locale, words);

  // The review form's words, and the server's messages it shows, in Hindi on the Hindi page only.
  return (
    <PageWords locale={locale} areas={{ reviews: words }} serverMessages>
      <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("pageTitle")}</h1>
        <p className="mt-1 text-base">
          {/*
          Not prefetched: each review write refreshes this page, which prefetched the product page
          again. In one of four e2e runs the product page then kept a review that had just been
          deleted; the likely cause is that prefetch render, started before the delete and stored
          after its tag expiry. Without the prefetch, the runs since were right.
        */}
          <Link
            href={localePath(locale, productPath(product.slug))}
            prefetch={false}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            <span aria-hidden="true">← </span>
            {catalogueText(locale, product.name, product.nameHi)}
          </Link>
        </p>

        {/* The caller's own review is theirs alone: streamed into its own hole, the rest stays cached. */}
        <section
          id="your-review"
          aria-labelledby="your-review-heading"
          className="mt-6 scroll-mt-24 rounded-xl border border-stone-200 p-4 sm:p-6"
        >
          <h2 id="your-review-heading" className="mb-3 text-lg font-semibold tracking-tight">
            {t("yourReview")}
          </h2>
          <Suspense fallback={<p className="text-sm text-ink-muted">{t("loadingYours")}</p>}>
            <MyReview productId={product.id} locale={locale} />
          </Suspense>
        </section>

        {/* The page, order and star filter of the reviews are in the address (?page=&sort=&stars=), known only per request. */}
        <Suspense>
          <ReviewPage product={product} searchParams={searchParams} locale={locale} />
        </Suspense>
      </div>
    </PageWords>
  );
}

async function ReviewPage({ product, searchParams, locale }: { product: ProductDetail; searchParams: SearchParams; locale: Locale }) {
  const query = await searchParams;
  const page = pageOf(query.page);
  const view = reviewViewOf(query);
  const list = await cachedProductReviews(product.id, PAGE_SIZE, page, view);
  if (!list) notFound();
  const t = translator(locale, words);
  const { reviews, summary, pagination } = list;
  const totalPages = pagination?.totalPages ?? 1;
  const here = (to: number) => reviewListHref(product.id, { ...view, page: to }, locale);

  return (
    <>
      <section aria-label={t("summaryLabel")} className="mt-6 rounded-xl border border-stone-200 p-4 sm:p-6">
        {summary ? <RatingSummary summary={summary} locale={locale} /> : null}
      </section>

      <section aria-labelledby="all-reviews" className="mt-8">
        <h2 id="all-reviews" className="text-xl font-semibold tracking-tight">
          {summary && summary.count > 0 ? t("allReviews", { count: String(summary.count) }) : t("heading")}
        </h2>
        {summary && summary.count > 0 ? <ReviewListControls productId={product.id} view={view} summary={summary} locale={locale} /> : null}
        {reviews.length > 0 ? (
          <ul className="mt-4 space-y-3">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} locale={locale} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-ink-muted">{page > 1 ? t("noMore") : view.stars ? t("noneWithStars") : t("noneYet")}</p>
        )}
        {totalPages > 1 ? (
          <nav aria-label={t("pagesLabel")} className="mt-6 flex items-center justify-between gap-3">
            {page > 1 ? (
              <Link href={here(page - 1)} className={buttonClasses("secondary")}>
                {t("previous")}
              </Link>
            ) : (
              <span />
            )}
            <span className="text-sm text-ink-muted">{t("pageOf", { page: String(page), pages: String(totalPages) })}</span>
            {page < totalPages ? (
              <Link href={here(page + 1)} className={buttonClasses("secondary")}>
                {t("more")}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>
    </>
  );
}
