import Link from "next/link";
import { formatINR } from "@/lib/pricing/money";
import { buttonClasses } from "@/components/ui/button";
import { payoutOf, replacementMoves } from "@/lib/admin/manage-orders/order-moves";
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import type { OrderView } from "@/lib/orders/model/view";
import { OrderMoves, type Move } from "./order-moves";
import { StatusBadge } from "./status-badge";
import { BULK_FORM_ID } from "./bulk-form-id";
import { orderPath } from "@/lib/paths";
import { AdvanceLine } from "@/components/orders/advance-rows";

/** An order or a return as Manage Orders and Manage Returns show it: who, what, its status, and what can be done. */
export function AdminOrderCard({
  order,
  status,
  moves,
  canCancel,
  noun = "order",
  selectable = false,
}: {
  order: OrderView;
  status: OrderStatus;
  moves: Move[];
  canCancel: boolean;
  noun?: "order" | "return";
  /** A checkbox of Manage Orders' bar for many orders at once (bulk-order-bar.tsx). */
  selectable?: boolean;
}) {
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const placed = new Date(order.createdAt).toLocaleString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  });
  return (
    <li className="relative rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="flex min-w-0 items-start gap-3">
          {selectable ? (
            <input
              type="checkbox"
              form={BULK_FORM_ID}
              name="orderIds"
              value={order.id}
              data-status={status}
              data-unconfirmed-cod={order.codConfirmation?.state === "WAITING" ? "" : undefined}
              aria-label={`Select ${order.publicOrderId}`}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
          ) : null}
          {selectable ? (
            // After ticking orders from the keyboard, one Tab and Enter reach the bar's actions (Ship selected), not
            // every control of the cards between: the bar takes focus (tabIndex -1), as the skip link's main does.
            <a
              href={`#${BULK_FORM_ID}`}
              className="sr-only rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10"
            >
              To the actions for the selected orders
            </a>
          ) : null}
          <div className="min-w-0">
            <p className="font-semibold text-ink">{order.address.name}</p>
            <p className="text-sm text-ink-muted">
              <span className="font-mono text-ink">{order.publicOrderId}</span> · {placed}
            </p>
            <p className="text-sm text-ink-muted">
              {order.address.phoneNumber} · {order.address.city}, {order.address.state}
            </p>
            {order.codConfirmation ? (
              <p
                className={`text-sm ${order.codConfirmation.state === "OWNER" || order.codConfirmation.state === "WAITING" ? "font-medium text-amber-800" : "text-ink-muted"}`}
              >
                Cash on delivery: {order.codConfirmation.label}
              </p>
            ) : null}
            {order.refund ? <CreditLine refund={order.refund} /> : null}
            {order.refund ? <RefundLine refund={order.refund} /> : null}
            {order.paymentType === "COD" && order.totals.advancePaise > 0 ? <AdvanceLine totals={order.totals} /> : null}
          </div>
        </div>
        <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end sm:gap-1 sm:text-right">
          <span className="flex flex-wrap gap-1.5">
            {order.exchange ? (
              <span className="inline-flex rounded-full bg-teal-100 px-2.5 py-0.5 text-xs font-semibold text-teal-900">Exchange</span>
            ) : null}
            <StatusBadge status={status} />
          </span>
          <div className="text-right">
            <p className="font-semibold tabular-nums">{formatINR(order.totals.totalPaise)}</p>
            <p className="text-xs text-ink-muted">
              {units} {units === 1 ? "piece" : "pieces"} · {order.paymentStatus}
            </p>
          </div>
        </div>
      </div>
      {order.exchange ? <ExchangePanel order={order} exchange={order.exchange} /> : null}
      <div className="mt-3 flex flex-wrap items-start justify-between gap-2 border-t border-stone-100 pt-3">
        <OrderMoves
          orderId={order.id}
          publicId={order.publicOrderId}
          moves={moves}
          canCancel={canCancel}
          noun={noun}
          payout={payoutOf(order)}
          prepaid={order.orderType === "ORDER" && order.paymentType === "PREPAID"}
        />
        <Link
          href={`${order.orderType === "RETURN" ? "/admin/returns" : "/admin/orders"}/${order.id}`}
          className={buttonClasses("secondary", "ml-auto")}
        >
          View Order
        </Link>
      </div>
    </li>
  );
}

