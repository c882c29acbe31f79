import type { DeliveryEstimate } from "@/lib/shipping/estimate";

/** Under the chosen address: when the parcel should arrive there, and whether cash on delivery is possible. */
export function BookingEstimate({ estimate }: { estimate: DeliveryEstimate | undefined }) {
  return (
    <p aria-live="polite" className="mt-3 min-h-5 text-sm" data-testid="booking-estimate">
      {estimate ? (
        <>
          <span className="font-medium">{estimate.message}</span>
          {estimate.codMessage ? <span className="text-ink-muted">. {estimate.codMessage}</span> : null}
        </>
      ) : null}
    </p>
  );
}
