import { Price } from "@/components/ui/price";
import { formatIndianDateTime } from "@/lib/india-days";
import type { CardReceipt } from "@/lib/gift-cards/queries";
import { NO_TAX_INVOICE_HEADING, NO_TAX_INVOICE_WHY } from "@/lib/gift-cards/receipt-words";

const STATUS = { scheduled: "To be sent", sent: "Sent", void: "Void" } as const;

/** What the buyer paid for and when it goes; why there is no tax invoice. Never the code. */
export function GiftCardReceipt({ receipt }: { receipt: CardReceipt }) {
  const rows: [string, React.ReactNode][] = [
    ["Gift card", <Price key="amount" paise={receipt.amountPaise} className="font-semibold" />],
    ["For", receipt.recipientName ?? "—"],
    [`By ${receipt.deliverBy}`, receipt.sentTo ?? "—"],
    ["Sends", receipt.sendAt ? formatIndianDateTime(receipt.sendAt) : "—"],
    ["Status", STATUS[receipt.status]],
    ["Paid online", formatIndianDateTime(receipt.paidAt)],
    ["Payment", receipt.paymentId ?? "—"],
  ];
  return (
    <div className="space-y-4">
      <dl className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white px-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-2 py-3">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="break-all text-right text-ink">{value}</dd>
          </div>
        ))}
        {receipt.message ? (
          <div className="py-3">
            <dt className="text-ink-muted">Message</dt>
            <dd className="mt-1 whitespace-pre-line italic text-ink">“{receipt.message}”</dd>
          </div>
        ) : null}
      </dl>
      <section aria-labelledby="no-invoice" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
        <h2 id="no-invoice" className="mb-1 font-semibold">
          {NO_TAX_INVOICE_HEADING}
        </h2>
        <p>{NO_TAX_INVOICE_WHY}</p>
      </section>
      <p className="text-sm text-ink-muted">
        The code goes only to the recipient, in her {receipt.deliverBy === "Email" ? "email" : "WhatsApp message"}: it is not shown here.
      </p>
    </div>
  );
}
