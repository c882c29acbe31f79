"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { cancelMyOrderAction } from "@/lib/orders/actions";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import { focusPageHeading } from "@/components/layout/focus-on-arrival";
import { useLocalMessage } from "@/components/i18n/page-words-context";
import { useT } from "@/components/i18n/locale-context";
import { orders } from "@/lib/i18n/messages/orders";

// The customer's Cancel on a Pending order, or Cancel return on a return not yet picked up: asked
// once in a dialog, whose confirm button waits for the cancel (so it cannot be sent twice).
export function CancelOrderButton({ orderId, what = "order" }: { orderId: string; what?: "order" | "return" }) {
  const router = useRouter();
  const t = useT(orders);
  const local = useLocalMessage();
  const [asking, setAsking] = useState(false);
  const cancelled = useRef(false);

  async function cancel() {
    const result = await withLoadingToast(t(`detail.cancel.${what}.loading`), () => cancelMyOrderAction(orderId));
    if (result.ok) notify.success(t(`detail.cancel.${what}.done`));
    else notify.error(local(result.message));
    cancelled.current = result.ok;
    router.refresh();
  }

  function closed() {
    setAsking(false);
    // The dialog gives focus back to the Cancel button, which goes with the order's new state: the keyboard starts
    // again at the page's heading.
    if (cancelled.current) focusPageHeading();
  }
  // The refreshed page may take the button and its dialog away before the dialog says it closed.
  useEffect(
    () => () => {
      if (cancelled.current) focusPageHeading();
    },
    [],
  );

  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        {t(`detail.cancel.${what}.button`)}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t(`detail.cancel.${what}.title`)}
        confirmLabel={t(`detail.cancel.${what}.confirm`)}
        cancelLabel={t(`detail.cancel.${what}.keep`)}
        destructive
        onConfirm={cancel}
        onClose={closed}
      >
        <p>{t(`detail.cancel.${what}.text`)}</p>
      </ConfirmDialog>
    </>
  );
}
