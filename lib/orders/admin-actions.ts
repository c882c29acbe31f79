"use server";

import { runAction } from "@/lib/http/action";
import { cancelOrder, updateOrder } from "./moves";

// The back office's door to the order moves (Manage Orders, Manage Returns): thin calls, the
// rules and the admin check live in lib/orders/moves.ts.
export async function updateOrderAction(orderId: string, status: string) {
  return runAction(async (ctx) => {
    await updateOrder(ctx, { orderId, status });
  });
}

export async function cancelOrderAction(orderId: string, reason: string) {
  return runAction(async (ctx) => {
    await cancelOrder(ctx, { orderId, reason });
  });
}
