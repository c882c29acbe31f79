"use server";

import { runAction } from "@/lib/http/action";
import { moveOrders } from "./bulk-moves";
import { summariseShipping } from "./ship-summary";

// Manage Orders' door to the moves of many orders at once (bulk-moves.ts holds the rules and the admin check).
export async function moveOrdersAction(orderIds: string[], status: "Confirmed" | "Shipped") {
  return runAction((ctx) => moveOrders(ctx, { orderIds, status }));
}

/** What "Ship selected" will do, for its question before booking the pickups. */
export async function shipSummaryAction(orderIds: string[]) {
  return runAction((ctx) => summariseShipping(ctx, { orderIds }));
}
