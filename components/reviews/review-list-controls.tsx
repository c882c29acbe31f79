import Link from "next/link";
import type { RatingSummary, StarBucket } from "@/lib/reviews/queries";
import { REVIEW_SORTS, type ReviewSort } from "@/lib/reviews/schemas";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { reviews } from "@/lib/i18n/messages/reviews";
import { translator } from "@/lib/i18n/translate";
import { reviewsPath } from "@/lib/paths";

// The order and star filter of /reviews/{id}, kept in the address (?sort=highest&stars=4) so a
// link shares them and the cached list is one entry per choice. Plain links: no script needed.

export type ReviewListView = { sort?: ReviewSort; stars?: number };

const STARS: readonly StarBucket[] = ["5", "4", "3", "2", "1"];

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The order and filter named in the address; anything unknown is the default (newest, all stars). */
export function reviewViewOf(query: Record<string, string | string[] | undefined>): ReviewListView {
  const sort = REVIEW_SORTS.find((candidate) => candidate === first(query.sort));
  const stars = STARS.find((candidate) => candidate === first(query.stars));
  return { ...(sort && sort !== "newest" ? { sort } : {}), ...(stars ? { stars: Number(stars) } : {}) };
}

/** The list's address with that order, filter and page, on the page's language's /reviews/{id}. */
export function reviewListHref(productId: string, { sort, stars, page }: ReviewListView & { page?: number }, locale: Locale): string {
  const params = new URLSearchParams();
  if (sort && sort !== "newest") params.set("sort", sort);
  if (stars) params.set("stars", String(stars));
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return localePath(locale, reviewsPath(productId, query));
}

const pill = (current: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${
    current ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700"
  }`;

export function ReviewListControls({
  productId,
  view,
  summary,
  locale,
}: {
  productId: string;
  view: ReviewListView;
  summary: RatingSummary;
  locale: Locale;
}) {
  const t = translator(locale, reviews);
  const sort = view.sort ?? "newest";
  const href = (to: ReviewListView) => reviewListHref(productId, to, locale);
  return (
    <div className="mt-4 space-y-3">
      <nav aria-label={t("sortLabel")} className="flex flex-wrap items-center gap-2">
        <span className="mr-1 text-sm font-semibold">{t("sortBy")}</span>
        {REVIEW_SORTS.map((option) => (
          <Link
            key={option}
            href={href({ ...view, sort: option })}
            aria-current={option === sort ? "true" : undefined}
            className={pill(option === sort)}
            scroll={false}
          >
            {t(`sorts.${option}`)}
          </Link>
        ))}
      </nav>
      <nav aria-label={t("filterLabel")} className="flex flex-wrap items-center gap-2">
        <span className="mr-1 text-sm font-semibold">{t("starsBy")}</span>
        <Link href={href({ sort: view.sort })} aria-current={view.stars ? undefined : "true"} className={pill(!view.stars)} scroll={false}>
          {t("all")}
        </Link>
        {STARS.map((stars) => (
          <Link
            key={stars}
            href={href({ sort: view.sort, stars: Number(stars) })}
            aria-current={view.stars === Number(stars) ? "true" : undefined}
            className={pill(view.stars === Number(stars))}
            scroll={false}
          >
            <span aria-hidden="true">{stars}★</span>
            <span className="sr-only">{t("stars", { stars: Number(stars) })}</span>
            <span className="ml-1 tabular-nums opacity-80">({summary.distribution[stars]})</span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
