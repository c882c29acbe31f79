"use client";

import type { ReturnQuoteView } from "@/lib/orders/returns/quote-return";
import { ChoiceCards, type ChoiceCard } from "@/components/ui/choice-cards";
import { formatINR } from "@/lib/pricing/money";
import { useReturnsT } from "./returns-words";

// Where a return's refund goes: the method paid (after what store credit paid goes back to credit) or
// store credit at pickup, with the owner's bonus. The figures are the server's quote (quoteReturn).

export type RefundTo = "original" | "storeCredit";

export function RefundChoice({
  value,
  onChange,
  cashOnDelivery,
  bonusPercent,
}: {
  value: RefundTo;
  onChange: (value: RefundTo) => void;
  cashOnDelivery: boolean;
  bonusPercent: number;
}) {
  const t = useReturnsT();
  const options: ChoiceCard<RefundTo>[] = [
    {
      key: "storeCredit",
      title: bonusPercent > 0 ? t("choice.creditBonus", { percent: bonusPercent }) : t("choice.credit"),
      hint: t("choice.creditHint"),
    },
    {
      key: "original",
      title: cashOnDelivery ? t("choice.upi") : t("choice.card"),
      hint: cashOnDelivery ? t("choice.upiHint") : t("choice.cardHint"),
    },
  ];
  return <ChoiceCards name="refundTo" legend={t("choice.legend")} options={options} value={value} onChange={onChange} />;
}

/** The confirmation's lines: what goes to store credit (with its bonus) and what goes back by the method paid. */
export function RefundLines({ quote, moneyTo }: { quote: ReturnQuoteView; moneyTo: string }) {
  const t = useReturnsT();
  return (
    <>
      {quote.creditPaise > 0 ? (
        <p className="font-medium text-ink">
          {t("lines.credit", { amount: formatINR(quote.creditPaise) })}
          {quote.creditBonusPaise > 0 ? t("lines.bonus", { amount: formatINR(quote.creditBonusPaise) }) : ""}
          {quote.creditBackPaise > 0 && quote.moneyPaise > 0 ? t("lines.creditFirst") : ""}
        </p>
      ) : null}
      {quote.moneyPaise > 0 ? (
        <p>
          {quote.creditPaise > 0
            ? t("lines.money", { amount: formatINR(quote.moneyPaise), to: moneyTo })
            : t("lines.moneyAll", { to: moneyTo })}
        </p>
      ) : null}
    </>
  );
}
