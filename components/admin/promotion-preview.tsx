"use client";

import { formatINR, priceWithGst } from "@/lib/pricing";
import { applyPromotions, pieceOf, type PromoLine, type PromotionRule } from "@/lib/promotions/engine";
import type { SampleItem } from "@/lib/promotions/admin/page-data";
import { promotionInputSchema } from "@/lib/promotions/admin/schemas";

// The editor's live preview: the promotion as typed, priced by the shop's own engine on a sample
// cart of the shop's pieces (those it targets first), as on its first day. Conditions about the
// shopper (first order, prepaid) and limits are left out: the cart page says those.

type Props = { values: unknown; samples: readonly SampleItem[] };

/** Two pieces the promotion targets (all of them when it targets the whole cart) and one it does not. */
function sampleCart(rule: PromotionRule, samples: readonly SampleItem[]): (PromoLine & { name: string })[] {
  const all = rule.categoryIds.length + rule.productIds.length + rule.sizeIds.length === 0;
  const targeted = (item: SampleItem) =>
    all || rule.categoryIds.includes(item.categoryId) || rule.productIds.includes(item.productId) || rule.sizeIds.includes(item.sizeId);
  const chosen = [...samples.filter(targeted).slice(0, 2), ...samples.filter((item) => !targeted(item)).slice(0, 1)];
  const group = rule.type === "BUY_X_GET_Y" ? rule.buyQuantity + rule.getQuantity : 1;
  return chosen.map((item, index) => ({ ...item, quantity: index === 0 ? group : 1 }));
}

export function PromotionPreview({ values, samples }: Props) {
  const parsed = promotionInputSchema.safeParse(values);
  if (!parsed.success) {
    return <p className="text-sm text-ink-muted">The preview shows once the form is complete: {parsed.error.issues[0]?.message}.</p>;
  }
  const data = parsed.data;
  const on = data.startsAt ?? new Date();
  // A gift's worth is not known here: the preview counts it as in stock at ₹1, enough to show it applies.
  const rule: PromotionRule = { ...data, id: "preview", createdAt: on, giftValuePaise: data.giftSizeId ? 100 : 0 };
  const lines = sampleCart(rule, samples);
  if (lines.length === 0) return <p className="text-sm text-ink-muted">The shop has no pieces to preview with yet.</p>;
  const outcome = applyPromotions(lines, [rule], new Map(), { firstOrder: true, payment: null }, on);
  const shown = (line: PromoLine) => priceWithGst(pieceOf(line), on);
  const before = lines.reduce((sum, line) => sum + shown(line) * line.quantity, 0);
  const after = outcome.lines.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  const refusal = outcome.refused[0]?.reason;
  return (
    <div className="space-y-3 text-sm">
      <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
        {outcome.lines.map((line, index) => (
          <li key={line.sizeId} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2">
            <span className="min-w-0 break-words">
              {lines[index]!.name} × {line.quantity}
            </span>
            <span className="whitespace-nowrap tabular-nums">
              {line.unitDiscountPaise > 0 ? <s className="mr-2 text-ink-muted">{formatINR(shown(lines[index]!) * line.quantity)}</s> : null}
              {formatINR(line.lineTotalPaise)}
            </span>
          </li>
        ))}
      </ul>
      {refusal ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">On this cart: {refusal}</p>
      ) : (
        <p className="font-semibold text-emerald-800">
          The shopper saves {formatINR(before - after)} (GST included): {formatINR(before)} → {formatINR(after)}
        </p>
      )}
    </div>
  );
}
