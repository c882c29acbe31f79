"use client";

import type { DeliveryEstimate } from "@/lib/shipping/estimate";
import { useLocalMessage } from "@/components/i18n/page-words-context";

/** Under the chosen address: when the parcel should arrive there, and whether cash on delivery is possible. */
export function BookingEstimate({ estimate }: { estimate: DeliveryEstimate | undefined }) {
  const local = useLocalMessage();
  return (
    <p aria-live="polite" className="mt-3 min-h-5 text-sm" data-testid="booking-estimate">
      {estimate ? (
        <>
          <span className="font-medium">{local(estimate.message)}</span>
          {estimate.codMessage ? <span className="text-ink-muted">. {local(estimate.codMessage)}</span> : null}
        </>
      ) : null}
    </p>
  );
}
