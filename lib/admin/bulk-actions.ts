"use server";

import { runAction } from "@/lib/http/action";
import { moveOrders } from "./bulk-moves";

// Manage Orders' door to the moves of many orders at once (bulk-moves.ts holds the rules and the admin check).
export async function moveOrdersAction(orderIds: string[], status: "Confirmed" | "Shipped") {
  return runAction((ctx) => moveOrders(ctx, { orderIds, status }));
}
