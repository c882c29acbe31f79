"use client";

import type { CodTerms } from "@/lib/orders/cod-rules/terms";
import { formatINR } from "@/lib/pricing/money";
import { useBuyT } from "./buy-words";

type BuyT = ReturnType<typeof useBuyT>;

/** "On orders from ₹500 up to ₹10,000, with a fee of ₹49 (GST included)": the shop's terms in a phrase. */
export function codTermsPhrase(terms: CodTerms, t: BuyT): string {
  const range =
    terms.minPaise > 0
      ? t("cod.rangeFrom", { min: formatINR(terms.minPaise), max: formatINR(terms.maxPaise) })
      : t("cod.range", { max: formatINR(terms.maxPaise) });
  return terms.feePaise > 0 ? t("cod.fee", { range, fee: formatINR(terms.feePaise) }) : range;
}

/**
 * Whether this kurta can be paid cash on delivery, said where the shopper chooses it (the product page beside the
 * pin-code check, and the quick view), with the shop's terms when the page knows them; booking decides again for
 * the whole cart, the address and the customer (lib/orders/cod-rules).
 */
export function CodNote({ cashOnDelivery, terms, className = "" }: { cashOnDelivery: boolean; terms?: CodTerms; className?: string }) {
  const t = useBuyT();
  const open = cashOnDelivery && terms?.maxPaise !== 0;
  return (
    <p className={`text-sm ${className}`}>
      {open
        ? t.rich("cod.open", {
            terms: terms ? t("cod.terms", { phrase: codTermsPhrase(terms, t) }) : "",
            b: (chunks) => <span className="font-semibold text-green-800">{chunks}</span>,
          })
        : t.rich(cashOnDelivery ? "cod.closedNow" : "cod.closedKurta", {
            b: (chunks) => <span className="font-semibold text-ink">{chunks}</span>,
          })}
    </p>
  );
}
