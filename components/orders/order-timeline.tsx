import type { Locale } from "@/lib/i18n/locales";
import { orders } from "@/lib/i18n/messages/orders";
import { translator } from "@/lib/i18n/translate";
import type { TimelineStep } from "@/lib/orders/model/timeline";

const DOT: Record<TimelineStep["state"], string> = {
  done: "border-brand-700 bg-brand-700 text-white",
  next: "border-stone-300 bg-white text-stone-400",
  cancelled: "border-red-700 bg-red-700 text-white",
};

const when = (at: string, locale: Locale) =>
  new Date(at).toLocaleString(locale === "hi" ? "hi-IN" : "en-IN", {
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  });

/** Placed → Confirmed → Shipped → Delivered as an ordered list: each step done (with when) or to come; a cancelled order ends in Cancelled. */
export function OrderTimeline({ steps, locale }: { steps: readonly TimelineStep[]; locale: Locale }) {
  const t = translator(locale, orders);
  // A step the catalogue does not know (a new one) shows as the model names it.
  const label = (step: TimelineStep) => {
    const key = `detail.timeline.steps.${step.label}` as "detail.timeline.steps.Placed";
    return t.has(key) ? t(key) : step.label;
  };
  const stateText = { done: t("detail.timeline.done"), next: t("detail.timeline.next"), cancelled: "" };
  return (
    <ol aria-label={t("detail.timeline.label")} className="mt-4 grid gap-3 sm:grid-cols-4 sm:gap-2" data-testid="order-timeline">
      {steps.map((step) => (
        <li key={step.label} className="flex items-center gap-3 sm:flex-col sm:items-start sm:gap-1.5">
          <span
            aria-hidden="true"
            className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold ${DOT[step.state]}`}
          >
            {step.state === "done" ? "✓" : step.state === "cancelled" ? "✕" : ""}
          </span>
          <span className="text-sm">
            <span
              className={`block font-semibold ${step.state === "next" ? "text-ink-muted" : step.state === "cancelled" ? "text-red-800" : "text-ink"}`}
            >
              {label(step)}
              {stateText[step.state] ? <span className="sr-only">: {stateText[step.state]}</span> : null}
            </span>
            {step.at ? <span className="block text-xs text-ink-muted">{when(step.at, locale)}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
