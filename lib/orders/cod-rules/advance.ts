import { formatINR } from "@/lib/pricing";
import type { CodAdvanceAsk } from "./decide";

// The advance before cash on delivery in rupees (decision 115): store credit pays first, the advance
// is taken of what credit leaves, and the courier collects the rest. The advance is whole rupees, so
// the cash keeps the round-off it would have without it.

type AdvanceAmount = Pick<CodAdvanceAsk, "fixedPaise" | "percent">;

/** The advance on `leftPaise` (goods and fee less store credit): the fixed sum or the percentage rounded up to the rupee, never above the whole rupees left. */
export function advanceOn(ask: AdvanceAmount, leftPaise: number): number {
  const asked = ask.fixedPaise ?? Math.ceil((leftPaise * (ask.percent ?? 0)) / 10_000) * 100;
  return Math.max(0, Math.min(asked, Math.floor(leftPaise / 100) * 100));
}

/** At the booking: the advance and the cash once store credit has paid (`split`: lib/store-credit/split.ts's, for cash). */
export function advanceAndCash(ask: AdvanceAmount | null, split: { roundOffPaise: number; restPaise: number }) {
  const advancePaise = ask ? advanceOn(ask, split.restPaise - split.roundOffPaise) : 0;
  return { advancePaise, cashPaise: split.restPaise - advancePaise };
}

/** A refused parcel (return to origin): the shop keeps up to the terms' sum of what was paid, the rest goes back. */
export function refusedParcelSplit(advancePaidPaise: number, keepPaise: number): { keptPaise: number; refundPaise: number } {
  const keptPaise = Math.min(advancePaidPaise, keepPaise);
  return { keptPaise, refundPaise: advancePaidPaise - keptPaise };
}

/** The terms shown before paying the advance, and applied as shown by refusedParcelSplit. */
export function advanceTerms(advancePaise: number, keepPaise: number): string {
  const { keptPaise, refundPaise } = refusedParcelSplit(advancePaise, keepPaise);
  const cancel = "Cancel before dispatch and the advance is refunded in full.";
  if (keptPaise === 0) return `${cancel} If you refuse the parcel at the door, the advance is refunded in full.`;
  const rest = refundPaise > 0 ? ` and refunds the other ${formatINR(refundPaise)}` : "";
  return `${cancel} If you refuse the parcel at the door, the shop keeps ${formatINR(keptPaise)} of it for the shipping both ways${rest}.`;
}

const WHY: Record<CodAdvanceAsk["why"], string> = {
  place: "Cash on delivery to this pin code needs a part paid online first.",
  "order-value": "Cash on delivery for an order of this value needs a part paid online first.",
  "recent-rto": "An order on this account came back undelivered lately, so cash on delivery needs a part paid online first.",
};

export const advanceReason = (ask: Pick<CodAdvanceAsk, "why">): string => WHY[ask.why];
