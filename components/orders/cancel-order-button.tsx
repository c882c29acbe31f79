"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { cancelMyOrderAction } from "@/lib/orders/actions";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import { focusPageHeading } from "@/components/layout/focus-on-arrival";

// The customer's Cancel on a Pending order, or Cancel return on a return not yet picked up: asked
// once in a dialog, whose confirm button waits for the cancel (so it cannot be sent twice).
export function CancelOrderButton({ orderId, what = "order" }: { orderId: string; what?: "order" | "return" }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const cancelled = useRef(false);

  async function cancel() {
    const result = await withLoadingToast(`Canceling the ${what}`, () => cancelMyOrderAction(orderId));
    if (result.ok) notify.success(what === "order" ? "Order cancelled" : "Return cancelled");
    else notify.error(result.message);
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
        {what === "order" ? "Cancel" : "Cancel return"}
      </Button>
      <ConfirmDialog
        open={asking}
        title={what === "order" ? "Cancel this order?" : "Cancel this return?"}
        confirmLabel={what === "order" ? "Cancel order" : "Cancel return"}
        cancelLabel={what === "order" ? "Keep order" : "Keep return"}
        destructive
        onConfirm={cancel}
        onClose={closed}
      >
        <p>
          {what === "order"
            ? "The order will not be sent. A prepaid order is refunded to the way it was paid."
            : "The pieces stay with you and no pickup is arranged."}
        </p>
      </ConfirmDialog>
    </>
  );
}
