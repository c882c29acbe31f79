import Link from "next/link";
import type { OrderView } from "@/lib/orders/model/view";
import { LineImage } from "@/components/cart/line-image";
import { formatINR } from "@/lib/pricing/money";
import { InvoiceLink } from "./invoice-link";
import { TrackPackageLink } from "./track-package-link";
import { orderPath } from "@/lib/paths";

// A return's exchange on its page: where it stands, what replaces what, and the replacement's own
// order, tracking and tax invoice.

type Exchange = NonNullable<OrderView["exchange"]>;

const STAGE_TEXT: Record<Exchange["stage"], string> = {
  Requested: "Your replacement is set aside from stock. We ship it once our courier has picked up your parcel.",
  "Picked up": "Our courier has your parcel. Your replacement is being packed and shipped.",
  "Replacement shipped": "Your replacement is on its way.",
  "Replacement delivered": "Your replacement has been delivered.",
  Cancelled: "You cancelled this exchange, so the replacement was not sent.",
  Closed: "This exchange was closed without a pickup, so the replacement was not sent.",
};

export function ExchangePanel({ exchange, returned }: { exchange: Exchange; returned: OrderView["lines"] }) {
  const { replacement } = exchange;
  return (
    <section aria-labelledby="order-exchange" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="order-exchange" className="text-base font-semibold">
          Exchange
        </h2>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900" data-testid="exchange-stage">
          {exchange.stage}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-muted">{STAGE_TEXT[exchange.stage]}</p>
      <ul className="mt-3 divide-y divide-stone-200">
        {replacement.lines.map((line) => {
          const was = returned.find((candidate) => candidate.id === line.replaces);
          return (
            <li key={line.id} className="flex gap-3 py-3">
              <LineImage src={line.image} className="w-14" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold">
                  {line.colorName} {line.size}
                  {was ? ` for ${was.colorName} ${was.size}` : null}
                </p>
                <p className="text-ink-muted">
                  {line.productName} <span aria-hidden="true">·</span> Quantity: {line.quantity}
                </p>
                {line.differenceRefundedPaise > 0 ? (
                  <p className="text-ink-muted">Difference refunded: {formatINR(line.differenceRefundedPaise)}</p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-sm">
        <span className="text-ink-muted">Replacement order </span>
        <Link href={orderPath(replacement.id)} className="font-semibold text-brand-700 underline">
          {replacement.publicOrderId}
        </Link>
        <span className="text-ink-muted"> · {replacement.statusLabel}</span>
      </p>
      {replacement.trackingLink ? <TrackPackageLink href={replacement.trackingLink} label="Track Replacement" /> : null}
      {replacement.invoiceLink ? <InvoiceLink href={replacement.invoiceLink} label="Replacement invoice" /> : null}
    </section>
  );
}
