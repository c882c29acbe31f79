"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { formatINR } from "@/lib/pricing/money";
import type { CartTotals } from "@/lib/pricing/cart-totals";
import type { CartOffer, CartView } from "@/lib/cart/view";
import { buttonClasses } from "@/components/ui/button";
import { useLocalePath } from "@/components/i18n/locale-context";
import { useCartT } from "./cart-words";

/**
 * The price breakdown, from the server's totals; a change of quantity is announced politely.
 * The cart ends it with a `note` (cash on delivery's terms) and its Pay link; the booking page with
 * its own buttons (`children`).
 */
export function CartSummary({
  totals,
  promotions = [],
  gifts = [],
  notApplied = [],
  note,
  children,
}: {
  totals: CartTotals;
  /** Each offer that applies, with what it takes off GST included. */
  promotions?: readonly CartOffer[];
  /** Free gifts the offers add, each one piece at ₹0. */
  gifts?: CartView["gifts"];
  /** Automatic offers that do not apply, with why. */
  notApplied?: CartView["notApplied"];
  note?: ReactNode;
  children?: ReactNode;
}) {
  const t = useCartT();
  const freeDelivery = totals.deliveryDiscountPaise >= totals.deliveryPaise;
  return (
    <section aria-labelledby="price-details" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5 lg:sticky lg:top-24">
      <h2 id="price-details" className="text-base font-semibold">
        {t("priceDetails")}
      </h2>
      <dl aria-live="polite" className="mt-3 space-y-2 text-sm" data-testid="price-details">
        {/* A sum a shopper can add up, every figure with its GST (lib/pricing/cart-totals.ts): list − discount − offers = total. */}
        <Row
          label={totals.savingWithGstPaise > 0 ? t("itemsAtMrp") : t("items")}
          value={<span data-testid="summary-list">{formatINR(totals.listWithGstPaise)}</span>}
        />
        {totals.savingWithGstPaise > 0 ? (
          <Row
            label={t("discountOnMrp")}
            value={
              <span className="font-medium text-green-800" data-testid="summary-sale">
                −{formatINR(totals.savingWithGstPaise)}
              </span>
            }
          />
        ) : null}
        {promotions.map((promotion) => (
          <Row
            key={promotion.id}
            label={
              <>
                {promotion.title}
                {promotion.code ? <span className="font-medium text-ink"> ({promotion.code})</span> : null}
                {promotion.note ? <span className="block text-xs">{promotion.note}</span> : null}
              </>
            }
            value={
              <span className="font-medium text-green-800" data-testid="summary-offer">
                {promotion.type === "GIFT" ? t("freeGiftTag") : `−${formatINR(promotion.discountWithGstPaise)}`}
              </span>
            }
          />
        ))}
        {gifts.map((gift) => (
          <Row
            key={gift.sizeId}
            label={t("freeGift", { name: gift.name })}
            value={
              <span className="flex items-baseline gap-2">
                <s className="text-ink-muted">
                  <span className="sr-only">{t("worth")}</span>
                  {formatINR(gift.valuePaise)}
                </s>
                <span className="font-semibold text-green-800">₹0</span>
              </span>
            }
          />
        ))}
        <Row
          label={t("delivery")}
          value={
            freeDelivery ? (
              <span className="flex items-baseline gap-2">
                <s className="text-ink-muted">
                  <span className="sr-only">{t("was")}</span>
                  {formatINR(totals.deliveryPaise)}
                </s>
                <span className="font-semibold text-green-800">{t("free")}</span>
              </span>
            ) : (
              formatINR(totals.deliveryDuePaise)
            )
          }
        />
        <div className="flex items-baseline justify-between gap-4 border-t border-stone-200 pt-3 text-base font-semibold">
          <dt>{t("total")}</dt>
          <dd data-testid="cart-total">{formatINR(totals.totalPaise)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 text-xs text-ink-muted">
          <dt>{t("gstIncluded")}</dt>
          <dd data-testid="summary-gst">{formatINR(totals.gstPaise)}</dd>
        </div>
      </dl>
      {promotions.some((promotion) => promotion.conditional) ? <p className="mt-1 text-xs text-ink-muted">{t("refundNote")}</p> : null}
      {notApplied.map((offer) => (
        <p key={offer.title} className="mt-1 text-xs text-ink-muted">
          {offer.title}: {offer.reason}
        </p>
      ))}
      <p className="mt-1 text-xs text-ink-muted">{t("gstNote")}</p>
      {note}
      {children ?? <CheckoutLink totalPaise={totals.totalPaise} />}
    </section>
  );
}

/**
 * The cart's way on to address and payment: in the summary on a wide screen, in a bar fixed to the foot of a phone's
 * screen (one link at either width, so the bar is never a second stop for the keyboard).
 */
function CheckoutLink({ totalPaise }: { totalPaise: number }) {
  const t = useCartT();
  const localePath = useLocalePath();
  const label = t("continueToPay", { amount: formatINR(totalPaise) });
  return (
    <>
      {/* The wrapper hides it: the button's own inline-flex would win over a hidden on the link itself. */}
      <div className="mt-4 hidden lg:block">
        <Link href={localePath("/booking")} className={buttonClasses("primary", "w-full text-base")}>
          {label}
        </Link>
      </div>
      <div
        data-testid="checkout-bar"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white px-4 py-2 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] lg:hidden"
      >
        <Link href={localePath("/booking")} className={buttonClasses("primary", "w-full text-base")}>
          {label}
        </Link>
      </div>
    </>
  );
}

function Row({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-right text-ink">{value}</dd>
    </div>
  );
}
