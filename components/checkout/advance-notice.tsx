import { advanceReason, advanceTerms } from "@/lib/orders/cod-rules/advance";
import type { CodAdvanceAsk } from "@/lib/orders/cod-rules/decide";
import { checkout } from "@/lib/i18n/messages/checkout";
import { formatINR } from "@/lib/pricing";
import { useLocale, useT } from "@/components/i18n/locale-context";

/** Before a cash-on-delivery order that asks an advance is placed: why, how much now and in cash, and the terms on refusal. */
export function AdvanceNotice({ ask, advancePaise, cashPaise }: { ask: CodAdvanceAsk; advancePaise: number; cashPaise: number }) {
  const locale = useLocale();
  const t = useT(checkout);
  return (
    <div role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="cod-advance">
      <p>
        {advanceReason(ask, locale)}{" "}
        {t.rich("advanceNote", {
          advance: formatINR(advancePaise),
          cash: formatINR(cashPaise),
          strong: (words) => <strong>{words}</strong>,
        })}
      </p>
      <p className="mt-1 text-xs">{advanceTerms(advancePaise, ask.keepPaise, locale)}</p>
    </div>
  );
}
