"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SpinnerIcon } from "@/components/ui/icons";
import { useViewer } from "@/components/layout/viewer-provider";
import { buyAgainAction } from "@/lib/orders/actions";
import { unavailableText } from "@/lib/orders/buy-again-text";

// "Buy again" for a whole order or one item: the same sizes go in the cart (lib/orders/buy-again.ts); what went in and
// what could not (sold out, no longer sold) is said beside the button, with the way to the cart.

type Outcome = { added: string[]; unavailable: string[] } | { error: string };

export function BuyAgainButton({ orderId, line, label }: { orderId: string; line?: { id: string; name: string }; label: string }) {
  const { setCartCount } = useViewer();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function buy() {
    setBusy(true);
    const result = await buyAgainAction({ orderId, ...(line ? { lineId: line.id } : {}) });
    setBusy(false);
    if (!result.ok) return setOutcome({ error: result.message });
    setCartCount(result.data.cartCount);
    setOutcome(result.data);
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
            <p className="text-green-800">
              Added to your cart: {outcome.added.join(", ")}.{" "}
              <Link href="/cart" className="font-semibold text-brand-700 underline">
                Go to cart
              </Link>
            </p>
            {outcome.unavailable.length > 0 ? <p className="text-red-700">{unavailableText(outcome.unavailable)}</p> : null}
          </>
        )}
      </div>
    </div>
  );
}
