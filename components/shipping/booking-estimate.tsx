"use client";

import { estimateText, type DeliveryEstimate } from "@/lib/shipping/estimate";
import { useLocale } from "@/components/i18n/locale-context";
import { useLocalMessage } from "@/components/i18n/page-words-context";

/** Under the chosen address: when the parcel should arrive there, and whether cash on delivery is possible. */
export function BookingEstimate({ estimate }: { estimate: DeliveryEstimate | undefined }) {
  const local = useLocalMessage();
  const locale = useLocale();
  // The server's English names the day in English: a Hindi page writes it again with the day in Hindi, then translates it.
  const said = (shown: DeliveryEstimate) => (locale !== "en" && shown.deliveryBy ? estimateText(shown, locale).message : shown.message);
  return (
    <p aria-live="polite" className="mt-3 min-h-5 text-sm" data-testid="booking-estimate">
      {estimate ? (
        <>
          <span className="font-medium">{local(said(estimate))}</span>
          {estimate.codMessage ? <span className="text-ink-muted">. {local(estimate.codMessage)}</span> : null}
        </>
      ) : null}
    </p>
  );
}
