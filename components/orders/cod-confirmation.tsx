"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import { formatIndianDateTime } from "@/lib/india-days";
import { answerCodAction } from "@/lib/orders/actions";
import type { CodConfirmationView } from "@/lib/orders/cod/confirmation";
import { formatINR } from "@/lib/pricing/money";
import { CodPayNow } from "./cod-pay-now";
import { useLocalMessage } from "@/components/i18n/page-words-context";
import { useLocale, useT } from "@/components/i18n/locale-context";
import { cod } from "@/lib/i18n/messages/cod";
import { localMessage } from "@/lib/i18n/local-message";
import { orders } from "@/lib/i18n/messages/orders";

// A cash-on-delivery order as the shopper reads it from the texted link: what is in it, the cash to
// pay, and Confirm or Cancel (asked once more, since a cancel cannot be undone).

const statusWords = { en: orders.en.status, hi: orders.hi.status };

export function CodConfirmation({ order, answerKey }: { order: CodConfirmationView; answerKey: string }) {
  const router = useRouter();
  const t = useT(cod);
  const locale = useLocale();
  const local = useLocalMessage();
  const [cancelling, setCancelling] = useState(false);

  async function answer(choice: "confirm" | "cancel") {
    const result = await withLoadingToast(choice === "confirm" ? t("confirming") : t("cancelling"), () =>
      answerCodAction(order.orderId, answerKey, choice),
    );
    if (result.ok) notify.success(choice === "confirm" ? t("confirmed") : t("cancelled"));
    else notify.error(local(result.message));
    router.refresh();
    return result.ok;
  }

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
      <p className="mt-1 text-sm text-ink-muted">
        {t("orderLine", { number: order.publicOrderId, status: localMessage(statusWords, locale, order.statusLabel) })}
      </p>
      <div className="my-5 space-y-2 rounded-xl border border-stone-200 bg-white p-4 text-sm">
        <ul className="list-inside list-disc">
          {order.items.map((item) => (
            <li key={`${item.name}-${item.colour}-${item.size}`}>
              {item.quantity} × {item.name} ({item.colour}, {item.size})
            </li>
          ))}
        </ul>
        {order.paidOnlinePaise !== null ? (
          <p className="text-base">
            {t.rich("paidOnline", {
              amount: formatINR(order.paidOnlinePaise),
              strong: (amount) => <span className="font-semibold">{amount}</span>,
            })}
          </p>
        ) : (
          <p className="text-base">
            {t.rich("toPay", { amount: formatINR(order.cashPaise), strong: (amount) => <span className="font-semibold">{amount}</span> })}
          </p>
        )}
      </div>
      {order.state === "waiting" ? (
        <>
          <p className="mb-4">{t("confirmBy", { at: formatIndianDateTime(order.confirmBy, locale) })}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button className="w-full sm:w-auto" onClick={() => void answer("confirm")}>
              {t("confirm")}
            </Button>
            <Button variant="danger-ghost" className="w-full sm:w-auto" onClick={() => setCancelling(true)}>
              {t("cancel")}
            </Button>
          </div>
          <ConfirmDialog
            open={cancelling}
            title={t("cancelTitle")}
            confirmLabel={t("cancel")}
            cancelLabel={t("keep")}
            destructive
            onConfirm={() => answer("cancel")}
            onClose={() => setCancelling(false)}
          />
          {order.payNow ? (
            <CodPayNow
              orderId={order.orderId}
              answerKey={answerKey}
              amountPaise={order.payNow.amountPaise}
              feePaise={order.payNow.feePaise}
              roundOffPaise={order.payNow.roundOffPaise}
            />
          ) : null}
        </>
      ) : (
        <p role="status" className="rounded-xl border border-stone-200 bg-white p-4">
          {t(`said.${order.state}`)}
          {order.paidOnlinePaise !== null ? t("nothingToPay") : ""}
        </p>
      )}
      {order.refundedPaise !== null && order.paidOnlinePaise === null ? (
        <p className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          {t("refunded", { amount: formatINR(order.refundedPaise) })}
        </p>
      ) : null}
    </>
  );
}
