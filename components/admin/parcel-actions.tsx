"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/http/action";
import { answerForShopperAction, demoScanAction, markInspectedAction } from "@/lib/orders/admin-actions";

// The Deliveries queue's buttons: answer a failed delivery for the shopper (a return asked once
// more, since it cannot be undone), put an inspected parcel back in stock, and the demo courier.
function useRun() {
  const router = useRouter();
  return async (loading: string, run: () => Promise<ActionResult<string>>) => {
    const result = await withLoadingToast(loading, run);
    if (result.ok) notify.success(result.data);
    else notify.error(result.message);
    router.refresh();
  };
}

export function FailedDeliveryButtons({
  failureId,
  publicOrderId,
  day,
  phone,
}: {
  failureId: string;
  publicOrderId: string;
  day: string;
  phone: string;
}) {
  const run = useRun();
  const [returning, setReturning] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        onClick={() =>
          run("Asking the courier to try again", () => answerForShopperAction({ failureId, answer: "REATTEMPT", reattemptOn: day, phone }))
        }
      >
        Re-attempt {publicOrderId}
      </Button>
      <Button variant="danger-ghost" onClick={() => setReturning(true)}>
        Return {publicOrderId}
      </Button>
      <ConfirmDialog
        open={returning}
        title={`Send ${publicOrderId} back?`}
        confirmLabel="Return to origin"
        cancelLabel="Keep trying"
        destructive
        onConfirm={() => run("Telling the courier", () => answerForShopperAction({ failureId, answer: "RETURN" }))}
        onClose={() => setReturning(false)}
      >
        <p>A parcel on its way back cannot be sent out again. A prepaid order is refunded in full when it arrives.</p>
      </ConfirmDialog>
    </div>
  );
}

export function InspectedButton({ orderId, publicOrderId }: { orderId: string; publicOrderId: string }) {
  const run = useRun();
  return (
    <Button variant="secondary" onClick={() => run("Putting the pieces back in stock", () => markInspectedAction(orderId))}>
      Inspected: restock {publicOrderId}
    </Button>
  );
}

const SCANS = [
  ["UNDELIVERED", "Delivery fails"],
  ["OUT FOR DELIVERY", "Out for delivery again"],
  ["DELIVERED", "Delivered"],
  ["RTO INITIATED", "Turns back (RTO)"],
  ["RTO DELIVERED", "Back at the shop"],
] as const;

export function DemoCourier({ parcels }: { parcels: { id: string; label: string }[] }) {
  const run = useRun();
  const [orderId, setOrderId] = useState(parcels[0]?.id ?? "");
  const [scan, setScan] = useState<string>(SCANS[0][0]);
  if (parcels.length === 0) return <p className="text-sm text-ink-muted">No parcel is with the courier.</p>;
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void run("Sending the courier's scan", () => demoScanAction(orderId, scan));
      }}
    >
      <label className="min-w-0 max-w-full text-sm font-medium">
        Parcel
        <select
          value={orderId}
          onChange={(event) => setOrderId(event.target.value)}
          className="mt-1 block min-h-11 w-full max-w-full rounded-lg border border-stone-300 px-3"
        >
          {parcels.map((parcel) => (
            <option key={parcel.id} value={parcel.id}>
              {parcel.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        Scan
        <select
          value={scan}
          onChange={(event) => setScan(event.target.value)}
          className="mt-1 block min-h-11 rounded-lg border border-stone-300 px-3"
        >
          {SCANS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit">Send scan</Button>
    </form>
  );
}
