import Link from "next/link";
import { Price } from "@/components/ui/price";
import { RedeemCardForm } from "./redeem-card-form";
import { formatIndianDateTime } from "@/lib/india-days";
import { orderPath } from "@/lib/paths";
import type { StoreCreditView } from "@/lib/store-credit/queries";

// The shopper's store credit: the balance they can spend, a gift card's code to add, and every line of
// its ledger, newest first.
export function StoreCreditSection({ credit }: { credit: StoreCreditView }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">
        Balance <Price paise={credit.balancePaise} className="ml-1 text-lg font-semibold text-ink" />
      </p>
      <RedeemCardForm />
      <p className="text-sm">
        <Link href="/gift-cards" className="font-medium text-brand-700 underline">
          Give a gift card
        </Link>
      </p>
      {credit.lines.length === 0 ? (
        <p className="text-sm text-ink-muted">No store credit yet. Refunds, gift cards and goodwill from the shop land here.</p>
      ) : (
        <ul className="divide-y divide-stone-200 text-sm" aria-label="Store credit history">
          {credit.lines.map((line) => (
            <li key={line.id} className="flex items-start justify-between gap-3 py-2">
              <div>
                <p className="text-ink">{line.reason}</p>
                <p className="text-xs text-ink-muted">
                  {formatIndianDateTime(line.createdAt)}
                  {line.publicOrderId ? (
                    <>
                      {" · "}
                      <Link href={orderPath(line.publicOrderId)} className="underline">
                        Order {line.publicOrderId}
                      </Link>
                    </>
                  ) : null}
                  {line.expiresAt ? ` · expires ${formatIndianDateTime(line.expiresAt)}` : null}
                </p>
              </div>
              <Price
                paise={line.amountPaise}
                className={line.amountPaise > 0 ? "shrink-0 font-medium text-green-700" : "shrink-0 font-medium text-ink"}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
