"use client";

import type { ReturnQuoteView } from "@/lib/orders/returns/quote-return";
import { formatINR } from "@/lib/pricing";

// Where a return's refund goes: the method paid (after what store credit paid goes back to credit) or
// store credit at pickup, with the owner's bonus. The figures are the server's quote (quoteReturn).

export type RefundTo = "original" | "storeCredit";

const OPTION =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-stone-300 bg-white p-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50";

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
  const options: { key: RefundTo; title: string; hint: string }[] = [
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
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">Where should your refund go?</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.key} className={OPTION}>
            <input
              type="radio"
              name="refundTo"
              value={option.key}
              checked={value === option.key}
              onChange={() => onChange(option.key)}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-ink">{option.title}</span>
              <span className="block text-ink-muted">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What comes back in all: store credit (its bonus included) and money. */
export const backPaise = (quote: ReturnQuoteView) => quote.creditPaise + quote.moneyPaise;

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
