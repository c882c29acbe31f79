"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/http/action";
import { cancelOrderAction, updateOrderAction } from "@/lib/orders/admin-actions";

// The moves an admin can make on one order or return: one button per next status, and cancel
// with a reason. The server decides (lib/orders/moves.ts); a refused move shows its message.
export type Move = { status: string; label: string };

export function OrderMoves({
  orderId,
  publicId,
  moves,
  canCancel,
}: {
  orderId: string;
  publicId: string;
  moves: Move[];
  canCancel: boolean;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState("");
  const reasonId = useId();

  /** Runs a move; its toast says what the server answered ("KS-… shipped with Delhivery, AWB …"). */
  function run(label: string, action: () => Promise<ActionResult<string>>) {
    startTransition(async () => {
      const toast = notify.loading(label);
      const result = await action();
      notify.dismiss(toast);
      if (!result.ok) {
        notify.error(result.message);
        return;
      }
      notify.success(result.data);
      setCancelling(false);
      router.refresh();
    });
  }

  if (moves.length === 0 && !canCancel) return null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {moves.map((move) => (
          <Button
            key={move.status}
            variant="secondary"
            disabled={pending}
            onClick={() => run(`Updating Order`, () => updateOrderAction(orderId, move.status))}
          >
            {move.label}
          </Button>
        ))}
        {canCancel && !cancelling ? (
          <Button variant="danger-ghost" disabled={pending} onClick={() => setCancelling(true)}>
            Cancel order
          </Button>
        ) : null}
      </div>
      {cancelling ? (
        <form
          className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50/50 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            run("Cancelling Order", () => cancelOrderAction(orderId, reason));
          }}
        >
          <label htmlFor={reasonId} className="text-sm font-medium text-ink">
            Reason for cancelling {publicId}
          </label>
          <textarea
            id={reasonId}
            required
            maxLength={500}
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" disabled={pending}>
              Cancel order
            </Button>
            <Button variant="ghost" disabled={pending} onClick={() => setCancelling(false)}>
              Keep order
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
