"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SpinnerIcon } from "@/components/ui/icons";
import { useViewer } from "@/components/layout/viewer-provider";
import { useLocalMessage } from "@/components/i18n/page-words-context";
import { useLocale, useLocalePath, useT } from "@/components/i18n/locale-context";
import { orders } from "@/lib/i18n/messages/orders";
import { callAction } from "@/components/forms/action-helpers";
import { addToCartAction } from "@/lib/cart/actions";
import { buyAgainAction } from "@/lib/orders/actions";
import type { SizeOffer } from "@/lib/orders/buy-again";
import { offerText, unavailableText } from "@/lib/orders/buy-again-text";

// "Buy again" for a whole order or one item: the same sizes go in the cart (lib/orders/buy-again.ts); what went in and
// what could not (sold out, no longer sold) is said beside the button, with the way to the cart, and a size offered
// instead (of one she returned for its fit, or one sold out) has its own button to add it.

type Outcome = { added: string[]; unavailable: string[]; offers: SizeOffer[] } | { error: string };

export function BuyAgainButton({ orderId, line, label }: { orderId: string; line?: { id: string; name: string }; label: string }) {
  const { setCartCount } = useViewer();
  const local = useLocalMessage();
  const locale = useLocale();
  const localePath = useLocalePath();
  const t = useT(orders);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function buy() {
    setBusy(true);
    const result = await buyAgainAction({ orderId, ...(line ? { lineId: line.id } : {}) });
    setBusy(false);
    if (!result.ok) return setOutcome({ error: local(result.message) });
    setCartCount(result.data.cartCount);
    setOutcome(result.data);
  }

  async function take(offer: SizeOffer) {
    setBusy(true);
    const result = await callAction(() => addToCartAction({ sizeId: offer.sizeId, quantity: offer.quantity }));
    setBusy(false);
    if (!result.ok) return setOutcome({ error: local(result.message) });
    setCartCount(result.data.cart.length);
    setOutcome((was) =>
      was && !("error" in was)
        ? { ...was, added: [...was.added, offer.offered], offers: was.offers.filter((other) => other !== offer) }
        : was,
    );
  }

  return (
    <div className="space-y-1">
      <Button variant="secondary" onClick={buy} disabled={busy}>
        {busy ? <SpinnerIcon className="size-4" /> : null}
        {label}
        {line ? <span className="sr-only"> {line.name}</span> : null}
      </Button>
      <div role="status" className="text-sm">
        {outcome === null ? null : "error" in outcome ? (
          <p className="text-red-700">{outcome.error}</p>
        ) : (
          <>
            {outcome.added.length > 0 ? (
              <p className="text-green-800">
                {t("again.added", { items: outcome.added.join(", ") })}{" "}
                <Link href={localePath("/cart")} className="font-semibold text-brand-700 underline">
                  {t("again.goToCart")}
                </Link>
              </p>
            ) : null}
            {outcome.unavailable.length > 0 ? <p className="text-red-700">{unavailableText(outcome.unavailable, locale)}</p> : null}
            {outcome.offers.map((offer) => (
              <p key={offer.sizeId} className="flex flex-wrap items-center gap-2 text-ink">
                {offerText(offer, locale)}.
                <Button variant="secondary" onClick={() => take(offer)} disabled={busy}>
                  {t("again.addSize", { size: offer.size })}
                  <span className="sr-only">{t("again.ofItem", { item: offer.item })}</span>
                </Button>
              </p>
            ))}
          </>
        )}
      </div>
    </div>
  );
}
