import Link from "next/link";
import type { OrderView } from "@/lib/orders/model/view";
import { LineImage } from "@/components/cart/line-image";
import { formatINR } from "@/lib/pricing/money";
import { orderPath } from "@/lib/paths";

/** One order in the list: name, description, status and price, linking to its detail. */
export function OrderCard({ order }: { order: OrderView }) {
  const [first, ...rest] = order.lines;
  const named = first ? `${first.productName}${rest.length > 0 ? ` and ${rest.length} more` : ""}` : order.publicOrderId;
  const title = order.kind === "Order" ? named : `${order.kind}: ${named}`;
  return (
    <li className="rounded-xl border border-stone-200 bg-white">
      <Link href={orderPath(order.id)} className="flex gap-3 rounded-xl p-3 hover:bg-stone-50 sm:gap-4 sm:p-4">
        <LineImage src={first?.image ?? ""} className="w-16 sm:w-20" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink">{title}</p>
          {first ? <p className="line-clamp-2 text-sm text-ink-muted">{first.description}</p> : null}
          <p className="mt-1 text-xs text-ink-muted">
            {order.kind} <span className="whitespace-nowrap">{order.publicOrderId}</span> <span aria-hidden="true">·</span>{" "}
            {new Date(order.createdAt).toLocaleDateString("en-IN", {
              day: "numeric",
              month: "short",
              year: "numeric",
              timeZone: "Asia/Kolkata",
            })}
          </p>
          {order.exchange ? <p className="mt-0.5 text-xs font-semibold text-brand-900">Exchange: {order.exchange.stage}</p> : null}
        </div>
        <div className="flex flex-col items-end gap-1 text-right">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900">{order.customerStatusLabel}</span>
          <span className="font-semibold">{formatINR(order.totals.totalPaise)}</span>
        </div>
      </Link>
    </li>
  );
}
