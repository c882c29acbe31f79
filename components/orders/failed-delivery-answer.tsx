import { formatINR } from "@/lib/pricing";
import { formatIndianDateTime, formatIndianDay } from "@/lib/india-days";
import type { FailedDeliveryView } from "@/lib/orders/shipments/failed-deliveries";
import { FailedDeliveryForm } from "./failed-delivery-form";
import type { Locale } from "@/lib/i18n/locales";
import { localMessage } from "@/lib/i18n/local-message";
import { delivery } from "@/lib/i18n/messages/delivery";
import { orders } from "@/lib/i18n/messages/orders";
import { translator } from "@/lib/i18n/translate";

const statusWords = { en: orders.en.status, hi: orders.hi.status };

// A failed delivery as the shopper reads it from the emailed link: what happened, what is in the
// parcel, and the answer, or the form to give it.
export function FailedDeliveryAnswer({ failure, answerKey, locale }: { failure: FailedDeliveryView; answerKey: string; locale: Locale }) {
  const t = translator(locale, delivery);
  const status = localMessage(statusWords, locale, failure.statusLabel);
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
      <p className="mt-1 text-sm text-ink-muted">{t("orderLine", { number: failure.publicOrderId, status })}</p>
      <div className="my-5 space-y-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm">
        <p>
          <span className="font-semibold">{t("attempt", { attempt: failure.attempt })}</span> {failure.reason}
        </p>
        <p>{t("for", { name: failure.name, place: failure.place })}</p>
        <ul className="list-inside list-disc">
          {failure.items.map((item) => (
            <li key={`${item.name}-${item.colour}-${item.size}`}>
              {item.quantity} × {item.name} ({item.colour}, {item.size})
            </li>
          ))}
        </ul>
        {failure.cashDuePaise !== null ? <p>{t("toPay", { amount: formatINR(failure.cashDuePaise) })}</p> : null}
      </div>
      {failure.open ? (
        <>
          <p className="mb-4">{t("answerBy", { at: formatIndianDateTime(failure.deadline, locale) })}</p>
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
            ? t("reattempted", { day: formatIndianDay(failure.reattemptOn!, locale), phone: failure.phone })
            : failure.answer === "RETURN"
              ? t("returning")
              : t("closed", { status: locale === "en" ? status.toLowerCase() : status })}
        </p>
      )}
    </>
  );
}
