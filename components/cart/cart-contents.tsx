"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { useFreshOnReturn, useServerState } from "@/components/forms/server-state";
import { changeCartSizeAction, removeFromCartAction, setCartQuantityAction } from "@/lib/cart/actions";
import type { CartItem, CartView } from "@/lib/cart/view";
import type { ActionResult } from "@/lib/http/action";
import { Button } from "@/components/ui/button";
import { SpinnerIcon } from "@/components/ui/icons";
import { notify } from "@/components/ui/toast";
import { callAction } from "@/components/forms/action-helpers";
import { CartSummary } from "./cart-summary";
import { CouponBox } from "./coupon-box";
import { codTermsPhrase } from "@/components/product/cod-note";
import { useBuyT } from "@/components/product/buy-words";
import type { CodTerms } from "@/lib/orders/cod-rules/terms";
import type { OfferView } from "@/lib/promotions/offers";
import { EmptyState } from "./empty-state";
import { LineImage, productNameOf } from "./line-image";
import { Notices } from "./notices";
import { SizePicker } from "./size-picker";
import { useCartT } from "./cart-words";
import { formatINR } from "@/lib/pricing/money";
import { useViewer } from "@/components/layout/viewer-provider";
import { useLocalePath } from "@/components/i18n/locale-context";
import { useLocalMessage } from "@/components/i18n/page-words-context";
import { productPath } from "@/lib/paths";

/**
 * The cart's lines with their quantity steppers, and the price breakdown. Every change answers
 * the whole cart from the server: it becomes the view shown, and the header's count is read
 * again. A new render of the page (a later visit) replaces it.
 */
export function CartContents({ initial, codTerms, offers }: { initial: CartView; codTerms: CodTerms; offers: readonly OfferView[] }) {
  const t = useCartT();
  const buyT = useBuyT();
  const localePath = useLocalePath();
  const local = useLocalMessage();
  const { setCartCount } = useViewer();
  // What the server holds: its latest render, or the answer of a change made here since.
  const [view, setView] = useServerState(initial);
  useFreshOnReturn();
  const [pending, setPending] = useState<string | null>(null);
  const itemsHeading = useRef<HTMLHeadingElement>(null);

  async function change(item: CartItem, run: () => Promise<ActionResult<CartView>>, success?: string) {
    setPending(item.sizeId);
    const result = await callAction(run);
    setPending(null);
    if (!result.ok) {
      notify.error(local(result.message));
      return;
    }
    const removed = !result.data.cart.some((line) => line.sizeId === item.sizeId);
    setView(result.data);
    if (success) notify.success(success);
    // The line and its buttons are gone: keep the keyboard user in the list.
    if (removed) itemsHeading.current?.focus();
    setCartCount(result.data.cart.length);
  }

  const setQuantity = (item: CartItem, quantity: number) =>
    change(item, () => setCartQuantityAction({ sizeId: item.sizeId, quantity }), quantity === 0 ? t("itemRemoved") : undefined);
  const remove = (item: CartItem) => change(item, () => removeFromCartAction({ sizeId: item.sizeId }), t("itemRemoved"));
  const changeSize = (item: CartItem, toSizeId: string) =>
    change(
      item,
      () => changeCartSizeAction({ sizeId: item.sizeId, toSizeId }),
      t("sizeChanged", { size: item.sizes.find((choice) => choice.sizeId === toSizeId)?.size ?? t("theOneChosen") }),
    );

  const count = view.cart.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <div className="space-y-4">
      <Notices notices={view.notices} />
      {view.cart.length === 0 ? (
        <EmptyState title={t("emptyTitle")} text={t("emptyText")} action={t("continueShopping")} home={localePath("/")} />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby="cart-items">
            <h2 id="cart-items" ref={itemsHeading} tabIndex={-1} className="mb-3 text-sm font-medium text-ink-muted focus:outline-none">
              <span aria-live="polite">{t("counts", { lines: view.cart.length, pieces: count })}</span>
            </h2>
            <ul className="space-y-3">
              {view.cart.map((item) => (
                <CartLine
                  key={item.sizeId}
                  item={item}
                  busy={pending === item.sizeId}
                  onQuantity={(quantity) => setQuantity(item, quantity)}
                  onSize={(toSizeId) => changeSize(item, toSizeId)}
                  onRemove={() => remove(item)}
                />
              ))}
            </ul>
          </section>
          <CartSummary
            totals={view.totals}
            promotions={view.promotions}
            gifts={view.gifts}
            notApplied={view.notApplied}
            note={
              <>
                <CouponBox coupon={view.coupon} offers={offers} onCart={setView} />
                {codTerms.maxPaise > 0 ? (
                  <p className="mt-3 text-xs text-ink-muted">
                    {t("codTerms", { phrase: codTermsPhrase(codTerms, buyT) })}
                    {codTerms.feePaise > 0 ? t("onlineNoFee") : ""}
                  </p>
                ) : null}
              </>
            }
          />
        </div>
      )}
    </div>
  );
}

