"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { notify } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/http/action";
import { cancelOrderAction, returnedToOriginAction, updateOrderAction } from "@/lib/orders/admin-actions";
import { formatINR } from "@/lib/pricing/money";
import { OwnerRefundChoice, type OwnerRefundTo } from "./owner-refund-choice";

// The moves an admin can make on one order or return: one button per next status, and cancel
// with a reason (a return is "closed": cancelled before its pickup, for example when the pickup
// failed). Mark Refund Paid asks for the payout's reference (a UTR) and says where the money goes.
// A prepaid order's cancel, and Mark Returned to Origin, ask where its payment goes: the card or
// store credit (with the owner's bonus, as the server quotes it).
// The server decides (lib/orders/requested-moves.ts); a refused move shows its message.
export type Move = { status: string; label: string; payout?: true; refundChoice?: true };
/** A return's refund owed: how much, and the UPI ID its shopper gave (with its holder's name), if any. */
type Payout = { amountPaise: number; upi: string | null; upiName: string | null };

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
  payout,
  prepaid = false,
}: {
  orderId: string;
  publicId: string;
  moves: Move[];
  canCancel: boolean;
  noun?: keyof typeof CANCEL_WORDS;
  payout?: Payout;
  /** A prepaid order (not a return): its cancel and its return to origin ask where the payment goes. */
  prepaid?: boolean;
}) {
  const words = CANCEL_WORDS[noun];
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const [paying, setPaying] = useState(false);
  const [reference, setReference] = useState("");
  const referenceId = useId();
  const [refundTo, setRefundTo] = useState<OwnerRefundTo>("original");
  const [backAtShop, setBackAtShop] = useState(false);

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
      setPaying(false);
      setBackAtShop(false);
      router.refresh();
    });
  }

  if (moves.length === 0 && !canCancel) return null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {moves.map((move) => (
          <Button
            key={move.label}
            variant="secondary"
            disabled={pending}
            onClick={() => {
              if (move.payout) setPaying(true);
              else if (move.refundChoice && prepaid) setBackAtShop(true);
              else if (move.refundChoice) run("Updating Order", () => returnedToOriginAction(orderId));
              else run(`Updating Order`, () => updateOrderAction(orderId, move.status));
            }}
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
      {paying ? (
        <form
          className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-stone-50 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            run("Marking the refund paid", () => updateOrderAction(orderId, "Refunded", reference));
          }}
        >
          {payout ? (
            <p className="text-sm text-ink">
              Pay {formatINR(payout.amountPaise)}{" "}
              {payout.upi ? (
                <>
                  to <span className="font-mono">{payout.upi}</span>
                  {payout.upiName ? ` (${payout.upiName})` : ""}
                </>
              ) : (
                "as the shopper asks: no UPI ID was given with the return"
              )}
              , then give the payout&apos;s reference.
            </p>
          ) : null}
          <label htmlFor={referenceId} className="text-sm font-medium text-ink">
            Payout reference (UTR) for {publicId}
          </label>
          <input
            id={referenceId}
            required
            minLength={6}
            maxLength={35}
            pattern="[A-Za-z0-9\/\-]{6,35}"
            autoComplete="off"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-sm"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={pending}>
              Mark paid
            </Button>
            <Button variant="ghost" disabled={pending} onClick={() => setPaying(false)}>
              Not yet
            </Button>
          </div>
        </form>
      ) : null}
      {backAtShop ? (
        <form
          aria-label={`${publicId} back at the shop`}
          className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-stone-50 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            run("Updating Order", () => returnedToOriginAction(orderId, refundTo));
          }}
        >
          <p className="text-sm text-ink">The parcel of {publicId} is back at the shop: the order closes and its payment goes back.</p>
          <OwnerRefundChoice orderId={orderId} value={refundTo} onChange={setRefundTo} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={pending}>
              Returned to Origin
            </Button>
            <Button variant="ghost" disabled={pending} onClick={() => setBackAtShop(false)}>
              Not yet
            </Button>
          </div>
        </form>
      ) : null}
      {cancelling ? (
        <form
          className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50/50 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            run(words.loading, () => cancelOrderAction(orderId, reason, prepaid ? refundTo : undefined));
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
          {prepaid ? <OwnerRefundChoice orderId={orderId} value={refundTo} onChange={setRefundTo} /> : null}
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
