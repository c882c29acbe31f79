"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { notify } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/http/action";
import { cancelOrderAction, updateOrderAction } from "@/lib/orders/admin-actions";

// The moves an admin can make on one order or return: one button per next status, and cancel
// with a reason (a return is "closed": cancelled before its pickup, for example when the pickup
// failed). The server decides (lib/orders/requested-moves.ts); a refused move shows its message.
export type Move = { status: string; label: string };

const CANCEL_WORDS = {
  order: {
    open: "Cancel order",
    reason: "Reason for cancelling",
    confirm: "Cancel order",
    keep: "Keep order",
    loading: "Cancelling Order",
    done: "cancelled",
  },
  return: {
    open: "Close return",
    reason: "Reason for closing",
    confirm: "Close return",
    keep: "Keep return",
    loading: "Closing Return",
    done: "closed",
  },
};

export function OrderMoves({
  orderId,
  publicId,
  moves,
  canCancel,
  noun = "order",
}: {
  orderId: string;
  publicId: string;
  moves: Move[];
  canCancel: boolean;
  noun?: keyof typeof CANCEL_WORDS;
}) {
  const words = CANCEL_WORDS[noun];
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState("");
  const reasonId = useId();

  /** Runs a move; its toast says what the server answered ("KS-… shipped with Delhivery, AWB …"). */
  function run(label: string, action: () => Promise<ActionResult<string>>) {
    startTransition(async () => {
      const result = await withLoadingToast(label, action);
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
            {words.open}
          </Button>
        ) : null}
      </div>
      {cancelling ? (
        <form
          className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50/50 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            run(words.loading, () => cancelOrderAction(orderId, reason));
          }}
        >
          <label htmlFor={reasonId} className="text-sm font-medium text-ink">
            {words.reason} {publicId}
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
              {words.confirm}
            </Button>
            <Button variant="ghost" disabled={pending} onClick={() => setCancelling(false)}>
              {words.keep}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
