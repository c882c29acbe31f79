"use server";

import { runAction } from "@/lib/http/action";
import { cancelOrder, updateOrder } from "./requested-moves";
import type { OrderView } from "./model/view";

// The back office's door to the order moves (Manage Orders, Manage Returns): thin calls, the
// rules and the admin check live in lib/orders/requested-moves.ts. A move answers what its toast says.
export async function updateOrderAction(orderId: string, status: string) {
  return runAction(async (ctx) => movedNotice(await updateOrder(ctx, { orderId, status })));
}

/** "KS-… shipped with Delhivery, AWB 1234…" once a parcel is booked; else "KS-… is now Confirmed" (or Cancelled). */
function movedNotice(order: OrderView): string {
  const { publicOrderId: id, awbCode: awb, courierName: courier } = order;
  if (order.status === "SHIPPED" && awb) return `${id} shipped with ${courier ?? "the courier"}, AWB ${awb}`;
  return `${id} is now ${order.statusLabel}`;
}

export async function cancelOrderAction(orderId: string, reason: string) {
  return runAction(async (ctx) => movedNotice(await cancelOrder(ctx, { orderId, reason })));
}
