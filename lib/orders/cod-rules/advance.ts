import { formatINR } from "@/lib/pricing";
import type { Locale } from "@/lib/i18n/locales";
import { checkout } from "@/lib/i18n/messages/checkout";
import { translator } from "@/lib/i18n/translate";
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
export function advanceTerms(advancePaise: number, keepPaise: number, locale: Locale = "en"): string {
  const t = translator(locale, checkout);
  const { keptPaise, refundPaise } = refusedParcelSplit(advancePaise, keepPaise);
  const refused =
    keptPaise === 0
      ? t("advanceRefusedAll")
      : refundPaise > 0
        ? t("advanceRefusedKeptRest", { kept: formatINR(keptPaise), refund: formatINR(refundPaise) })
        : t("advanceRefusedKept", { kept: formatINR(keptPaise) });
  return `${t("advanceCancel")} ${refused}`;
}

export const advanceReason = (ask: Pick<CodAdvanceAsk, "why">, locale: Locale = "en"): string =>
  translator(locale, checkout)(`advanceWhy.${ask.why}`);
