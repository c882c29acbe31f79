import type { RatingSummary as Summary, StarBucket } from "@/lib/reviews/queries";
import { StarRating } from "@/components/ui/star-rating";
import type { Locale } from "@/lib/i18n/locales";
import { product as words } from "@/lib/i18n/messages/product";
import { reviews } from "@/lib/i18n/messages/reviews";
import { translator } from "@/lib/i18n/translate";

const BUCKETS: readonly StarBucket[] = ["5", "4", "3", "2", "1"];

/** The average with stars, the count and a bar per star (5★ to 1★), drawn with plain boxes. */
export function RatingSummary({ summary, locale = "en" }: { summary: Summary; locale?: Locale }) {
  const t = translator(locale, words);
  if (summary.count === 0) {
    return <p className="text-sm text-ink-muted">{t("noReviews")}</p>;
  }
  const average = summary.average.toFixed(1);
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:gap-10">
      <div className="shrink-0 text-center sm:w-44">
        <p className="text-5xl font-bold tracking-tight">
          {average}
          <span className="sr-only"> {t("outOf5")}</span>
        </p>
        <StarRating value={summary.average} className="mt-2" rated={(stars) => translator(locale, reviews)("rated", { stars })} />
        <p className="mt-1 text-sm text-ink-muted">{t("reviews", { count: summary.count })}</p>
      </div>
      <ul aria-label={t("reviewsByStars")} className="w-full max-w-md flex-1 space-y-2">
        {BUCKETS.map((stars) => {
          const n = summary.distribution[stars];
          const share = Math.round((n / summary.count) * 100);
          return (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span className="w-8 shrink-0 font-medium" aria-hidden="true">
                {stars}★
              </span>
              <span className="sr-only">{t("starLine", { stars: Number(stars), count: n })}</span>
              <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-200">
                <span className="block h-full rounded-full bg-amber-600" style={{ width: `${share}%` }} />
              </span>
              <span className="w-10 shrink-0 text-right tabular-nums text-ink-muted" aria-hidden="true">
                {n}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
