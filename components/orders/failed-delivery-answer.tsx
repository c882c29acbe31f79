import { formatINR } from "@/lib/pricing";
import { formatIndianDateTime, formatIndianDay } from "@/lib/india-days";
import type { FailedDeliveryView } from "@/lib/orders/shipments/failed-deliveries";
import { FailedDeliveryForm } from "./failed-delivery-form";

// A failed delivery as the shopper reads it from the emailed link: what happened, what is in the
// parcel, and the answer, or the form to give it.
export function FailedDeliveryAnswer({ failure, answerKey }: { failure: FailedDeliveryView; answerKey: string }) {
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">We could not deliver your order</h1>
      <p className="mt-1 text-sm text-ink-muted">
        Order {failure.publicOrderId} · {failure.statusLabel}
      </p>
      <div className="my-5 space-y-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm">
        <p>
          <span className="font-semibold">Attempt {failure.attempt}:</span> {failure.reason}
        </p>
        <p>
          For {failure.name}, {failure.place}
        </p>
        <ul className="list-inside list-disc">
          {failure.items.map((item) => (
            <li key={`${item.name}-${item.colour}-${item.size}`}>
              {item.quantity} × {item.name} ({item.colour}, {item.size})
            </li>
          ))}
        </ul>
        {failure.cashDuePaise !== null ? <p>To pay on delivery: {formatINR(failure.cashDuePaise)}</p> : null}
      </div>
      {failure.open ? (
        <>
          <p className="mb-4">Please answer by {formatIndianDateTime(failure.deadline)}. Without an answer the courier tries once more.</p>
          <FailedDeliveryForm
            failureId={failure.failureId}
            answerKey={answerKey}
            days={failure.days}
            phone={failure.phone}
            landmark={failure.landmark}
          />
        </>
      ) : (
        <p role="status" className="rounded-xl border border-stone-200 bg-white p-4">
          {failure.answer === "REATTEMPT"
            ? `The courier will try again on ${formatIndianDay(failure.reattemptOn!)} and call ${failure.phone}.`
            : failure.answer === "RETURN"
              ? "The parcel is on its way back to us. A prepaid order is refunded in full once it arrives."
              : `This parcel is no longer waiting for an answer: it is ${failure.statusLabel.toLowerCase()}.`}
        </p>
      )}
    </>
  );
}
