import { advanceReason, advanceTerms } from "@/lib/orders/cod-rules/advance";
import type { CodAdvanceAsk } from "@/lib/orders/cod-rules/decide";
import { formatINR } from "@/lib/pricing";

/** Before a cash-on-delivery order that asks an advance is placed: why, how much now and in cash, and the terms on refusal. */
export function AdvanceNotice({ ask, advancePaise, cashPaise }: { ask: CodAdvanceAsk; advancePaise: number; cashPaise: number }) {
  return (
    <div role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="cod-advance">
      <p>
        {advanceReason(ask)} Pay <strong>{formatINR(advancePaise)} now</strong> by UPI (or card), and {formatINR(cashPaise)} in cash on
        delivery. Unpaid, the order is cancelled when its confirmation time runs out.
      </p>
      <p className="mt-1 text-xs">{advanceTerms(advancePaise, ask.keepPaise)}</p>
    </div>
  );
}
