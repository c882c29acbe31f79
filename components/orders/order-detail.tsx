import Image from "next/image";
import Link from "next/link";
import type { ReactNode } from "react";
import type { OrderView } from "@/lib/orders/model/view";
import { LineImage } from "@/components/cart/line-image";
import { formatINR } from "@/lib/pricing/money";
import { formatRoundOff } from "@/lib/pricing/round-off";
import { buttonClasses } from "@/components/ui/button";
import { CancelOrderButton } from "./cancel-order-button";
import { ExchangePanel } from "./exchange-panel";
import { InvoiceLink } from "./invoice-link";
import { TrackPackageLink } from "./track-package-link";
import { OrderCard } from "./order-card";
import { OrderTimeline } from "./order-timeline";
import { orderPath, productPath, returnPath } from "@/lib/paths";
import { BuyAgainButton } from "./buy-again-button";
import { AdvanceRows } from "./advance-rows";
import { paymentLine } from "./payment-line";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { orders } from "@/lib/i18n/messages/orders";
import { returns as returnWords } from "@/lib/i18n/messages/returns";
import { translator } from "@/lib/i18n/translate";
import { customerStatusLabel } from "@/lib/orders/model/status";

type CreditNoteLink = { kind: "Credit note" | "Debit note"; number: string; totalPaise: number; href: string };

/**
 * An order as bought: its id, where it goes, what is in it, what it cost and how it is paid.
 * `customerActions` (Cancel, Return) only for the customer who owns it, not an admin reading it.
 */
