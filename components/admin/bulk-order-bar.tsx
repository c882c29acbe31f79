"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import { moveOrdersAction, shipSummaryAction } from "@/lib/admin/manage-orders/bulk-actions";
import type { ShipSummary } from "@/lib/admin/manage-orders/ship-summary";
import { formatINR } from "@/lib/pricing/money";
import { BULK_FORM_ID } from "./bulk-form-id";

// Manage Orders' bar for many orders at once: each card's checkbox belongs to this bar's form
// (form="bulk-orders"), so the cards stay server-rendered. Confirm or ship the selected orders
// (each moved on its own by the server; the toast says how many moved and why the others did
// not), open their picklist, or their shipping labels as one PDF. Confirming cash-on-delivery orders
// the shopper has not confirmed asks first, saying how many: the shop confirms them without her.
// Shipping asks first too, with the server's summary: how many pickups, the courier, the value.

const boxes = (): HTMLInputElement[] => {
  const form = document.getElementById(BULK_FORM_ID) as HTMLFormElement | null;
  return form ? [...form.elements].filter((el): el is HTMLInputElement => el instanceof HTMLInputElement && el.name === "orderIds") : [];
};
const selected = () => boxes().filter((box) => box.checked);

export function BulkOrderBar({ limit }: { limit: number }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [count, setCount] = useState(0);
  const [shipped, setShipped] = useState(0);
  const [all, setAll] = useState(false);
  /** How many of the selected orders wait for the shopper's yes, while the dialog asks. */
  const [unconfirmed, setUnconfirmed] = useState<number | null>(null);
  /** What Ship selected will book, while the dialog asks. */
  const [shipping, setShipping] = useState<ShipSummary | null>(null);

  function recount() {
    const chosen = selected();
    setCount(chosen.length);
    setShipped(chosen.filter((box) => box.dataset.status === "SHIPPED").length);
    setAll(chosen.length > 0 && chosen.length === boxes().length);
  }

  useEffect(() => {
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.form?.id === BULK_FORM_ID) recount();
    };
    document.addEventListener("change", onChange);
    return () => document.removeEventListener("change", onChange);
  }, []);

  function selectAll(checked: boolean) {
    for (const box of boxes()) box.checked = checked;
    recount();
  }

  async function send(status: "Confirmed" | "Shipped") {
    const ids = selected().map((box) => box.value);
    const label = `${status === "Shipped" ? "Shipping" : "Confirming"} ${ids.length} ${ids.length === 1 ? "order" : "orders"}`;
    const result = await withLoadingToast(label, () => moveOrdersAction(ids, status));
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    if (result.data.failed.length === 0) notify.success(result.data.summary);
    else notify.error(result.data.summary);
    selectAll(false);
    router.refresh();
  }

  function move(status: "Confirmed" | "Shipped") {
    const waiting = selected().filter((box) => box.dataset.unconfirmedCod !== undefined).length;
    if (status === "Shipped") startTransition(askToShip);
    else if (waiting > 0) setUnconfirmed(waiting);
    else startTransition(() => send(status));
  }

  async function askToShip() {
    const summary = await shipSummaryAction(selected().map((box) => box.value));
    if (summary.ok) setShipping(summary.data);
    else notify.error(summary.message);
  }

  const ids = (filter: (box: HTMLInputElement) => boolean = () => true) =>
    selected()
      .filter(filter)
      .map((box) => encodeURIComponent(box.value))
      .join(",");
  const over = count > limit;

  // The dialogs sit beside the bar's form, not inside it: each has a form of its own, and a form
  // inside a form is dropped by the HTML parser, so their confirm button would submit the bar's form
  // (a page load) instead of confirming.
  return (
    <>
      <form
        id={BULK_FORM_ID}
        aria-label="Selected orders"
        tabIndex={-1}
        onSubmit={(event) => event.preventDefault()}
        className="mb-3 flex scroll-mt-4 flex-wrap items-center gap-2 rounded-xl border border-stone-200 bg-white p-3"
      >
        <label className="flex min-h-11 items-center gap-2 pr-2 text-sm font-medium text-ink">
          <input type="checkbox" checked={all} onChange={(event) => selectAll(event.target.checked)} className="size-5 accent-brand-700" />
          Select all on this page
        </label>
        <p aria-live="polite" className="mr-auto text-sm text-ink-muted">
          {count === 0 ? "No order selected" : `${count} selected`}
          {over ? ` (at most ${limit} at a time)` : ""}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={pending || count === 0 || over} onClick={() => move("Confirmed")}>
            Confirm selected
          </Button>
          <Button variant="primary" disabled={pending || count === 0 || over} onClick={() => move("Shipped")}>
            Ship selected
          </Button>
          <Button variant="secondary" disabled={count === 0 || over} onClick={() => router.push(`/admin/orders/picklist?ids=${ids()}`)}>
            Picklist of selected
          </Button>
          <Button
            variant="secondary"
            disabled={shipped === 0 || over}
            title={shipped === 0 ? "Select shipped orders to print their labels" : undefined}
            onClick={() => window.open(`/admin/orders/labels?ids=${ids((box) => box.dataset.status === "SHIPPED")}`, "_blank", "noopener")}
          >
            Labels (PDF)
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={unconfirmed !== null}
        title={`${unconfirmed} of ${count} not confirmed by the shopper`}
        confirmLabel={`Confirm all ${count} without asking`}
        cancelLabel="Go back"
        onConfirm={() => send("Confirmed")}
        onClose={() => setUnconfirmed(null)}
      >
        <p>
          {unconfirmed === 1 ? "1 selected order is" : `${unconfirmed} selected orders are`} cash on delivery the shopper has not said yes
          to. They will be recorded as confirmed by the shop without asking her. To record a yes she gave on the phone, use &ldquo;Confirmed
          on a call&rdquo; in COD to confirm.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={shipping !== null}
        title={shipping?.shipping ? `Book ${pickups(shipping.shipping)}?` : "Nothing selected can ship"}
        confirmLabel={shipping?.shipping ? `Ship ${shipping.shipping} ${shipping.shipping === 1 ? "order" : "orders"}` : "Close"}
        cancelLabel="Go back"
        onConfirm={async () => {
          if (shipping?.shipping) await send("Shipped");
        }}
        onClose={() => setShipping(null)}
      >
        {shipping ? <ShipSummaryText summary={shipping} /> : null}
      </ConfirmDialog>
    </>
  );
}

const pickups = (count: number) => `${count} ${count === 1 ? "pickup" : "pickups"}`;

function ShipSummaryText({ summary }: { summary: ShipSummary }) {
  return (
    <>
      {summary.shipping > 0 ? (
        <ul className="space-y-1">
          <li>
            <span className="font-medium text-ink">{summary.shipping}</span> {summary.shipping === 1 ? "order" : "orders"}, {summary.pieces}{" "}
            {summary.pieces === 1 ? "piece" : "pieces"}, each its own parcel and pickup
          </li>
          <li>
            Courier: <span className="font-medium text-ink">{summary.courier}</span>
          </li>
          <li>
            Total <span className="font-medium text-ink">{formatINR(summary.totalPaise)}</span>, of which{" "}
            {formatINR(summary.cashToCollectPaise)} in cash to collect on delivery
          </li>
        </ul>
      ) : null}
      {summary.notShipping.length > 0 ? (
        <p className="mt-2">Not shipped: {summary.notShipping.map((order) => `${order.publicOrderId} (${order.why})`).join("; ")}</p>
      ) : null}
      {summary.shipping > 0 ? (
        <p className="mt-2">Each booking asks the courier for an AWB and a pickup; it cannot be undone here.</p>
      ) : null}
    </>
  );
}
