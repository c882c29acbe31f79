import Link from "next/link";
import { Price } from "@/components/ui/price";
import { RedeemCardForm } from "./redeem-card-form";
import { formatIndianDateTime } from "@/lib/india-days";
import { orderPath } from "@/lib/paths";
import type { StoreCreditView } from "@/lib/store-credit/queries";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { account } from "@/lib/i18n/messages/account";
import { translator } from "@/lib/i18n/translate";

// The shopper's store credit: the balance they can spend, a gift card's code to add, and every line of
// its ledger, newest first.
export function StoreCreditSection({ credit, locale }: { credit: StoreCreditView; locale: Locale }) {
  const t = translator(locale, account);
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">
        {t("creditSection.balance")} <Price paise={credit.balancePaise} className="ml-1 text-lg font-semibold text-ink" />
      </p>
      <RedeemCardForm />
      <p className="text-sm">
        <Link href="/gift-cards" className="font-medium text-brand-700 underline">
          {t("creditSection.give")}
        </Link>
      </p>
      {credit.lines.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("creditSection.none")}</p>
      ) : (
        <ul className="divide-y divide-stone-200 text-sm" aria-label={t("creditSection.history")}>
          {credit.lines.map((line) => (
            <li key={line.id} className="flex items-start justify-between gap-3 py-2">
              <div>
                <p className="text-ink">{line.reason}</p>
                <p className="text-xs text-ink-muted">
                  {formatIndianDateTime(line.createdAt, locale)}
                  {line.publicOrderId ? (
                    <>
                      {" · "}
                      <Link href={localePath(locale, orderPath(line.publicOrderId))} className="underline">
                        {t("creditSection.order", { number: line.publicOrderId })}
                      </Link>
                    </>
                  ) : null}
                  {line.expiresAt ? t("creditSection.expires", { at: formatIndianDateTime(line.expiresAt, locale) }) : null}
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
