import Link from "next/link";
import type { OrderView } from "@/lib/orders/model/view";
import { LineImage } from "@/components/cart/line-image";
import { formatINR } from "@/lib/pricing/money";
import { InvoiceLink } from "./invoice-link";
import { TrackPackageLink } from "./track-package-link";
import { orderPath } from "@/lib/paths";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { orders } from "@/lib/i18n/messages/orders";
import { translator } from "@/lib/i18n/translate";
import { customerStatusLabel } from "@/lib/orders/model/status";

// A return's exchange on its page: where it stands, what replaces what, and the replacement's own
// order, tracking and tax invoice.

type Exchange = NonNullable<OrderView["exchange"]>;

export function ExchangePanel({ exchange, returned, locale }: { exchange: Exchange; returned: OrderView["lines"]; locale: Locale }) {
  const { replacement } = exchange;
  const t = translator(locale, orders);
  return (
    <section aria-labelledby="order-exchange" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="order-exchange" className="text-base font-semibold">
          {t("detail.exchangePanel.title")}
        </h2>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900" data-testid="exchange-stage">
          {t(`stage.${exchange.stage}`)}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-muted">{t(`detail.exchangePanel.stage.${exchange.stage}`)}</p>
      <ul className="mt-3 divide-y divide-stone-200">
        {replacement.lines.map((line) => {
          const was = returned.find((candidate) => candidate.id === line.replaces);
          return (
            <li key={line.id} className="flex gap-3 py-3">
              <LineImage src={line.image} className="w-14" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold">
                  {line.colorName} {line.size}
                  {was ? t("detail.exchangePanel.for", { colour: was.colorName, size: was.size }) : null}
                </p>
                <p className="text-ink-muted">
                  {line.productName} <span aria-hidden="true">·</span> {t("detail.exchangePanel.quantity", { quantity: line.quantity })}
                </p>
                {line.differenceRefundedPaise > 0 ? (
                  <p className="text-ink-muted">
                    {t("detail.exchangePanel.difference", { amount: formatINR(line.differenceRefundedPaise) })}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-sm">
        <span className="text-ink-muted">{t("detail.exchangePanel.order")}</span>
        <Link href={localePath(locale, orderPath(replacement.id))} className="font-semibold text-brand-700 underline">
          {replacement.publicOrderId}
        </Link>
        <span className="text-ink-muted">
          {" "}
          · {locale === "en" ? replacement.statusLabel : customerStatusLabel(replacement.status, locale)}
        </span>
      </p>
      {replacement.trackingLink ? (
        <TrackPackageLink href={replacement.trackingLink} label={t("detail.exchangePanel.track")} newTab={t("detail.newTab")} />
      ) : null}
      {replacement.invoiceLink ? (
        <InvoiceLink href={replacement.invoiceLink} label={t("detail.exchangePanel.invoice")} pdf={t("detail.pdf")} />
      ) : null}
    </section>
  );
}
