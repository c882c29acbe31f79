"use client";

import { useEffect, useRef, useState } from "react";
import { twinFailAction, twinPayAction } from "@/lib/checkout/actions";
import { Button } from "@/components/ui/button";
import { useT } from "@/components/i18n/locale-context";
import { checkout } from "@/lib/i18n/messages/checkout";
import { callAction } from "@/components/forms/action-helpers";
import { CHECKOUT_DISPLAY, methodOrder } from "@/lib/payments/checkout-display";
import { formatINR } from "@/lib/pricing/money";
import type { ActionResult } from "@/lib/http/action";
import type { CheckoutResponse } from "./booking-messages";

/** Pay and Fail on the server: the booking page's by default; a confirmation page passes its own (with its link's key). */
export type TwinActions = {
  pay: (input: { razorpay_order_id: string }) => Promise<ActionResult<CheckoutResponse>>;
  fail: (input: { razorpay_order_id: string }) => Promise<ActionResult<null>>;
};

const BOOKING_ACTIONS: TwinActions = { pay: twinPayAction, fail: twinFailAction };

/**
 * The local twin's checkout window (demo mode): clearly a test, no money moves. Pay signs a
 * payment exactly as Razorpay would and hands it back like Razorpay's handler; Fail declines it.
 * Loaded only when Pay Now is pressed.
 */
export function TestPaymentDialog({
  orderId,
  amountPaise,
  onPaid,
  onFailed,
  onDismiss,
  actions = BOOKING_ACTIONS,
}: {
  actions?: TwinActions;
  orderId: string;
  amountPaise: number;
  onPaid: (response: CheckoutResponse) => void;
  onFailed: () => void;
  onDismiss: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [working, setWorking] = useState(false);
  const t = useT(checkout);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  async function pay() {
    setWorking(true);
    const result = await callAction(() => actions.pay({ razorpay_order_id: orderId }));
    if (result.ok) onPaid(result.data);
    else onFailed();
  }

  async function fail() {
    setWorking(true);
    await callAction(() => actions.fail({ razorpay_order_id: orderId }));
    onFailed();
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="test-payment-title"
      aria-describedby="test-payment-text"
      onCancel={(event) => {
        event.preventDefault();
        if (!working) onDismiss();
      }}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl border border-stone-200 p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      <div className="space-y-4 p-5 sm:p-6">
        <p className="inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-amber-950">
          {t("twin.demo")}
        </p>
        <h2 id="test-payment-title" className="text-xl font-bold">
          {t("twin.title")}
        </h2>
        <p id="test-payment-text" className="text-sm text-ink-muted">
          {t("twin.text")}
        </p>
        <p className="flex items-baseline justify-between rounded-lg bg-stone-50 px-3 py-2 text-sm">
          <span className="text-ink-muted">{t("twin.amount")}</span>
          <span className="text-lg font-semibold">{formatINR(amountPaise)}</span>
        </p>
        <p className="text-sm text-ink-muted" data-testid="twin-methods">
          {t("twin.shows", {
            methods: methodOrder(CHECKOUT_DISPLAY)
              .map((method) => t(`twin.methods.${method}` as "twin.methods.Card"))
              .join(" · "),
          })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button className="flex-1" disabled={working} onClick={pay}>
            {t("twin.pay", { amount: formatINR(amountPaise) })}
          </Button>
          <Button variant="danger" className="flex-1" disabled={working} onClick={fail}>
            {t("twin.fail")}
          </Button>
        </div>
        <Button variant="ghost" className="w-full" disabled={working} onClick={onDismiss}>
          {t("twin.cancel")}
        </Button>
      </div>
    </dialog>
  );
}
