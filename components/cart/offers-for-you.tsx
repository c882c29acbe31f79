"use client";

import { formatINR } from "@/lib/pricing/money";
import type { OfferView } from "@/lib/promotions/offers";
import { Button } from "@/components/ui/button";
import { useCartT } from "./cart-words";

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
  const t = useCartT();
  const open = offers.filter((offer) => offer.code !== applied);
  if (open.length === 0) return null;
  return (
    <section aria-labelledby="offers-for-you" className="mt-4">
      <h3 id="offers-for-you" className="text-sm font-semibold">
        {t("offersForYou")}
      </h3>
      <ul className="mt-2 space-y-2">
        {open.map((offer) => (
          <li key={offer.code} className="flex items-center justify-between gap-3 rounded-lg bg-stone-50 p-2 text-sm">
            <div>
              <p className="font-medium">{offer.title}</p>
              <p className="text-xs text-ink-muted">
                {t("code")} <span className="font-semibold tracking-wide text-ink">{offer.code}</span>
                {offer.minCartPaise > 0 ? t("onCartsOf", { min: formatINR(offer.minCartPaise) }) : ""}
                {offer.prepaidOnly ? t("payingOnline") : ""}
                {offer.firstOrderOnly ? t("firstOrder") : ""}
              </p>
            </div>
            <Button variant="ghost" onClick={() => onApply(offer.code)}>
              {t("apply")}
              <span className="sr-only">{t("codeName", { code: offer.code })}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
