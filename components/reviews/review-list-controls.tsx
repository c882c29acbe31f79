import Link from "next/link";
import type { RatingSummary, StarBucket } from "@/lib/reviews/queries";
import { REVIEW_SORTS, type ReviewSort } from "@/lib/reviews/schemas";
import { reviewsPath } from "@/lib/paths";

// The order and star filter of /reviews/{id}, kept in the address (?sort=highest&stars=4) so a
// link shares them and the cached list is one entry per choice. Plain links: no script needed.

export type ReviewListView = { sort?: ReviewSort; stars?: number };

const SORT_LABELS: Record<ReviewSort, string> = { newest: "Newest", highest: "Highest rated", lowest: "Lowest rated" };
const STARS: readonly StarBucket[] = ["5", "4", "3", "2", "1"];

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The order and filter named in the address; anything unknown is the default (newest, all stars). */
export function reviewViewOf(query: Record<string, string | string[] | undefined>): ReviewListView {
  const sort = REVIEW_SORTS.find((candidate) => candidate === first(query.sort));
  const stars = STARS.find((candidate) => candidate === first(query.stars));
  return { ...(sort && sort !== "newest" ? { sort } : {}), ...(stars ? { stars: Number(stars) } : {}) };
}

export function reviewListHref(productId: string, { sort, stars, page }: ReviewListView & { page?: number }): string {
  const params = new URLSearchParams();
  if (sort && sort !== "newest") params.set("sort", sort);
  if (stars) params.set("stars", String(stars));
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return reviewsPath(productId, query);
}

const pill = (current: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${
    current ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700"
  }`;

export function ReviewListControls({ productId, view, summary }: { productId: string; view: ReviewListView; summary: RatingSummary }) {
  const sort = view.sort ?? "newest";
  return (
    <div className="mt-4 space-y-3">
      <nav aria-label="Sort reviews" className="flex flex-wrap items-center gap-2">
        <span className="mr-1 text-sm font-semibold">Sort:</span>
        {REVIEW_SORTS.map((option) => (
          <Link
            key={option}
            href={reviewListHref(productId, { ...view, sort: option })}
            aria-current={option === sort ? "true" : undefined}
            className={pill(option === sort)}
            scroll={false}
          >
            {SORT_LABELS[option]}
          </Link>
        ))}
      </nav>
      <nav aria-label="Filter reviews by stars" className="flex flex-wrap items-center gap-2">
        <span className="mr-1 text-sm font-semibold">Stars:</span>
        <Link
          href={reviewListHref(productId, { sort: view.sort })}
          aria-current={view.stars ? undefined : "true"}
          className={pill(!view.stars)}
          scroll={false}
        >
          All
        </Link>
        {STARS.map((stars) => (
          <Link
            key={stars}
            href={reviewListHref(productId, { sort: view.sort, stars: Number(stars) })}
            aria-current={view.stars === Number(stars) ? "true" : undefined}
            className={pill(view.stars === Number(stars))}
            scroll={false}
          >
            <span aria-hidden="true">{stars}★</span>
            <span className="sr-only">
              {stars} {stars === "1" ? "star" : "stars"}
            </span>
            <span className="ml-1 tabular-nums opacity-80">({summary.distribution[stars]})</span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
