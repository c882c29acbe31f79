"use client";

import { useId, useState } from "react";
import { applyCouponAction, removeCouponAction } from "@/lib/cart/actions";
import type { CartView } from "@/lib/cart/view";
import type { ActionResult } from "@/lib/http/action";
import { callAction } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import type { OfferView } from "@/lib/promotions/offers";
import { OffersForYou } from "./offers-for-you";
import { useLocalMessage } from "@/components/i18n/page-words-context";
import { useCartT } from "./cart-words";

/**
 * The cart's code box: a code typed here is checked by the server, which answers the whole cart
 * (its saving, or why the code does not apply yet). The error stays under the field as well as in a toast.
 */
export function CouponBox({
  coupon,
  offers,
  onCart,
}: {
  coupon: CartView["coupon"];
  offers: readonly OfferView[];
  onCart: (cart: CartView) => void;
}) {
  const t = useCartT();
  const local = useLocalMessage();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();

  async function run(action: () => Promise<ActionResult<CartView>>, done: string) {
    setBusy(true);
    const result = await callAction(action);
    setBusy(false);
    if (!result.ok) {
      setError(local(result.message));
      notify.error(local(result.message));
      return;
    }
    setError(null);
    setCode("");
    onCart(result.data);
    notify.success(done);
  }

  const apply = (typed: string) => run(() => applyCouponAction({ code: typed }), t("codeApplied"));
  const offerList = <OffersForYou offers={offers} applied={coupon?.code ?? null} onApply={(offered) => void apply(offered)} />;
  if (coupon) {
    return (
      <>
        <div className="mt-4 rounded-lg border border-dashed border-stone-300 p-3 text-sm">
          <div className="flex items-center justify-between gap-3">
            <p>
              {t("code")} <span className="font-semibold tracking-wide">{coupon.code}</span>{" "}
              {coupon.applied ? <span className="text-green-800">{t("applied")}</span> : null}
            </p>
            <Button variant="ghost" disabled={busy} onClick={() => run(() => removeCouponAction(), t("codeRemoved"))}>
              {t("remove")}
              <span className="sr-only">{t("codeName", { code: coupon.code })}</span>
            </Button>
          </div>
          {coupon.reason ? <p className="mt-1 text-amber-800">{coupon.reason}</p> : null}
        </div>
        {offerList}
      </>
    );
  }
  return (
    <>
      <form
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          void apply(code);
        }}
      >
        <label htmlFor={inputId} className="text-sm font-medium">
          {t("haveCode")}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={inputId}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            maxLength={40}
            // A text box is 20 characters wide unless told: on a 360 px phone that pushed the cart past the screen.
            size={1}
            autoComplete="off"
            autoCapitalize="characters"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="min-h-11 min-w-0 flex-1 rounded-md border border-stone-300 px-3 py-2 text-sm uppercase"
          />
          <Button type="submit" variant="secondary" disabled={busy || code.trim() === ""}>
            {t("apply")}
          </Button>
        </div>
        {error ? (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </form>
      {offerList}
    </>
  );
}
