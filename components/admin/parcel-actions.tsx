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
// more, since it cannot be undone), put an inspected parcel back in stock (but its damaged pieces), and the demo courier.
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

type ParcelLine = { id: string; productName: string; colorName: string; size: string; quantity: number };

/** "Inspected: restock" asks first: each line's pieces go back in stock but for those marked damaged. */
export function InspectedButton({ orderId, publicOrderId, lines }: { orderId: string; publicOrderId: string; lines: ParcelLine[] }) {
  const run = useRun();
  const [asking, setAsking] = useState(false);
  const [damaged, setDamaged] = useState<Record<string, number>>({});
  const damagedOf = (line: ParcelLine) => damaged[line.id] ?? 0;
  const restocked = lines.reduce((sum, line) => sum + line.quantity - damagedOf(line), 0);
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Inspected: restock {publicOrderId}
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Inspected ${publicOrderId}`}
        confirmLabel={`Restock ${restocked} piece${restocked === 1 ? "" : "s"}`}
        cancelLabel="Not yet"
        onConfirm={() =>
          run("Putting the pieces back in stock", () =>
            markInspectedAction(
              orderId,
              lines.flatMap((line) => (damagedOf(line) > 0 ? [{ lineId: line.id, quantity: damagedOf(line) }] : [])),
            ),
          )
        }
        onClose={() => setAsking(false)}
      >
        <p>The pieces go back in stock, but for those that came back damaged: they stay out of stock and are recorded.</p>
        <ul className="mt-3 space-y-2">
          {lines.map((line) => (
            <li key={line.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-ink">
                {line.quantity} × {line.productName} ({line.colorName}, {line.size})
              </span>
              <label className="flex items-center gap-2 text-sm font-medium text-ink">
                Damaged
                <select
                  aria-label={`Damaged pieces of ${line.productName} (${line.colorName}, ${line.size})`}
                  value={damagedOf(line)}
                  onChange={(event) => setDamaged({ ...damaged, [line.id]: Number(event.target.value) })}
                  className="min-h-11 rounded-lg border border-stone-300 bg-white px-3"
                >
                  {Array.from({ length: line.quantity + 1 }, (_, count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </>
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
