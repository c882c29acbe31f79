import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { productPath, reviewsPath } from "@/lib/paths";
import { MyReview } from "@/components/reviews/my-review";
import { RatingSummary } from "@/components/reviews/rating-summary";
import { ReviewCard } from "@/components/reviews/review-card";
import { ReviewListControls, reviewListHref, reviewViewOf } from "@/components/reviews/review-list-controls";
import { buttonClasses } from "@/components/ui/button";
import { loadProduct, searchCatalog } from "@/lib/catalog/queries";
import type { ProductDetail } from "@/lib/catalog/product/detail";
import { cachedProductReviews } from "@/lib/reviews/cached";
import { prebuilt } from "@/lib/catalog/static-params";

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Reviews per page; a product with more gets Newer / Older links. */
const PAGE_SIZE = 100;

function pageOf(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  const page = Number(text);
  return Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const product = await loadProduct(id);
  if (!product) return { title: "Product not found", robots: { index: false } };
  const rating = product.ratingCount > 0 ? `, rated ${product.ratingAverage.toFixed(1)} out of 5` : "";
  return {
    title: `Ratings and reviews of ${product.name}`,
    description: `What customers say about ${product.name} from ${product.categoryName}${rating}.`,
    alternates: { canonical: reviewsPath(product.id) },
    robots: { index: true },
  };
}

/** The most visited products' reviews are built ahead, like their product pages. */
export async function generateStaticParams(): Promise<{ id: string }[]> {
  const { products } = await searchCatalog({ sortBy: "viewed", sortOrder: "desc", limit: 12 });
  return prebuilt(
    "id",
    products.map((product) => product.id),
  );
}

export default async function ReviewsPage({ params, searchParams }: Props) {
  const { id } = await params;
  const product = await loadProduct(id);
  if (!product) notFound();

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Rating and Reviews</h1>
      <p className="mt-1 text-base">
        {/*
          Not prefetched: each review write refreshes this page, which prefetched the product page
          again. In one of four e2e runs the product page then kept a review that had just been
          deleted; the likely cause is that prefetch render, started before the delete and stored
          after its tag expiry. Without the prefetch, the runs since were right.
        */}
        <Link href={productPath(product.slug)} prefetch={false} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          <span aria-hidden="true">← </span>
          {product.name}
        </Link>
      </p>

      {/* The caller's own review is theirs alone: streamed into its own hole, the rest stays cached. */}
      <section
        id="your-review"
        aria-labelledby="your-review-heading"
        className="mt-6 scroll-mt-24 rounded-xl border border-stone-200 p-4 sm:p-6"
      >
        <h2 id="your-review-heading" className="mb-3 text-lg font-semibold tracking-tight">
          Your review
        </h2>
        <Suspense fallback={<p className="text-sm text-ink-muted">Loading your review…</p>}>
          <MyReview productId={product.id} />
        </Suspense>
      </section>

      {/* The page, order and star filter of the reviews are in the address (?page=&sort=&stars=), known only per request. */}
      <Suspense>
        <ReviewPage product={product} searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function ReviewPage({ product, searchParams }: { product: ProductDetail; searchParams: Props["searchParams"] }) {
  const query = await searchParams;
  const page = pageOf(query.page);
  const view = reviewViewOf(query);
  const list = await cachedProductReviews(product.id, PAGE_SIZE, page, view);
  if (!list) notFound();
  const { reviews, summary, pagination } = list;
  const totalPages = pagination?.totalPages ?? 1;
  const here = (to: number) => reviewListHref(product.id, { ...view, page: to });

  return (
    <>
      <section aria-label="Rating summary" className="mt-6 rounded-xl border border-stone-200 p-4 sm:p-6">
        {summary ? <RatingSummary summary={summary} /> : null}
      </section>

      <section aria-labelledby="all-reviews" className="mt-8">
        <h2 id="all-reviews" className="text-xl font-semibold tracking-tight">
          {summary && summary.count > 0 ? `All reviews (${summary.count})` : "Reviews"}
        </h2>
        {summary && summary.count > 0 ? <ReviewListControls productId={product.id} view={view} summary={summary} /> : null}
        {reviews.length > 0 ? (
          <ul className="mt-4 space-y-3">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-ink-muted">
            {page > 1 ? "No more reviews." : view.stars ? "No reviews with these stars." : "This kurta has no reviews yet."}
          </p>
        )}
        {totalPages > 1 ? (
          <nav aria-label="Review pages" className="mt-6 flex items-center justify-between gap-3">
            {page > 1 ? (
              <Link href={here(page - 1)} className={buttonClasses("secondary")}>
                Previous reviews
              </Link>
            ) : (
              <span />
            )}
            <span className="text-sm text-ink-muted">
              Page {page} of {totalPages}
            </span>
            {page < totalPages ? (
              <Link href={here(page + 1)} className={buttonClasses("secondary")}>
                More reviews
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
