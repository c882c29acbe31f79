"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { GENERIC_ERROR, withLoadingToast } from "@/components/forms/action-helpers";
import type { CheckoutResponse } from "@/components/checkout/booking-messages";
import { useLocalMessage } from "@/components/i18n/page-words-context";
import { useT } from "@/components/i18n/locale-context";
import { checkout as words } from "@/lib/i18n/messages/checkout";
import { cod } from "@/lib/i18n/messages/cod";
import type { TwinActions } from "@/components/checkout/test-payment-dialog";
import { openPaymentWindow, type TwinCheckout } from "@/components/checkout/payment-window";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { startCodPayNowAction, twinFailCodAction, twinPayCodAction, verifyCodPayNowAction } from "@/lib/checkout/actions";
import { formatINR } from "@/lib/pricing/money";
import { formatRoundOff } from "@/lib/pricing/round-off";

const TestPaymentDialog = dynamic(() => import("@/components/checkout/test-payment-dialog").then((module) => module.TestPaymentDialog), {
  ssr: false,
});

/** The confirmation page's offer: pay online now, without the cash-on-delivery fee (and its round-off), instead of cash. */
export function CodPayNow({
  orderId,
  answerKey,
  amountPaise,
  feePaise,
  roundOffPaise,
}: {
  orderId: string;
  answerKey: string;
  amountPaise: number;
  feePaise: number;
  /** The cash's round-off, which a payment online does not have. */
  roundOffPaise: number;
}) {
  const router = useRouter();
  const t = useT(cod);
  const toast = useT(words);
  const local = useLocalMessage();
  const [twin, setTwin] = useState<TwinCheckout | null>(null);
  const busy = useRef(false);
  const link = { orderId, key: answerKey };
  const twinActions: TwinActions = {
    pay: (input) => twinPayCodAction({ ...link, ...input }),
    fail: (input) => twinFailCodAction({ ...link, ...input }),
  };

  function finish() {
    busy.current = false;
    setTwin(null);
  }

  async function payNow() {
    if (busy.current) return;
    busy.current = true;
    const result = await withLoadingToast(t("payNow.opening"), () => startCodPayNowAction(link));
    if (!result.ok) {
      notify.error(result.message === GENERIC_ERROR ? toast("toast.unable") : local(result.message));
      finish();
      router.refresh();
      return;
    }
    await openPaymentWindow(result.data, {
      showTwin: setTwin,
      onPaid: verify,
      onFailed: failed,
      onDismiss: finish,
      onUnavailable: () => {
        notify.error(toast("toast.unable"));
        finish();
      },
    });
  }

  async function verify(response: CheckoutResponse) {
    setTwin(null);
    const result = await withLoadingToast(toast("toast.verifying"), () => verifyCodPayNowAction({ ...link, response }));
    if (result.ok) notify.success(t("payNow.paid"));
    else notify.error(local(result.message));
    finish();
    router.refresh();
  }

  function failed() {
    notify.error(toast("toast.failed"));
    finish();
  }

  return (
    <section aria-labelledby="pay-now-title" className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <h2 id="pay-now-title" className="text-base font-semibold">
        {feePaise > 0
          ? t("payNow.saveFee", { amount: formatINR(amountPaise), fee: formatINR(feePaise) })
          : t("payNow.instead", { amount: formatINR(amountPaise) })}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("payNow.ways")}</p>
      {roundOffPaise !== 0 ? (
        <p className="mt-1 text-sm text-ink-muted" data-testid="pay-now-round-off">
          {t("payNow.roundOff", { roundOff: formatRoundOff(roundOffPaise) })}
        </p>
      ) : null}
      <Button className="mt-3 w-full sm:w-auto" onClick={() => void payNow()}>
        {t("payNow.button", { amount: formatINR(amountPaise) })}
      </Button>
      {twin ? (
        <TestPaymentDialog
          orderId={twin.orderId}
          amountPaise={twin.amountPaise}
          actions={twinActions}
          onPaid={verify}
          onFailed={failed}
          onDismiss={finish}
        />
      ) : null}
    </section>
  );
}
