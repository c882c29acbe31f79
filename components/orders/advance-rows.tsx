import type { OrderView } from "@/lib/orders/model/view";
import { advanceTerms } from "@/lib/orders/cod-rules/advance";
import { formatINR } from "@/lib/pricing/money";
import type { Locale } from "@/lib/i18n/locales";
import { orders } from "@/lib/i18n/messages/orders";
import { translator } from "@/lib/i18n/translate";
import { PayAdvanceButton } from "./pay-advance-button";

type Totals = Pick<OrderView["totals"], "advancePaise" | "advancePaidPaise" | "advanceKeepPaise" | "amountDuePaise">;

/** The order page's advance before cash on delivery (decision 115): paid or still to pay, the cash left, and the terms. */
export function AdvanceRows({
  order,
  canPay,
  locale = "en",
}: {
  order: Pick<OrderView, "id" | "status"> & { totals: Totals };
  canPay: boolean;
  locale?: Locale;
}) {
  const t = translator(locale, orders);
  const { advancePaise, advancePaidPaise, advanceKeepPaise, amountDuePaise } = order.totals;
  const due = advancePaidPaise === 0 && order.status === "PENDING";
  return (
    <>
      <div className="flex justify-between" data-testid="order-advance">
        <dt>{t(advancePaidPaise > 0 ? "detail.advancePaid" : "detail.advanceToPay")}</dt>
        <dd>{formatINR(advancePaise)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>{t("detail.toPay")}</dt>
        <dd data-testid="order-cash-due">{formatINR(amountDuePaise - (due ? advancePaise : 0))}</dd>
      </div>
      <p className="text-xs text-ink-muted">{advanceTerms(advancePaise, advanceKeepPaise, locale)}</p>
      {due && canPay ? (
        <div className="pt-2">
          <PayAdvanceButton orderId={order.id} advancePaise={advancePaise} />
        </div>
      ) : null}
    </>
  );
}

/** The back office's line on an order's card: the advance paid (or not yet), and the cash the courier collects. */
export function AdvanceLine({ totals }: { totals: Totals }) {
  const cash = totals.amountDuePaise - (totals.advancePaidPaise === 0 ? totals.advancePaise : 0);
  return (
    <p className="text-sm text-ink-muted" data-testid="admin-advance">
      {totals.advancePaidPaise > 0
        ? `Advance paid ${formatINR(totals.advancePaidPaise)}`
        : `Advance ${formatINR(totals.advancePaise)} not paid yet`}
      {` · cash to collect ${formatINR(cash)}`}
    </p>
  );
}
