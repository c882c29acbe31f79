import type { OrderStatus } from "@/lib/generated/prisma/enums";

// An order's way from Placed to Delivered, as the customer's order page draws it: each step done
// (with its date) or to come; a cancelled order stops after its last step done, with the date it
// was cancelled, and so does a parcel turned back to the shop. A failed delivery shows before the
// delivery still to come.
export type TimelineStep = { label: string; at: string | null; state: "done" | "next" | "cancelled" };

const STOPS: Partial<Record<OrderStatus, string>> = {
  CANCELLED: "Cancelled",
  RTO_INITIATED: "Returning to us",
  RTO_DELIVERED: "Returned to us",
};

export function orderTimeline(order: {
  status: OrderStatus;
  createdAt: Date;
  confirmedAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  deliveryFailedAt: Date | null;
  statusChangedAt: Date;
}): TimelineStep[] {
  const stamps: [string, Date | null][] = [
    ["Placed", order.createdAt],
    ["Confirmed", order.confirmedAt],
    ["Shipped", order.shippedAt],
    ["Delivered", order.deliveredAt],
  ];
  const steps = stamps.map(([label, at]): TimelineStep => ({ label, at: at ? at.toISOString() : null, state: at ? "done" : "next" }));
  if (order.status === "DELIVERY_FAILED") {
    const failed: TimelineStep = {
      label: "Delivery attempt failed",
      at: order.deliveryFailedAt?.toISOString() ?? null,
      state: "cancelled",
    };
    return [...steps.slice(0, 3), failed, steps[3]!];
  }
  const stop = STOPS[order.status];
  if (!stop) return steps;
  return [...steps.filter((step) => step.state === "done"), { label: stop, at: order.statusChangedAt.toISOString(), state: "cancelled" }];
}
