import type { ReviewItem } from "@/lib/reviews/queries";
import { fitValueOf } from "@/lib/reviews/schemas";
import type { Locale } from "@/lib/i18n/locales";
import { reviews } from "@/lib/i18n/messages/reviews";
import { translator } from "@/lib/i18n/translate";
import { Avatar } from "@/components/ui/avatar";
import { CheckIcon } from "@/components/ui/icons";
import { StarRating } from "@/components/ui/star-rating";

const DATE_OPTIONS = { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" } as const;
const DATE: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-IN", DATE_OPTIONS),
  hi: new Intl.DateTimeFormat("hi-IN", DATE_OPTIONS),
};

/** One review: who wrote it (picture or initials, verified buyer), the stars in half steps, the text, the fit and, if asked, the date. */
export function ReviewCard({ review, showDate = true, locale = "en" }: { review: ReviewItem; showDate?: boolean; locale?: Locale }) {
  const t = translator(locale, reviews);
  const name = review.user.fullname.trim() || t("customer");
  const fit = fitValueOf(review.fit);
  return (
    <article className="flex gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <Avatar name={name} image={review.user.image} size={40} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <h3 className="text-sm font-semibold">
            {name}
            {review.verifiedBuyer ? <VerifiedBuyer label={t("verifiedBuyer")} /> : null}
          </h3>
          {showDate ? (
            <time dateTime={review.createdAt.toISOString()} className="text-xs text-ink-muted">
              {DATE[locale].format(review.createdAt)}
            </time>
          ) : null}
        </div>
        <StarRating value={review.halfStars / 2} className="mt-1" rated={(stars) => t("rated", { stars })} />
        <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed text-ink">{review.text}</p>
        {fit ? <p className="mt-2 text-xs text-ink-muted">{t("sizeAndFit", { fit: t(`fit.${fit}`) })}</p> : null}
      </div>
    </article>
  );
}

/** The author has a delivered order of this product. */
function VerifiedBuyer({ label }: { label: string }) {
  return (
    <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 align-middle text-xs font-medium text-green-800">
      <CheckIcon className="size-3.5" />
      {label}
    </span>
  );
}
