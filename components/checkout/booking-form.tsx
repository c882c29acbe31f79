"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { cashOnDeliveryAction } from "@/lib/orders/actions";
import type { BookingView } from "@/lib/orders/booking";
import type { DeliveryEstimate } from "@/lib/shipping/estimate";
import { capturePaymentAction, startAdvancePaymentAction, verifyPaymentAction } from "@/lib/checkout/actions";
import { advanceAndCash } from "@/lib/orders/cod-rules/advance";
import { formatINR } from "@/lib/pricing/money";
import { AddressManager } from "@/components/account/address-manager";
import { useServerState } from "@/components/forms/server-state";
import { GENERIC_ERROR, withLoadingToast } from "@/components/forms/action-helpers";
import { CartSummary } from "@/components/cart/cart-summary";
import { LockIcon } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { MESSAGES, VERIFY_PATH, type CheckoutResponse } from "./booking-messages";
import { BookingLines } from "./booking-lines";
import { BookingEstimate } from "@/components/shipping/booking-estimate";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { placedPath } from "@/lib/orders/model/placed";
import { CashOrderSummary } from "./cash-order-summary";
import { openPaymentWindow, type TwinCheckout } from "./payment-window";
import { useShowTwin } from "./payment-twin-host";
import { OnlineOnlyPieces } from "./online-only-pieces";
import { StoreCreditChoice } from "./store-credit-choice";
import { AdvanceNotice } from "./advance-notice";
import { cashCreditSplit, creditSplit } from "@/lib/store-credit/split";
import { checkout } from "@/lib/i18n/messages/checkout";
import { useLocalMessage } from "@/components/i18n/page-words-context";
import { useLocale, useLocalePath, useT } from "@/components/i18n/locale-context";

