import type { OrderStatus } from "@/lib/generated/prisma/enums";

// An order's way from Placed to Delivered, as the customer's order page draws it: each step done
// (with its date) or to come; a cancelled order stops after its last step done, with the date it
// was cancelled.
export type TimelineStep = { label: string; at: string | null; state: "done" | "next" | "cancelled" };

export function orderTimeline(order: {
  status: OrderStatus;
  createdAt: Date;
  confirmedAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  statusChangedAt: Date;
}): TimelineStep[] {
  const stamps: [string, Date | null][] = [
    ["Placed", order.createdAt],
    ["Confirmed", order.confirmedAt],
    ["Shipped", order.shippedAt],
    ["Delivered", order.deliveredAt],
  ];
  const steps = stamps.map(([label, at]): TimelineStep => ({ label, at: at ? at.toISOString() : null, state: at ? "done" : "next" }));
  if (order.status !== "CANCELLED") return steps;
  return [
    ...steps.filter((step) => step.state === "done"),
    { label: "Cancelled", at: order.statusChangedAt.toISOString(), state: "cancelled" },
  ];
}
