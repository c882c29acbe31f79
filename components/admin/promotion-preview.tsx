"use client";

import { formatINR } from "@/lib/pricing/money";
import type { SampleItem } from "@/lib/promotions/admin/page-data";
import { previewPromotion } from "@/lib/promotions/admin/preview";

// The editor's live preview (lib/promotions/admin/preview.ts prices it): shown, not computed, here.

type Props = { values: unknown; samples: readonly SampleItem[] };

export function PromotionPreview({ values, samples }: Props) {
  const preview = previewPromotion(values, samples);
  if (preview.kind === "incomplete") {
    return <p className="text-sm text-ink-muted">The preview shows once the form is complete: {preview.message}.</p>;
  }
  if (preview.kind === "no-pieces") return <p className="text-sm text-ink-muted">The shop has no pieces to preview with yet.</p>;
  return (
    <div className="space-y-3 text-sm">
      <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
        {preview.lines.map((line) => (
          <li key={line.sizeId} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2">
            <span className="min-w-0 break-words">
              {line.name} × {line.quantity}
            </span>
            <span className="whitespace-nowrap tabular-nums">
              {line.discounted ? <s className="mr-2 text-ink-muted">{formatINR(line.beforePaise)}</s> : null}
              {formatINR(line.afterPaise)}
            </span>
          </li>
        ))}
      </ul>
      {preview.refusal ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">On this cart: {preview.refusal}</p>
      ) : (
        <p className="font-semibold text-emerald-800">
          The shopper saves {formatINR(preview.savedPaise)} (GST included): {formatINR(preview.beforePaise)} →{" "}
          {formatINR(preview.afterPaise)}
        </p>
      )}
    </div>
  );
}
