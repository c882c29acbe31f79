import type { TimelineStep } from "@/lib/orders/model/timeline";

const DOT: Record<TimelineStep["state"], string> = {
  done: "border-brand-700 bg-brand-700 text-white",
  next: "border-stone-300 bg-white text-stone-400",
  cancelled: "border-red-700 bg-red-700 text-white",
};

const STATE_TEXT: Record<TimelineStep["state"], string> = { done: "done", next: "to come", cancelled: "" };

const when = (at: string) =>
  new Date(at).toLocaleString("en-IN", { day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });

/** Placed → Confirmed → Shipped → Delivered as an ordered list: each step done (with when) or to come; a cancelled order ends in Cancelled. */
export function OrderTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  return (
    <ol aria-label="Order progress" className="mt-4 grid gap-3 sm:grid-cols-4 sm:gap-2" data-testid="order-timeline">
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
              {step.label}
              {STATE_TEXT[step.state] ? <span className="sr-only">: {STATE_TEXT[step.state]}</span> : null}
            </span>
            {step.at ? <span className="block text-xs text-ink-muted">{when(step.at)}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
