"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import { formatIndianDateTime } from "@/lib/india-days";
import { answerCodAction } from "@/lib/orders/actions";
import type { CodConfirmationView } from "@/lib/orders/cod/confirmation";
import { formatINR } from "@/lib/pricing";
import { CodPayNow } from "./cod-pay-now";

// A cash-on-delivery order as the shopper reads it from the texted link: what is in it, the cash to
// pay, and Confirm or Cancel (asked once more, since a cancel cannot be undone).
const SAID: Record<Exclude<CodConfirmationView["state"], "waiting">, string> = {
  confirmed: "Thank you: your order is confirmed. We will pack it and send it your way.",
  cancelled: "This order is cancelled.",
  "moved-on": "This order is no longer waiting for a confirmation.",
};

export function CodConfirmation({ order, answerKey }: { order: CodConfirmationView; answerKey: string }) {
  const router = useRouter();
  const [cancelling, setCancelling] = useState(false);

  async function answer(choice: "confirm" | "cancel") {
    const result = await withLoadingToast(choice === "confirm" ? "Confirming..." : "Cancelling...", () =>
      answerCodAction(order.orderId, answerKey, choice),
    );
    if (result.ok) notify.success(choice === "confirm" ? "Order confirmed" : "Order cancelled");
    else notify.error(result.message);
    router.refresh();
    return result.ok;
  }

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Confirm your order</h1>
      <p className="mt-1 text-sm text-ink-muted">
        Order {order.publicOrderId} · {order.statusLabel}
      </p>
      <div className="my-5 space-y-2 rounded-xl border border-stone-200 bg-white p-4 text-sm">
        <ul className="list-inside list-disc">
          {order.items.map((item) => (
            <li key={`${item.name}-${item.colour}-${item.size}`}>
              {item.quantity} × {item.name} ({item.colour}, {item.size})
            </li>
          ))}
        </ul>
        {order.paidOnlinePaise !== null ? (
          <p className="text-base">
            Paid online: <span className="font-semibold">{formatINR(order.paidOnlinePaise)}</span>
          </p>
        ) : (
          <p className="text-base">
            To pay in cash on delivery: <span className="font-semibold">{formatINR(order.cashPaise)}</span>
          </p>
        )}
      </div>
      {order.state === "waiting" ? (
        <>
          <p className="mb-4">
            Please confirm by {formatIndianDateTime(order.confirmBy)}. Without a confirmation the order is cancelled then.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button className="w-full sm:w-auto" onClick={() => void answer("confirm")}>
              Confirm order
            </Button>
            <Button variant="danger-ghost" className="w-full sm:w-auto" onClick={() => setCancelling(true)}>
              Cancel order
            </Button>
          </div>
          <ConfirmDialog
            open={cancelling}
            title="Cancel this order?"
            confirmLabel="Cancel order"
            cancelLabel="Keep order"
            destructive
            onConfirm={() => answer("cancel")}
            onClose={() => setCancelling(false)}
          />
          {order.payNow ? (
            <CodPayNow
              orderId={order.orderId}
              answerKey={answerKey}
              amountPaise={order.payNow.amountPaise}
              feePaise={order.payNow.feePaise}
              roundOffPaise={order.payNow.roundOffPaise}
            />
          ) : null}
        </>
      ) : (
        <p role="status" className="rounded-xl border border-stone-200 bg-white p-4">
          {SAID[order.state]}
          {order.paidOnlinePaise !== null ? " You paid online, so there is nothing to pay on delivery." : ""}
        </p>
      )}
      {order.refundedPaise !== null && order.paidOnlinePaise === null ? (
        <p className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          Your online payment of {formatINR(order.refundedPaise)} arrived after this order was cancelled, so it has been refunded.
        </p>
      ) : null}
    </>
  );
}