/** Address choice, order summary and the two ways to pay. Every rule is decided again on the server. */
export function BookingForm({ booking, estimates }: { booking: BookingView; estimates: Record<string, DeliveryEstimate> }) {
  const router = useRouter();
  const t = useT(checkout);
  const local = useLocalMessage();
  const localePath = useLocalePath();
  // The page tells the server its language: her order's messages are written in it (decision 122).
  const locale = useLocale();
  const toOrders = (id: string) => router.push(localePath(placedPath(id)));
  const [selectedId, setSelectedId] = useState<string | null>(booking.preselectedAddressId);
  const addressSection = useRef<HTMLElement>(null);
  const [pending, setPending] = useState(false);
  const showTwin = useShowTwin();
  const openTwin = (twin: TwinCheckout) => showTwin({ ...twin, onPaid: verify, onFailed: failed, onDismiss: dismissed });
  const [confirmingCash, setConfirmingCash] = useState(false);
  // The saved addresses as the address manager has them now (one added here is among them).
  const [addresses, setAddresses] = useServerState(booking.addresses);
  const selected = addresses.find((address) => address.id === selectedId);
  // Cash on delivery as the rules answer for the chosen address (an address added here: as before choosing).
  const cod = (selectedId ? booking.cod.byAddress[selectedId] : undefined) ?? booking.cod.beforeAddress;
  // A mixed cart: the pieces cash on delivery cannot pay, to move to the wishlist (the rest then may be paid in
  // cash) or to pay online with the rest. A cart of such pieces only just says to pay online.
  const onlineOnlyIds = !cod.ok && cod.rule === "products" ? new Set(cod.onlineOnly.map((piece) => piece.productId)) : null;
  const onlineOnlyItems = onlineOnlyIds ? booking.cart.cart.filter((item) => onlineOnlyIds.has(item.productId)) : [];
  const mixed = onlineOnlyItems.length > 0 && onlineOnlyItems.length < booking.cart.cart.length;
  // The cart's total has an offer for paying online only: paid in cash the order costs more, said before it is placed.
  const withoutOffers = booking.cod.onlineOffers.length > 0 ? booking.cod.onlineOffers.join(" and ") : null;
  const [useCredit, setUseCredit] = useState(booking.storeCreditPaise > 0);
  const credit = useCredit ? booking.storeCreditPaise : 0;
  // What the credit pays and what is left: online, of the cart's total; in cash, of the goods and the fee.
  const online = creditSplit(credit, booking.cart.totals.totalPaise, false);
  const cashSplit = cod.ok ? cashCreditSplit(credit, cod) : null;
  const cashTotalPaise = cashSplit ? cashSplit.restPaise : booking.cart.totals.totalPaise;
  // An advance the rules ask (decision 115): taken of what the credit leaves, paid online right after placing; cash the rest.
  const advanceAsk = cod.ok ? cod.advance : null;
  const { advancePaise, cashPaise } = cashSplit ? advanceAndCash(advanceAsk, cashSplit) : { advancePaise: 0, cashPaise: cashTotalPaise };
  // The order placed whose advance is being paid: leaving the payment window goes to it (it can be paid from there).
  const advanceFor = useRef<string | null>(null);
  const busy = useRef(false);
  // One key per attempt: a retry after a lost answer sends the same key and gets the same order.
  const attemptKey = useRef<string | null>(null);

  const order = () => ({
    addressId: selectedId,
    cart: JSON.stringify(
      booking.cart.cart.map(({ sizeId, productId, subDetailId, quantity }) => ({ sizeId, productId, subDetailId, quantity })),
    ),
    ...(useCredit ? { useStoreCredit: true } : {}),
  });

  /** Whether the order can go: not already going, a verified account, an address chosen (else says why). */
  function ready(): boolean {
    if (busy.current) {
      notify.error(t("toast.inProgress"));
      return false;
    }
    if (!booking.isVerified) {
      notify.error(t("toast.verify"));
      router.push(localePath(VERIFY_PATH));
      return false;
    }
    if (!selectedId) {
      notify.error(t("toast.selectAddress"));
      addressSection.current?.scrollIntoView({ behavior: "smooth", block: "start" });
      addressSection.current?.focus({ preventScroll: true });
      return false;
    }
    return true;
  }

  function start(): boolean {
    if (!ready()) return false;
    busy.current = true;
    setPending(true);
    return true;
  }

  function finish() {
    busy.current = false;
    setPending(false);
  }

  function refused(result: { message: string }, fallback?: string) {
    notify.error(result.message === GENERIC_ERROR && fallback ? fallback : local(result.message));
    if (result.message === MESSAGES.verify) router.push(localePath(VERIFY_PATH));
    finish();
    router.refresh();
  }

  async function payCash() {
    if (!start()) return false;
    const key = (attemptKey.current ??= crypto.randomUUID());
    const result = await withLoadingToast(t("toast.booking"), () => cashOnDeliveryAction(order(), key, locale));
    if (!result.ok && result.message === GENERIC_ERROR) {
      notify.error(local(result.message));
      finish();
      return;
    }
    attemptKey.current = null;
    if (!result.ok) return refused(result);
    notify.success(t("toast.placed"));
    if (result.data.totals.advancePaise > result.data.totals.advancePaidPaise) return payAdvance(result.data.id);
    toOrders(result.data.id);
  }

  async function payAdvance(orderId: string) {
    advanceFor.current = orderId;
    const toOrder = () => toOrders(orderId);
    const opened = await withLoadingToast(t("toast.advance"), () => startAdvancePaymentAction({ orderId }));
    if (!opened.ok) {
      notify.error(local(opened.message));
      return toOrder();
    }
    await openPaymentWindow(opened.data, {
      showTwin: openTwin,
      onPaid: verify,
      onFailed: failed,
      onDismiss: toOrder,
      onUnavailable: toOrder,
    });
  }

  async function payNow() {
    if (!start()) return;
    const result = await withLoadingToast(t("toast.booking"), () => capturePaymentAction(order(), locale));
    if (!result.ok) return refused(result, t("toast.unable"));
    if ("order" in result.data) {
      notify.success(t("toast.placed"));
      return toOrders(result.data.order.id);
    }
    await openPaymentWindow(result.data, {
      showTwin: openTwin,
      onPaid: verify,
      onFailed: failed,
      onDismiss: finish,
      onUnavailable: () => refused({ message: t("toast.unable") }),
    });
  }

  async function verify(response: CheckoutResponse) {
    showTwin(null);
    notify.success(t("toast.paid"));
    const result = await withLoadingToast(t("toast.verifying"), () => verifyPaymentAction(response));
    if (!result.ok) return refused(result, t("toast.unable"));
    notify.success(t("toast.verified"));
    toOrders(result.data.id);
  }

  function failed() {
    showTwin(null);
    notify.error(t("toast.failed"));
    if (advanceFor.current) return toOrders(advanceFor.current);
    finish();
  }

  function dismissed() {
    showTwin(null);
    if (advanceFor.current) return toOrders(advanceFor.current);
    finish();
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-6">
        <section
          ref={addressSection}
          tabIndex={-1}
          aria-labelledby="delivery-address"
          className="scroll-mt-24 rounded-xl border border-stone-200 bg-white p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 sm:p-5"
        >
          <h2 id="delivery-address" className="mb-3 text-base font-semibold">
            {t("deliveryAddress")}
          </h2>
          <AddressManager
            initial={booking.addresses}
            defaults={booking.addressDefaults}
            selection={{ selectedId, onSelect: setSelectedId, onList: setAddresses }}
          />
          <BookingEstimate estimate={estimates[selected?.pinCode ?? ""]} />
        </section>
        <BookingLines items={booking.cart.cart} />
      </div>
      <CartSummary
        totals={booking.cart.totals}
        promotions={booking.cart.promotions}
        gifts={booking.cart.gifts}
        notApplied={booking.cart.notApplied}
      >
        <div className="mt-4 space-y-3">
          <StoreCreditChoice
            balancePaise={booking.storeCreditPaise}
            creditPaise={online.creditPaise}
            checked={useCredit}
            disabled={pending}
            onChange={setUseCredit}
          />
          {mixed ? (
            <OnlineOnlyPieces items={onlineOnlyItems} disabled={pending} onPayOnline={payNow} />
          ) : !cod.ok ? (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">{local(cod.message)}</p>
          ) : cashTotalPaise === 0 ? null : (
            <>
              <Button variant="secondary" className="w-full text-base" aria-disabled={pending} onClick={() => setConfirmingCash(ready())}>
                {t("cashOnDelivery")}
                {cod.feePaise > 0 || withoutOffers || credit > 0 ? ` · ${formatINR(cashTotalPaise)}` : ""}
              </Button>
              {advanceAsk ? <AdvanceNotice ask={advanceAsk} advancePaise={advancePaise} cashPaise={cashPaise} /> : null}
              {withoutOffers ? (
                <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
                  {t("withoutOffers", { offers: withoutOffers, total: formatINR(cod.totalPaise) })}
                </p>
              ) : null}
              <p className="text-xs text-ink-muted">
                {cod.feePaise > 0 ? t("codFee", { fee: formatINR(cod.feePaise) }) : ""}
                {t("codMax", { max: formatINR(booking.cod.maxPaise) })}
              </p>
            </>
          )}
          {mixed ? null : (
            <Button className="w-full text-base" aria-disabled={pending} onClick={payNow} aria-describedby="pay-now-ways">
              {online.restPaise === 0 ? t("placeByCredit") : t("payNow", { amount: formatINR(online.restPaise) })}
            </Button>
          )}
          <p id="pay-now-ways" className="text-xs text-ink-muted">
            {t("payWays")}{" "}
            <span className="inline-flex items-center gap-1">
              <LockIcon className="size-3.5 shrink-0" />
              {t("secure")}
            </span>
          </p>
        </div>
      </CartSummary>
      <ConfirmDialog
        open={confirmingCash}
        title={t("confirmTitle")}
        confirmLabel={
          advancePaise > 0
            ? t("placeAndPayAdvance", { amount: formatINR(advancePaise) })
            : t(withoutOffers ? "placeWithoutOffer" : "placeOrder", { amount: formatINR(cashTotalPaise) })
        }
        cancelLabel={t("notYet")}
        onConfirm={payCash}
        onClose={() => setConfirmingCash(false)}
      >
        {withoutOffers && cod.ok ? (
          <p role="note" className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-amber-950" data-testid="cod-without-offer">
            {t("withoutOfferNote", {
              cartTotal: formatINR(booking.cart.totals.totalPaise),
              offers: withoutOffers,
              total: formatINR(cod.totalPaise),
            })}
          </p>
        ) : null}
        {selected && cod.ok ? (
          <CashOrderSummary
            address={selected}
            items={booking.cart.cart}
            offersPaise={booking.cod.offersWithGstPaise}
            feePaise={cod.feePaise}
            roundOffPaise={cashSplit ? cashSplit.roundOffPaise : cod.roundOffPaise}
            totalPaise={cashSplit ? cashSplit.totalPaise : cod.totalPaise}
            storeCreditPaise={cashSplit?.creditPaise ?? 0}
            advancePaise={advancePaise}
            estimate={estimates[selected.pinCode]}
          />
        ) : null}
        {advanceAsk && cod.ok ? (
          <div className="mt-3">
            <AdvanceNotice ask={advanceAsk} advancePaise={advancePaise} cashPaise={cashPaise} />
          </div>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