/** A return's exchange: where it stands, the replacement's pieces (each with the one it replaces), its parcel and its own moves. */
function ExchangePanel({ order, exchange }: { order: OrderView; exchange: NonNullable<OrderView["exchange"]> }) {
  const { replacement } = exchange;
  const { status } = replacement;
  const was = (lineId: string | null) => order.lines.find((line) => line.id === lineId);
  return (
    <section aria-label={`Exchange of ${order.publicOrderId}`} className="mt-3 rounded-lg border border-teal-200 bg-teal-50/50 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-ink">
          Exchange: <strong>{exchange.stage}</strong>
        </p>
        <p className="flex flex-wrap items-center gap-2 text-ink-muted">
          Replacement
          <Link href={orderPath(replacement.id)} className="font-mono text-brand-700 underline-offset-2 hover:underline">
            {replacement.publicOrderId}
          </Link>
          <StatusBadge status={status} />
        </p>
      </div>
      <ul className="mt-2 space-y-0.5 text-ink">
        {replacement.lines.map((line) => {
          const returned = was(line.replaces);
          return (
            <li key={line.id}>
              {line.quantity} × {line.productName}:{" "}
              <strong>
                {line.colorName} {line.size}
              </strong>
              {returned ? ` for ${returned.colorName} ${returned.size}` : null}
              {line.differenceRefundedPaise > 0 ? (
                <span className="text-ink-muted"> · {formatINR(line.differenceRefundedPaise)} back</span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="mt-1 text-ink-muted">
        {replacement.awbCode ? (
          <>
            AWB <span className="font-mono text-ink">{replacement.awbCode}</span>
            {replacement.trackingLink ? (
              <>
                {" · "}
                <a href={replacement.trackingLink} className="text-brand-700 underline underline-offset-2">
                  Track replacement
                </a>
              </>
            ) : null}
          </>
        ) : status === "CONFIRMED" ? (
          "Picked up: the replacement's parcel is not booked yet"
        ) : status === "PENDING" ? (
          "Ships once the return is picked up"
        ) : (
          "No parcel"
        )}
      </p>
      <div className="mt-2 empty:hidden">
        <OrderMoves orderId={replacement.id} publicId={replacement.publicOrderId} {...replacementMoves(status)} />
      </div>
    </section>
  );
}

/** A return's store-credit part (issue 51): credited at pickup, the bonus included. */
function CreditLine({ refund }: { refund: NonNullable<OrderView["refund"]> }) {
  if (refund.creditPaise === 0) return null;
  return (
    <p className="text-sm text-ink-muted">
      {formatINR(refund.creditPaise)} to store credit at pickup
      {refund.creditBonusPaise > 0 ? ` (${formatINR(refund.creditBonusPaise)} bonus)` : ""}
      {refund.moneyPaise > 0 ? `, ${formatINR(refund.moneyPaise)} by the method paid` : ""}
    </p>
  );
}

/** Where a return's refund went or goes: the provider's refund, the payout's reference, or the UPI ID to pay. */
function RefundLine({ refund }: { refund: NonNullable<OrderView["refund"]> }) {
  if (refund.payoutReference) return <p className="text-sm text-ink-muted">Refund paid by hand, reference {refund.payoutReference}</p>;
  if (refund.providerRefundId) return <p className="text-sm text-ink-muted">Refunded through Razorpay, {refund.providerRefundId}</p>;
  if (!refund.upi) return null;
  return (
    <p className="text-sm text-ink-muted">
      Refund to UPI <span className="font-mono text-ink">{refund.upi}</span>
      {refund.upiName ? ` (${refund.upiName})` : ""}
    </p>
  );
}
