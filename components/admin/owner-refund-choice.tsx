"use client";

import { useEffect, useState } from "react";
import { quoteOwnerCreditAction } from "@/lib/orders/admin-actions";
import type { OwnerCreditQuote } from "@/lib/orders/returns/owner-credit-quote";
import { ChoiceCards, type ChoiceCard } from "@/components/ui/choice-cards";
import { formatINR } from "@/lib/pricing/money";

// Where a prepaid order's payment goes when the owner cancels it or marks its parcel back at the shop:
// the card it came from, or the shopper's store credit with the owner's bonus. The figures are the
// server's quote (quoteOwnerCredit), worked out as the move will credit them.

export type OwnerRefundTo = "original" | "storeCredit";

function useOwnerCreditQuote(orderId: string) {
  const [answer, setAnswer] = useState<{ quote: OwnerCreditQuote } | { message: string } | null>(null);
  useEffect(() => {
    let live = true;
    void quoteOwnerCreditAction(orderId).then((result) => {
      if (live) setAnswer(result.ok ? { quote: result.data } : { message: result.message });
    });
    return () => {
      live = false;
    };
  }, [orderId]);
  return answer;
}

export function OwnerRefundChoice({
  orderId,
  value,
  onChange,
}: {
  orderId: string;
  value: OwnerRefundTo;
  onChange: (value: OwnerRefundTo) => void;
}) {
  const answer = useOwnerCreditQuote(orderId);
  if (!answer) return <p className="text-sm text-ink-muted">Working out the refund…</p>;
  if ("message" in answer) return <p className="text-sm text-red-700">{answer.message}</p>;
  const { quote } = answer;
  const usedCredit =
    quote.usedCreditPaise > 0 ? (
      <p className="text-sm text-ink-muted">
        The {formatINR(quote.usedCreditPaise)} of store credit this order used goes back to store credit either way.
      </p>
    ) : null;
  if (quote.paidPaise === 0) return usedCredit;
  const options: ChoiceCard<OwnerRefundTo>[] = [
    {
      key: "original",
      title: `Refund ${formatINR(quote.paidPaise)} to the card or account paid with`,
      hint: "Through Razorpay; banks take 5 to 7 working days.",
    },
    {
      key: "storeCredit",
      title: `Refund ${formatINR(quote.creditPaise)} to store credit`,
      hint:
        quote.bonusPaise > 0
          ? `The ${formatINR(quote.paidPaise)} paid and a ${quote.bonusPercent}% bonus of ${formatINR(quote.bonusPaise)}, credited at once.`
          : "The payment, credited at once (no bonus is set on Manage Returns).",
    },
  ];
  return (
    <ChoiceCards
      name={`refundTo-${orderId}`}
      legend="Where does the payment go back?"
      legendClassName="mb-2 text-sm font-medium text-ink"
      options={options}
      value={value}
      onChange={onChange}
    >
      {usedCredit}
    </ChoiceCards>
  );
}
