"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { LineImage } from "@/components/cart/line-image";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { returnOrderAction } from "@/lib/orders/actions";
import type { ReturnFormLine } from "@/lib/orders/queries";
import { formatINR, returnTotals } from "@/lib/pricing";

const REASON_MAX = 1_000;
const STEP =
  "inline-flex size-11 items-center justify-center text-lg font-semibold text-ink transition-colors hover:bg-brand-50 hover:text-brand-700";

/** The return screen: a stepper per line (0 to what is left), the reason, Return (chosen) and Return All (everything left). */
export function ReturnForm({ orderId, lines }: { orderId: string; lines: ReturnFormLine[] }) {
  const router = useRouter();
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const quantityOf = (line: ReturnFormLine) => chosen[line.lineId] ?? 0;
  const chosenTotal = returnTotals(lines.map((line) => ({ ...line, quantity: quantityOf(line) }))).totalPaise;
  const allTotal = returnTotals(lines.map((line) => ({ ...line, quantity: line.left }))).totalPaise;

  function step(line: ReturnFormLine, by: 1 | -1) {
    const next = quantityOf(line) + by;
    if (next > line.left) return notify.error("Maximum selected");
    if (next < 0) return notify.error("Minimum selected");
    setChosen({ ...chosen, [line.lineId]: next });
  }

  async function submit(all: boolean) {
    if (busy.current) return notify.error("Wait");
    if (!reason.trim()) {
      setReasonError("Please tell us why you are returning the order");
      return;
    }
    if (!all && chosenTotal === 0) return notify.error("Select at least one item to return");
    setReasonError(null);
    busy.current = true;
    setPending(true);
    const cart = all ? undefined : lines.map((line) => ({ _id: line.lineId, currQty: quantityOf(line) }));
    const result = await withLoadingToast("Requesting the return", () => returnOrderAction({ orderId, reason, cart }));
    busy.current = false;
    setPending(false);
    if (!result.ok) {
      if (result.fields?.reason) setReasonError(result.fields.reason);
      notify.error(result.message);
      return;
    }
    notify.success("Return requested");
    router.push("/orders");
  }

  return (
    <div className="space-y-5">
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white px-4">
        {lines.map((line) => (
          <li key={line.lineId} className="flex flex-wrap items-center gap-3 py-4">
            <LineImage src={line.image} className="w-16" />
            <div className="min-w-0 flex-1 basis-48 text-sm">
              <p className="font-semibold">{line.name}</p>
              <p className="text-ink-muted">
                {formatINR(returnTotals([{ ...line, quantity: 1 }]).totalPaise)} each <span aria-hidden="true">·</span> up to {line.left}
              </p>
            </div>
            <div
              role="group"
              aria-label={`Quantity of ${line.name} to return`}
              className="ml-auto inline-flex items-center rounded-lg border border-stone-300"
            >
              <button
                type="button"
                className={`${STEP} rounded-l-lg`}
                aria-label={`Return one fewer ${line.name}`}
                onClick={() => step(line, -1)}
              >
                <span aria-hidden="true">−</span>
              </button>
              <span
                role="status"
                className="inline-flex h-11 min-w-10 items-center justify-center border-x border-stone-300 px-2 text-sm font-semibold tabular-nums"
              >
                <span className="sr-only">Returning </span>
                {quantityOf(line)}
              </span>
              <button
                type="button"
                className={`${STEP} rounded-r-lg`}
                aria-label={`Return one more ${line.name}`}
                onClick={() => step(line, 1)}
              >
                <span aria-hidden="true">+</span>
              </button>
            </div>
          </li>
        ))}
      </ul>

      <div>
        <label htmlFor="return-reason" className="mb-1 block text-sm font-semibold">
          Reason for the return
        </label>
        <textarea
          id="return-reason"
          name="reason"
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (reasonError) setReasonError(null);
          }}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? "return-reason-error" : undefined}
          className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
        />
        {reasonError ? (
          <p id="return-reason-error" className="mt-1 text-sm text-red-700">
            {reasonError}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => submit(false)} aria-busy={pending} disabled={chosenTotal === 0} data-testid="return-chosen">
          Return {formatINR(chosenTotal)}
        </Button>
        <Button variant="secondary" onClick={() => submit(true)} aria-busy={pending} data-testid="return-all">
          Return All {formatINR(allTotal)}
        </Button>
      </div>
    </div>
  );
}
