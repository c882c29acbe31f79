import Link from "next/link";
import { rupees } from "@/components/cart/money";
import { buttonClasses } from "@/components/ui/button";
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import type { OrderView } from "@/lib/orders/view";
import { OrderMoves, type Move } from "./order-moves";
import { StatusBadge } from "./status-badge";

/** An order or a return as Manage Orders and Manage Returns show it: who, what, its status, and what can be done. */
export function AdminOrderCard({
  order,
  status,
  moves,
  canCancel,
}: {
  order: OrderView;
  status: OrderStatus;
  moves: Move[];
  canCancel: boolean;
}) {
  const units = order.cart.reduce((sum, line) => sum + line.quantity, 0);
  const placed = new Date(order.createdAt).toLocaleString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  });
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <p className="font-semibold text-ink">{order.address.name}</p>
          <p className="text-sm text-ink-muted">
            <span className="font-mono text-ink">{order.orderDetails.public_order_id}</span> · {placed}
          </p>
          <p className="text-sm text-ink-muted">
            {order.address.phoneNumber} · {order.address.city}, {order.address.state}
          </p>
        </div>
        <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end sm:gap-1 sm:text-right">
          <StatusBadge status={status} />
          <div className="text-right">
            <p className="font-semibold tabular-nums">{rupees(order.totalPrice)}</p>
            <p className="text-xs text-ink-muted">
              {units} {units === 1 ? "piece" : "pieces"} · {order.paymentStatus}
            </p>
          </div>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-2 border-t border-stone-100 pt-3">
        <OrderMoves orderId={order._id} publicId={order.orderDetails.public_order_id} moves={moves} canCancel={canCancel} />
        <Link
          href={`${order.orderType === "Returns" ? "/admin/returns" : "/admin/orders"}/${order._id}`}
          className={buttonClasses("secondary", "ml-auto")}
        >
          View Order
        </Link>
      </div>
    </li>
  );
}
