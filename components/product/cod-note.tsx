import type { CodTerms } from "@/lib/orders/cod-rules/terms";
import { formatINR } from "@/lib/pricing/money";

/** "On orders from ₹500 up to ₹10,000, with a fee of ₹49 (GST included)": the shop's terms in a phrase. */
export function codTermsPhrase(terms: CodTerms): string {
  const range =
    terms.minPaise > 0
      ? `on orders from ${formatINR(terms.minPaise)} up to ${formatINR(terms.maxPaise)}`
      : `on orders up to ${formatINR(terms.maxPaise)}`;
  return terms.feePaise > 0 ? `${range}, with a fee of ${formatINR(terms.feePaise)} (GST included)` : range;
}

/**
 * Whether this kurta can be paid cash on delivery, said where the shopper chooses it (the product page beside the
 * pin-code check, and the quick view), with the shop's terms when the page knows them; booking decides again for
 * the whole cart, the address and the customer (lib/orders/cod-rules).
 */
export function CodNote({ cashOnDelivery, terms, className = "" }: { cashOnDelivery: boolean; terms?: CodTerms; className?: string }) {
  const open = cashOnDelivery && terms?.maxPaise !== 0;
  return (
    <p className={`text-sm ${className}`}>
      {open ? (
        <>
          <span className="font-semibold text-green-800">Cash on delivery available</span> for this kurta
          {terms ? `, ${codTermsPhrase(terms)}` : ""}.
        </>
      ) : (
        <>
          <span className="font-semibold text-ink">Cash on delivery is not available</span>{" "}
          {cashOnDelivery ? "at the moment" : "for this kurta"}: pay online with UPI, cards or net banking.
        </>
      )}
    </p>
  );
}
