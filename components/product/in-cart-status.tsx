"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { buttonClasses } from "@/components/ui/button";
import { useBuyT } from "./buy-words";

/** Under the buy buttons: how many of the chosen size are in the cart (announced), and the way there. */
export function InCartStatus({ quantity, linkClassName }: { quantity: number; linkClassName?: string }) {
  const t = useBuyT();
  return (
    <div className="flex min-h-11 flex-wrap items-center justify-between gap-x-3">
      <p aria-live="polite" className="text-sm font-medium text-brand-700">
        {quantity > 0 ? t("inCart", { quantity }) : ""}
      </p>
      {quantity > 0 ? (
        <IntentLink href="/cart" className={buttonClasses("ghost", linkClassName)}>
          {t("goToCart")} <span aria-hidden="true">→</span>
        </IntentLink>
      ) : null}
    </div>
  );
}
