"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { cancelMyOrderAction } from "@/lib/orders/actions";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";

// The customer's Cancel on a Pending order. The button stays clickable while the cancel runs,
// so a second click is answered with the spec's "Wait" instead of a second request.
export function CancelOrderButton({ orderId }: { orderId: string }) {
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
    const result = await withLoadingToast("Canceling the order", () => cancelMyOrderAction(orderId));
    if (result.ok) notify.success("Order cancelled");
    else notify.error(result.message);
    busy.current = false;
    setPending(false);
    router.refresh();
  }

  return (
    <Button variant="danger" onClick={cancel} aria-busy={pending}>
      {pending ? "Cancelling…" : "Cancel"}
    </Button>
  );
}
