import type { FitSummary } from "@/lib/reviews/queries";
import { FIT_LABELS } from "@/lib/reviews/schemas";

/** "Most buyers say: true to size (18 reviews)", from the reviews that answered; nothing before the first answer. */
export function SizeFitNote({ fit }: { fit: FitSummary | undefined }) {
  if (!fit?.verdict) return null;
  return (
    <p className="text-sm text-ink-muted">
      Most buyers say: <span className="font-semibold text-ink">{FIT_LABELS[fit.verdict].toLowerCase()}</span> ({fit.answers}{" "}
      {fit.answers === 1 ? "review" : "reviews"})
    </p>
  );
}
