import type { FitSummary } from "@/lib/reviews/queries";
import type { Locale } from "@/lib/i18n/locales";
import { buy } from "@/lib/i18n/messages/buy";
import { translator } from "@/lib/i18n/translate";

/** "Most buyers say: true to size (18 reviews)", from the reviews that answered; nothing before the first answer. */
export function SizeFitNote({ fit, locale }: { fit: FitSummary | undefined; locale: Locale }) {
  if (!fit?.verdict) return null;
  const t = translator(locale, buy);
  return (
    <p className="text-sm text-ink-muted">
      {t.rich("fitSays", {
        verdict: t(`verdict.${fit.verdict}`),
        count: fit.answers,
        b: (chunks) => <span className="font-semibold text-ink">{chunks}</span>,
      })}
    </p>
  );
}
