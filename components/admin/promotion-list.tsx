import Link from "next/link";
import { EmptyNote } from "@/components/admin/page-title";
import type { CodeBatchSummary } from "@/lib/promotions/admin/read";
import { datesText, offerText, STATUS_LABEL, statusOf, type PromotionStatus } from "@/lib/promotions/admin/view";
import type { PromotionRow } from "@/lib/promotions/model";

// Admin → Promotions: the list with each promotion's status now, and the code batches.

const STATUS_BADGE: Record<PromotionStatus, string> = {
  scheduled: "bg-sky-100 text-sky-900",
  live: "bg-emerald-100 text-emerald-900",
  ended: "bg-stone-200 text-stone-800",
  used_up: "bg-amber-100 text-amber-900",
  archived: "bg-stone-200 text-stone-800",
};

export function PromotionStatusBadge({ status }: { status: PromotionStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGE[status]}`}>{STATUS_LABEL[status]}</span>
  );
}

const uses = (row: PromotionRow) => (row.usageLimit === null ? `${row.usedCount} used` : `${row.usedCount} of ${row.usageLimit} used`);

export function PromotionList({ rows, now }: { rows: PromotionRow[]; now: Date }) {
  if (rows.length === 0) return <EmptyNote>No promotions yet</EmptyNote>;
  return (
    <ul aria-label="Promotions" className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
      {rows.map((row) => (
        <li key={row.id} className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-x-4">
          <div className="min-w-0">
            <Link href={`/admin/promotions/${row.id}`} className="font-semibold break-words text-ink hover:text-brand-700 hover:underline">
              {row.title}
            </Link>
            <p className="text-ink-muted">
              {row.code ? <span className="font-mono text-ink">{row.code}</span> : "Automatic"}
              {row.code && !row.listed ? " (private: not in Offers for you)" : ""} · {offerText(row)} · {datesText(row)} · {uses(row)}
            </p>
          </div>
          <div>
            <PromotionStatusBadge status={statusOf(row, now)} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CodeBatchList({ batches }: { batches: CodeBatchSummary[] }) {
  if (batches.length === 0) return <p className="text-sm text-ink-muted">No code batches yet.</p>;
  return (
    <ul aria-label="Code batches" className="divide-y divide-stone-100 rounded-lg border border-stone-200 text-sm">
      {batches.map((batch) => (
        <li key={batch.batchId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
          <span className="min-w-0 break-words">
            <span className="font-mono font-semibold">{batch.prefix}-…</span> {batch.title}: {batch.used} of {batch.codes} used
          </span>
          <span className="flex items-center gap-3">
            <PromotionStatusBadge status={batch.status} />
            <a href={`/admin/promotions/batches/${batch.batchId}`} download className="font-medium text-brand-700 underline">
              Download CSV
            </a>
          </span>
        </li>
      ))}
    </ul>
  );
}
