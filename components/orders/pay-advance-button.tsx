"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { startAdvancePaymentAction, verifyPaymentAction } from "@/lib/checkout/actions";
import { formatINR } from "@/lib/pricing/money";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { MESSAGES, type CheckoutResponse } from "@/components/checkout/booking-messages";
import { openPaymentWindow, type TwinCheckout } from "@/components/checkout/payment-window";

const TestPaymentDialog = dynamic(() => import("@/components/checkout/test-payment-dialog").then((module) => module.TestPaymentDialog), {
  ssr: false,
});

/** "Pay the advance" on a cash-on-delivery order that asks one and is not paid yet (decision 115). */
export function PayAdvanceButton({ orderId, advancePaise }: { orderId: string; advancePaise: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [twin, setTwin] = useState<TwinCheckout | null>(null);

  function done() {
    setTwin(null);
    setBusy(false);
  }

  async function verify(response: CheckoutResponse) {
    setTwin(null);
    const result = await withLoadingToast(MESSAGES.verifying, () => verifyPaymentAction(response));
    if (result.ok) notify.success(MESSAGES.verified);
    else notify.error(result.message);
    done();
    router.refresh();
  }

  async function pay() {
    setBusy(true);
    const opened = await withLoadingToast(MESSAGES.advance, () => startAdvancePaymentAction({ orderId }));
    if (!opened.ok) {
      notify.error(opened.message);
      done();
      return router.refresh();
    }
    await openPaymentWindow(opened.data, {
      showTwin: setTwin,
      onPaid: verify,
      onFailed: () => {
        notify.error(MESSAGES.failed);
        done();
      },
      onDismiss: done,
      onUnavailable: () => {
        notify.error(MESSAGES.unable);
        done();
      },
    });
  }

  return (
    <>
      <Button className="w-full sm:w-auto" aria-disabled={busy} onClick={busy ? undefined : pay}>
        Pay the advance · {formatINR(advancePaise)}
      </Button>
      {twin ? (
        <TestPaymentDialog
          orderId={twin.orderId}
          amountPaise={twin.amountPaise}
          onPaid={verify}
          onFailed={() => {
            notify.error(MESSAGES.failed);
            done();
          }}
          onDismiss={done}
        />
      ) : null}
    </>
  );
}
