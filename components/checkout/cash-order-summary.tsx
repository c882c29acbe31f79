import { secondLine } from "@/lib/accounts/addresses/address-lines";
import type { AddressView } from "@/lib/accounts/user-view";
import type { CartItem } from "@/lib/cart/view";
import type { DeliveryEstimate } from "@/lib/shipping/estimate";
import { formatINR, formatRoundOff } from "@/lib/pricing";
import { productNameOf } from "@/components/cart/line-image";
import { useLocalMessage } from "@/components/i18n/page-words-context";
import { useT } from "@/components/i18n/locale-context";
import { checkout } from "@/lib/i18n/messages/checkout";

/**
 * What a cash-on-delivery order will be, to confirm before it is placed: where, what, how much, and
 * how it is paid; `totalPaise` is in whole rupees: the cart's total, the fee and the round-off.
 */
export function CashOrderSummary({
  address,
  items,
  offersPaise,
  feePaise,
  roundOffPaise,
  totalPaise,
  storeCreditPaise = 0,
  advancePaise = 0,
  estimate,
}: {
  address: AddressView;
  items: readonly CartItem[];
  /** What the offers a cash order keeps take off, GST included: the cart's figure (lib/orders/booking.ts). */
  offersPaise: number;
  feePaise: number;
  roundOffPaise: number;
  totalPaise: number;
  /** What store credit pays of the total; cash collects the rest. */
  storeCreditPaise?: number;
  /** An advance the rules ask, paid online right after placing (decision 115); cash collects the rest. */
  advancePaise?: number;
  estimate?: DeliveryEstimate;
}) {
  const t = useT(checkout);
  const local = useLocalMessage();
  return (
    <dl className="space-y-3" data-testid="cod-summary">
      <div>
        <dt className="font-semibold text-ink">{t("summary.deliverTo")}</dt>
        <dd>
          {address.name}, {address.addressLine1}
          {secondLine(address) ? `, ${secondLine(address)}` : ""}, {address.city}, {address.state} {address.pinCode}
          {estimate?.serviceable ? <span className="block">{local(estimate.message)}</span> : null}
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-ink">{t("summary.items")}</dt>
        <dd>
          <ul className="space-y-0.5">
            {items.map((item) => (
              <li key={item.sizeId} className="flex justify-between gap-3">
                <span>
                  {item.quantity} × {productNameOf(item)} ({item.colorName}, {item.size})
                </span>
                <span className="shrink-0 tabular-nums">{formatINR(item.lineWithGstPaise)}</span>
              </li>
            ))}
          </ul>
        </dd>
      </div>
      {offersPaise > 0 ? (
        <div className="flex justify-between">
          <dt>{t("summary.offers")}</dt>
          <dd className="tabular-nums text-green-800" data-testid="cod-offers">
            −{formatINR(offersPaise)}
          </dd>
        </div>
      ) : null}
      {feePaise === 0 ? null : (
        <div className="flex justify-between">
          <dt>{t("summary.fee")}</dt>
          <dd className="tabular-nums">{formatINR(feePaise)}</dd>
        </div>
      )}
      {roundOffPaise === 0 ? null : (
        <div className="flex justify-between">
          <dt>{t("summary.roundOff")}</dt>
          <dd className="tabular-nums">{formatRoundOff(roundOffPaise)}</dd>
        </div>
      )}
      <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold text-ink">
        <dt>{t("summary.total")}</dt>
        <dd className="tabular-nums">{formatINR(totalPaise)}</dd>
      </div>
      {storeCreditPaise === 0 ? null : (
        <div className="flex justify-between">
          <dt>{t("summary.credit")}</dt>
          <dd className="tabular-nums">−{formatINR(storeCreditPaise)}</dd>
        </div>
      )}
      {advancePaise === 0 ? null : (
        <div className="flex justify-between">
          <dt>{t("summary.advance")}</dt>
          <dd className="tabular-nums">−{formatINR(advancePaise)}</dd>
        </div>
      )}
      <div>
        <dt className="font-semibold text-ink">{t("summary.payment")}</dt>
        <dd>{t("summary.payCash", { amount: formatINR(totalPaise - storeCreditPaise - advancePaise) })}</dd>
      </div>
    </dl>
  );
}
