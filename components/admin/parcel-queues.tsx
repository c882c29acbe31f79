import Link from "next/link";
import { Panel } from "@/components/admin/page-title";
import type { ParcelQueues as Queues } from "@/lib/admin/parcel-queues";
import { formatIndianDateTime } from "@/lib/india-days";
import { adminOrderPath } from "@/lib/paths";
import { formatINR } from "@/lib/pricing";
import { DemoCourier, FailedDeliveryButtons, InspectedButton } from "./parcel-actions";

// The Deliveries page: failed deliveries to answer, parcels coming back and to inspect, how often
// parcels come back, and (with the shipping twin) the demo courier.
const ANSWER = { REATTEMPT: "Re-attempt asked", RETURN: "Return asked" } as const;

function Rates({ title, rows }: { title: string; rows: Queues["rates"]["byPayment"] }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-left font-medium">{title}</caption>
      <thead>
        <tr className="text-left text-ink-muted">
          <th scope="col" className="py-1 font-normal">
            {title.replace("By ", "").replace(/^./, (first) => first.toUpperCase())}
          </th>
          <th scope="col" className="py-1 text-right font-normal">
            Shipped
          </th>
          <th scope="col" className="py-1 text-right font-normal">
            Came back
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-stone-100">
            <td className="py-1">{row.key}</td>
            <td className="py-1 text-right">{row.shipped}</td>
            <td className="py-1 text-right">
              {row.returned} ({row.shipped ? Math.round((100 * row.returned) / row.shipped) : 0}%)
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ParcelQueues({ queues }: { queues: Queues }) {
  return (
    <div className="space-y-6">
      <Panel title={`Failed deliveries (${queues.failed.length})`}>
        {queues.failed.length === 0 ? <p className="text-sm text-ink-muted">No parcel is waiting for an answer.</p> : null}
        <ul className="divide-y divide-stone-100">
          {queues.failed.map((order) => (
            <li key={order.id} className="space-y-2 py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link href={adminOrderPath(order.id)} className="font-semibold text-brand-700 hover:underline">
                  {order.publicOrderId}
                </Link>
                <span className="text-sm">
                  {order.failure.answer ? ANSWER[order.failure.answer] : `Answer by ${formatIndianDateTime(order.failure.deadline)}`}
                </span>
              </div>
              <p className="text-sm">
                Attempt {order.failure.attempt}: {order.failure.reason}
              </p>
              <p className="text-sm text-ink-muted">
                {order.shipName}, {order.shipCity} {order.shipPinCode} · {order.shipPhoneNumber} ·{" "}
                {order.paymentType === "COD" ? `Cash on delivery ${formatINR(order.totalPaise)}` : "Prepaid"}
              </p>
              {order.failure.answer ? null : (
                <FailedDeliveryButtons
                  failureId={order.failure.id}
                  publicOrderId={order.publicOrderId}
                  day={queues.nextDay}
                  phone={order.shipPhoneNumber}
                />
              )}
            </li>
          ))}
        </ul>
      </Panel>

      <Panel title={`Coming back (${queues.returning.length})`}>
        {queues.returning.length === 0 ? (
          <p className="text-sm text-ink-muted">No parcel is on its way back or waiting to be inspected.</p>
        ) : null}
        <ul className="divide-y divide-stone-100">
          {queues.returning.map((order) => (
            <li key={order.id} className="space-y-2 py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link href={adminOrderPath(order.id)} className="font-semibold text-brand-700 hover:underline">
                  {order.publicOrderId}
                </Link>
                <span className="text-sm">{order.statusLabel}</span>
              </div>
              <p className="text-sm text-ink-muted">
                {order.lines.map((line) => `${line.quantity} × ${line.productName} (${line.colorName}, ${line.size})`).join(" · ")}
              </p>
              {order.inspect ? <InspectedButton orderId={order.id} publicOrderId={order.publicOrderId} lines={order.lines} /> : null}
            </li>
          ))}
        </ul>
      </Panel>

      <Panel title="Returns to origin">
        <div className="grid gap-5 md:grid-cols-3">
          <Rates title="By payment" rows={queues.rates.byPayment} />
          <Rates title="By state" rows={queues.rates.byState} />
          <Rates title="By pin code" rows={queues.rates.byPinCode} />
        </div>
        <p className="mt-4 text-sm">
          Failed deliveries answered: {queues.answers.REATTEMPT} re-attempted, {queues.answers.RETURN} sent back, {queues.answers.waiting}{" "}
          waiting.
        </p>
      </Panel>

      {queues.demoParcels ? (
        <Panel title="Demo courier">
          <p className="mb-3 text-sm text-ink-muted">
            The shipping twin&apos;s courier: sends the scan Shiprocket would, through the tracking webhook. The move shows at once, here
            and on the shopper&apos;s order page.
          </p>
          <DemoCourier parcels={queues.demoParcels} />
        </Panel>
      ) : null}
    </div>
  );
}
