"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { cancelMyOrderAction } from "@/lib/orders/actions";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";

// The customer's Cancel on a Pending order, or Cancel return on a return not yet picked up. The
// button stays clickable while the cancel runs, so a second click is answered with the spec's
// "Wait" instead of a second request.
export function CancelOrderButton({ orderId, what = "order" }: { orderId: string; what?: "order" | "return" }) {
  const router = useRouter();
  const busy = useRef(false);
  const [pending, setPending] = useState(false);

  async function cancel() {
    if (busy.current) {
      notify.error("Wait");
      return;
    }
    busy.current = true;
    setPending(true);
    const result = await withLoadingToast(`Canceling the ${what}`, () => cancelMyOrderAction(orderId));
    if (result.ok) notify.success(what === "order" ? "Order cancelled" : "Return cancelled");
    else notify.error(result.message);
    busy.current = false;
    setPending(false);
    router.refresh();
  }

  return (
    <Button variant="danger" onClick={cancel} aria-busy={pending}>
      {pending ? "Cancelling…" : what === "order" ? "Cancel" : "Cancel return"}
    </Button>
  );
}