function CartLine({
  item,
  busy,
  onQuantity,
  onSize,
  onRemove,
}: {
  item: CartItem;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onSize: (sizeId: string) => void;
  onRemove: () => void;
}) {
  const t = useCartT();
  const localePath = useLocalePath();
  const productName = productNameOf(item);
  const saving = item.cutPricePaise > item.pricePaise;
  return (
    <li aria-busy={busy} className="flex gap-3 rounded-xl border border-stone-200 bg-white p-3 sm:gap-4 sm:p-4">
      <LineImage src={item.image} className="w-20 sm:w-24" />
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="text-sm font-semibold leading-snug sm:text-base">
          <Link href={localePath(productPath(item.slug))} className="rounded-sm hover:text-brand-700 hover:underline">
            {productName}
          </Link>
        </h3>
        <p className="mt-0.5 text-sm text-ink-muted">{t("colour", { colour: item.colorName })}</p>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-ink">{formatINR(item.priceWithGstPaise)}</span>
          {saving ? (
            <s className="text-ink-muted">
              <span className="sr-only">{t("cutPrice")}</span>
              {formatINR(item.cutPriceWithGstPaise)}
            </s>
          ) : null}
          <span className="text-xs text-ink-muted">{t("eachInclGst")}</span>
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-1 pt-3">
          <QuantityStepper item={item} busy={busy} onQuantity={onQuantity} />
          <SizePicker item={item} busy={busy} onSize={onSize} />
          <Button variant="danger-ghost" className="px-2" disabled={busy} onClick={onRemove}>
            {t("remove")}
            <span className="sr-only">{t("removeName", { name: item.name })}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}

const STEP =
  "inline-flex size-11 items-center justify-center text-lg font-semibold text-ink transition-colors hover:bg-brand-50 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-50";

function QuantityStepper({ item, busy, onQuantity }: { item: CartItem; busy: boolean; onQuantity: (quantity: number) => void }) {
  const t = useCartT();
  return (
    <div
      role="group"
      aria-label={t("quantityOf", { name: item.name })}
      className="inline-flex items-center rounded-lg border border-stone-300"
    >
      <button
        type="button"
        className={`${STEP} rounded-l-lg`}
        disabled={busy}
        aria-label={item.quantity === 1 ? t("removeOne", { name: item.name }) : t("decrease", { name: item.name })}
        onClick={() => onQuantity(item.quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <span
        role="status"
        className="inline-flex h-11 min-w-10 items-center justify-center border-x border-stone-300 px-2 text-sm font-semibold tabular-nums"
      >
        {busy ? <SpinnerIcon className="size-4 text-brand-700" /> : null}
        <span className={busy ? "sr-only" : undefined}>
          <span className="sr-only">{t("quantity")}</span>
          {item.quantity}
        </span>
      </span>
      <button
        type="button"
        className={`${STEP} rounded-r-lg`}
        disabled={busy}
        aria-label={t("increase", { name: item.name })}
        onClick={() => onQuantity(item.quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
