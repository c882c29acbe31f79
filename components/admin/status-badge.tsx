import type { OrderStatus } from "@/lib/generated/prisma/enums";
import { statusLabel } from "@/lib/orders/model/status";

// One colour per order status, the same on the cards and in the dashboard's pie.
export const STATUS_COLOURS: Record<OrderStatus, { badge: string; chart: string }> = {
  PENDING: { badge: "bg-amber-100 text-amber-900", chart: "#d97706" },
  CONFIRMED: { badge: "bg-sky-100 text-sky-900", chart: "#0284c7" },
  SHIPPED: { badge: "bg-indigo-100 text-indigo-900", chart: "#4f46e5" },
  DELIVERED: { badge: "bg-emerald-100 text-emerald-900", chart: "#059669" },
  CANCELLED: { badge: "bg-stone-200 text-stone-800", chart: "#78716c" },
  RETURN_REQUESTED: { badge: "bg-orange-100 text-orange-900", chart: "#ea580c" },
  RETURN_PICKED_UP: { badge: "bg-violet-100 text-violet-900", chart: "#7c3aed" },
  REFUNDED: { badge: "bg-rose-100 text-rose-900", chart: "#e11d48" },
  DELIVERY_FAILED: { badge: "bg-red-100 text-red-900", chart: "#dc2626" },
  RTO_INITIATED: { badge: "bg-yellow-100 text-yellow-900", chart: "#ca8a04" },
  RTO_DELIVERED: { badge: "bg-slate-200 text-slate-900", chart: "#475569" },
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_COLOURS[status].badge}`}>
      {statusLabel(status)}
    </span>
  );
}
