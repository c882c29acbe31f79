import { formatINR } from "@/lib/pricing";
import type { OfferView } from "@/lib/promotions/offers";
import { Button } from "@/components/ui/button";

/** The codes on offer, each with its terms and an Apply button (the code box's answer follows). */
export function OffersForYou({
  offers,
  applied,
  onApply,
}: {
  offers: readonly OfferView[];
  applied: string | null;
  onApply: (code: string) => void;
}) {
  const open = offers.filter((offer) => offer.code !== applied);
  if (open.length === 0) return null;
  return (
    <section aria-labelledby="offers-for-you" className="mt-4">
      <h3 id="offers-for-you" className="text-sm font-semibold">
        Offers for you
      </h3>
      <ul className="mt-2 space-y-2">
        {open.map((offer) => (
          <li key={offer.code} className="flex items-center justify-between gap-3 rounded-lg bg-stone-50 p-2 text-sm">
            <div>
              <p className="font-medium">{offer.title}</p>
              <p className="text-xs text-ink-muted">
                Code <span className="font-semibold tracking-wide text-ink">{offer.code}</span>
                {offer.minCartPaise > 0 ? ` · on carts of ${formatINR(offer.minCartPaise)} or more` : ""}
                {offer.prepaidOnly ? " · paying online" : ""}
                {offer.firstOrderOnly ? " · your first order" : ""}
              </p>
            </div>
            <Button variant="ghost" onClick={() => onApply(offer.code)}>
              Apply<span className="sr-only"> code {offer.code}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
