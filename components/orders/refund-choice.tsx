"use client";

import type { ReturnQuoteView } from "@/lib/orders/returns/quote-return";
import { ChoiceCards, type ChoiceCard } from "@/components/ui/choice-cards";
import { formatINR } from "@/lib/pricing";

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
  const options: ChoiceCard<RefundTo>[] = [
    {
      key: "storeCredit",
      title: bonusPercent > 0 ? `Refund to store credit, with ${bonusPercent}% extra` : "Refund to store credit",
      hint: "Added to your account the moment our courier picks the pieces up, to spend on your next order.",
    },
    {
      key: "original",
      title: cashOnDelivery ? "Refund to your UPI ID" : "Refund to the card or account you paid with",
      hint: cashOnDelivery ? "Paid once the pieces are picked up." : "Sent once the pieces are picked up; banks take 5 to 7 working days.",
    },
  ];
  return <ChoiceCards name="refundTo" legend="Where should your refund go?" options={options} value={value} onChange={onChange} />;
}

/** The confirmation's lines: what goes to store credit (with its bonus) and what goes back by the method paid. */
export function RefundLines({ quote, moneyTo }: { quote: ReturnQuoteView; moneyTo: string }) {
  return (
    <>
      {quote.creditPaise > 0 ? (
        <p className="font-medium text-ink">
          {formatINR(quote.creditPaise)} to your store credit when the pieces are picked up
          {quote.creditBonusPaise > 0 ? ` (${formatINR(quote.creditBonusPaise)} extra included)` : ""}
          {quote.creditBackPaise > 0 && quote.moneyPaise > 0 ? ": the store credit this order used comes back first" : ""}
        </p>
      ) : null}
      {quote.moneyPaise > 0 ? (
        <p>
          {quote.creditPaise > 0 ? formatINR(quote.moneyPaise) : "The refund is"} {moneyTo} once they are picked up.
        </p>
      ) : null}
    </>
  );
}
