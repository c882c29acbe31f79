import Link from "next/link";
import type { OrderView } from "@/lib/orders/model/view";
import { LineImage } from "@/components/cart/line-image";
import { formatINR } from "@/lib/pricing/money";
import { orderPath } from "@/lib/paths";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { orders } from "@/lib/i18n/messages/orders";
import { translator } from "@/lib/i18n/translate";
import { customerStatusLabel } from "@/lib/orders/model/status";

/** One order in the list: name, description, status and price, linking to its detail. */
export function OrderCard({ order, locale }: { order: OrderView; locale: Locale }) {
  const t = translator(locale, orders);
  const [first, ...rest] = order.lines;
  const named = first
    ? rest.length > 0
      ? t("andMore", { name: first.productName, count: rest.length })
      : first.productName
    : order.publicOrderId;
  const kind = t(`kind.${order.kind}`);
  const title = order.kind === "Order" ? named : t("kindTitle", { kind, name: named });
  return (
    <li className="rounded-xl border border-stone-200 bg-white">
      <Link href={localePath(locale, orderPath(order.id))} className="flex gap-3 rounded-xl p-3 hover:bg-stone-50 sm:gap-4 sm:p-4">
        <LineImage src={first?.image ?? ""} className="w-16 sm:w-20" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink">{title}</p>
          {first ? <p className="line-clamp-2 text-sm text-ink-muted">{first.description}</p> : null}
          <p className="mt-1 text-xs text-ink-muted">
            {kind} <span className="whitespace-nowrap">{order.publicOrderId}</span> <span aria-hidden="true">·</span>{" "}
            {new Date(order.createdAt).toLocaleDateString(locale === "hi" ? "hi-IN" : "en-IN", {
              day: "numeric",
              month: "short",
              year: "numeric",
              timeZone: "Asia/Kolkata",
            })}
          </p>
          {order.exchange ? (
            <p className="mt-0.5 text-xs font-semibold text-brand-900">{t("exchange", { stage: t(`stage.${order.exchange.stage}`) })}</p>
          ) : null}
        </div>
        <div className="flex flex-col items-end gap-1 text-right">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
            {customerStatusLabel(order.status, locale)}
          </span>
          <span className="font-semibold">{formatINR(order.totals.totalPaise)}</span>
        </div>
      </Link>
    </li>
  );
}