export function OrderDetail({
  order,
  returns = [],
  creditNotes = [],
  customerActions = true,
  estimate = null,
  nextStep = null,
  locale = "en",
}: {
  order: OrderView;
  returns?: OrderView[];
  creditNotes?: CreditNoteLink[];
  customerActions?: boolean;
  /** When an order on its way should arrive ("Delivery by Fri 27 Nov"). */
  estimate?: string | null;
  /** What waits for the shopper's answer (a failed delivery, a cash-on-delivery confirmation): its page. */
  nextStep?: { href: string; label: string } | null;
  /** The page's language: its heading block is translated so far (issue 55). */
  locale?: Locale;
}) {
  const t = translator(locale, orders);
  const reasons = translator(locale, returnWords);
  const { address } = order;
  // The shopper's own orders (not returns or replacements) can be bought again, item by item or whole.
  const buyAgain = customerActions && order.kind === "Order";
  const images = [...new Set(order.lines.flatMap((line) => (line.image ? [line.image] : [])))];
  return (
    <div className="space-y-5">
      <section aria-labelledby="order-id" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
        <h2 id="order-id" className="text-sm font-medium text-ink-muted">
          {t(`detail.id.${order.kind}`)}
        </h2>
        <p className="text-lg font-semibold tracking-wide" data-testid="public-order-id">
          {order.publicOrderId}
        </p>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Item label={t("detail.status")}>
            {customerActions ? customerStatusLabel(order.status, locale) : order.statusLabel}
            {customerActions && order.status === "PENDING" ? (
              <span className="font-normal text-ink-muted">
                {order.shipsBy ? t("detail.shipsBy", { date: order.shipsBy }) : t("detail.awaiting")}
              </span>
            ) : null}
          </Item>
          {estimate ? <Item label={t("detail.estimate")}>{estimate}</Item> : null}
          <Item label={t("detail.paymentType")}>{locale === "en" ? order.paymentType : t(`detail.paymentTypes.${order.paymentType}`)}</Item>
          <Item label={t("detail.payment")}>{locale === "en" ? order.paymentStatus : paymentLine(order.paymentStatus, locale)}</Item>
          {order.refund && order.refund.creditPaise > 0 ? (
            <Item label={t("detail.toCredit")}>
              {formatINR(order.refund.creditPaise)}
              {order.refund.creditBonusPaise > 0 ? t("detail.bonus", { amount: formatINR(order.refund.creditBonusPaise) }) : ""}
              {order.refund.moneyPaise > 0 ? t("detail.byMethod", { amount: formatINR(order.refund.moneyPaise) }) : ""}
            </Item>
          ) : null}
          {order.paymentType === "PREPAID" && order.paymentId ? <Item label={t("detail.paymentId")}>{order.paymentId}</Item> : null}
          {order.parentOrderId ? (
            <Item label={t(order.kind === "Replacement" ? "detail.replacementFor" : "detail.returnOf")}>
              <Link href={localePath(locale, orderPath(order.parentOrderId))} className="text-brand-700 underline">
                {t(order.kind === "Replacement" ? "detail.returnedPieces" : "detail.originalOrder")}
              </Link>
            </Item>
          ) : null}
          {order.returnReasonLabel || order.returnReason ? (
            <Item label={t("detail.reason")}>
              {[
                order.returnReasonCode && locale !== "en" ? reasons(`reasons.${order.returnReasonCode}`) : order.returnReasonLabel,
                order.returnReason,
              ]
                .filter(Boolean)
                .join(": ")}
            </Item>
          ) : null}
          <Item label={t("detail.placedOn")}>
            {new Date(order.createdAt).toLocaleString(locale === "hi" ? "hi-IN" : "en-IN", {
              dateStyle: "medium",
              timeStyle: "short",
              timeZone: "Asia/Kolkata",
            })}
          </Item>
        </dl>
        {order.timeline ? <OrderTimeline steps={order.timeline} locale={locale} /> : null}
        {nextStep ? (
          <Link href={nextStep.href} className={buttonClasses("primary", "mt-4")}>
            {nextStep.label}
          </Link>
        ) : null}
        {customerActions && order.cancellable ? (
          <div className="mt-4">
            <CancelOrderButton orderId={order.id} what={order.kind === "Return" ? "return" : "order"} />
          </div>
        ) : null}
        {order.trackingLink ? (
          <TrackPackageLink
            href={order.trackingLink}
            label={t(order.kind === "Return" ? "detail.trackReturn" : "detail.track")}
            newTab={t("detail.newTab")}
          />
        ) : null}
        {customerActions && order.returnable ? (
          <Link href={localePath(locale, returnPath(order.id))} className={buttonClasses("secondary", "mt-4 mr-3")}>
            {t("detail.return")}
          </Link>
        ) : null}
        {order.invoiceLink ? <InvoiceLink href={order.invoiceLink} label={t("detail.invoice")} pdf={t("detail.pdf")} /> : null}
        {buyAgain ? (
          <div className="mt-4">
            <BuyAgainButton orderId={order.id} label={t("detail.buyAgainAll")} />
          </div>
        ) : null}
        {creditNotes.length > 0 ? (
          <ul className="mt-3 space-y-1 text-sm" aria-label={t("detail.creditNotes")}>
            {creditNotes.map((note) => (
              <li key={note.number}>
                <a href={note.href} target="_blank" rel="noopener" className="font-medium text-brand-700 hover:underline">
                  {t(`detail.noteKind.${note.kind}`)} {note.number} <span className="sr-only">{t("detail.pdf")}</span>
                </a>{" "}
                <span className="text-ink-muted">{t("detail.noteFor", { amount: formatINR(note.totalPaise) })}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      {order.exchange ? <ExchangePanel exchange={order.exchange} returned={order.lines} locale={locale} /> : null}

      <section aria-labelledby="delivery-details" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
        <h2 id="delivery-details" className="mb-2 text-base font-semibold">
          {t("detail.delivery")}
        </h2>
        <address className="text-sm not-italic leading-relaxed text-ink-muted">
          <span className="block font-semibold text-ink">{address.name}</span>
          <span className="block">{address.addressLine1}</span>
          {address.addressLine2 ? <span className="block">{address.addressLine2}</span> : null}
          <span className="block">
            {address.city}, {address.state} {address.pinCode}
          </span>
          <span className="block">{t("detail.phone", { phone: address.phoneNumber })}</span>
        </address>
      </section>

      <section aria-labelledby="order-items" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
        <h2 id="order-items" className="mb-3 text-base font-semibold">
          {t("detail.items")}
        </h2>
        <ul className="divide-y divide-stone-200">
          {order.lines.map((line) => (
            <li key={line.id} className="flex gap-3 py-3 first:pt-0">
              <LineImage src={line.image} className="w-16" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold">
                  {line.productId ? (
                    <Link href={productPath(line.productId)} className="hover:text-brand-700 hover:underline">
                      {line.productName}
                    </Link>
                  ) : (
                    line.productName
                  )}
                </p>
                <p className="text-ink-muted">
                  {t("detail.colour", { colour: line.colorName })} <span aria-hidden="true">·</span> {t("detail.size", { size: line.size })}{" "}
                  <span aria-hidden="true">·</span> {t("detail.quantity", { quantity: line.quantity })}
                </p>
                {buyAgain && line.sizeId ? (
                  <div className="mt-2">
                    <BuyAgainButton orderId={order.id} line={{ id: line.id, name: line.name }} label={t("detail.buyAgain")} />
                  </div>
                ) : null}
              </div>
              <p className="text-sm font-semibold">{formatINR(line.lineTotalPaise)}</p>
            </li>
          ))}
        </ul>
        {order.exchange ? (
          <ExchangeTotals order={order} locale={locale} />
        ) : (
          <dl className="mt-3 space-y-1 border-t border-stone-200 pt-3 text-sm">
            <Row label={t("detail.subtotal")} value={formatINR(order.totals.subtotalPaise)} />
            {order.totals.promoDiscountPaise > 0 ? (
              <Row label={t("detail.offers")} value={`− ${formatINR(order.totals.promoDiscountPaise)}`} />
            ) : null}
            <Row label={t("detail.gst")} value={formatINR(order.totals.gstPaise)} />
            <Row label={t("detail.deliveryFee")} value={t("detail.free")} />
            {order.totals.codFeePaise > 0 ? <Row label={t("detail.codFee")} value={formatINR(order.totals.codFeePaise)} /> : null}
            <RoundOffRow paise={order.totals.roundOffPaise} locale={locale} />
            <ClawbackRow paise={order.totals.clawbackPaise} locale={locale} />
            <div className="flex justify-between pt-1 text-base font-semibold">
              <dt>{t("detail.total")}</dt>
              <dd data-testid="order-total">{formatINR(order.totals.totalPaise)}</dd>
            </div>
            {order.totals.storeCreditPaise > 0 ? (
              <>
                <Row label={t("detail.credit")} value={formatINR(order.totals.storeCreditPaise)} />
                {order.paymentType === "COD" && order.totals.advancePaise === 0 ? (
                  <Row label={t("detail.toPay")} value={formatINR(order.totals.amountDuePaise)} />
                ) : null}
              </>
            ) : null}
            {order.paymentType === "COD" && order.totals.advancePaise > 0 ? (
              <AdvanceRows order={order} canPay={customerActions} locale={locale} />
            ) : null}
          </dl>
        )}
      </section>

      {returns.length > 0 ? (
        <section aria-labelledby="order-returns">
          <h2 id="order-returns" className="mb-3 text-base font-semibold">
            {t("detail.returns")}
          </h2>
          <ul className="space-y-3">
            {returns.map((item) => (
              <OrderCard key={item.id} order={item} locale={locale} />
            ))}
          </ul>
        </section>
      ) : null}

      {images.length > 0 ? (
        <section aria-labelledby="order-gallery">
          <h2 id="order-gallery" className="mb-3 text-base font-semibold">
            {t("detail.gallery")}
          </h2>
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
            {images.map((src) => (
              <li key={src} className="relative aspect-[4/5] overflow-hidden rounded-lg bg-stone-100">
                <Image src={src} alt="" fill sizes="(min-width: 640px) 180px, 33vw" className="object-contain" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** A return with an exchange: the pieces' value, less what their replacements cost, is the refund. */
function ExchangeTotals({ order, locale }: { order: OrderView; locale: Locale }) {
  const t = translator(locale, orders);
  const returnedPaise = order.totals.subtotalPaise - order.totals.promoDiscountPaise + order.totals.gstPaise;
  const refundPaise = order.totals.totalPaise;
  const { roundOffPaise, clawbackPaise } = order.totals;
  return (
    <dl className="mt-3 space-y-1 border-t border-stone-200 pt-3 text-sm">
      <Row label={t("detail.returnedValue")} value={formatINR(returnedPaise)} />
      <Row label={t("detail.replacement")} value={`− ${formatINR(returnedPaise + roundOffPaise - clawbackPaise - refundPaise)}`} />
      <RoundOffRow paise={roundOffPaise} locale={locale} />
      <ClawbackRow paise={clawbackPaise} locale={locale} />
      <div className="flex justify-between pt-1 text-base font-semibold">
        <dt>{t("detail.refund")}</dt>
        <dd data-testid="order-total">{formatINR(refundPaise)}</dd>
      </div>
    </dl>
  );
}

/** A return's clawback: the offer's benefit the kept items no longer earn, or given back by a later return. */
function ClawbackRow({ paise, locale }: { paise: number; locale: Locale }) {
  if (paise === 0) return null;
  const t = translator(locale, orders);
  return paise > 0 ? (
    <Row label={t("detail.clawback")} value={`− ${formatINR(paise)}`} />
  ) : (
    <Row label={t("detail.clawbackBack")} value={formatINR(-paise)} />
  );
}

/** Cash on delivery's round-off to whole rupees, when there is one. */
function RoundOffRow({ paise, locale }: { paise: number; locale: Locale }) {
  return paise === 0 ? null : <Row label={translator(locale, orders)("detail.roundOff")} value={formatRoundOff(paise)} />;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between">
      <dt className="text-ink-muted">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
