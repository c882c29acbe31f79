import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { moveRefusal } from "@/lib/orders/model/status";
import { orderSelectionSchema } from "@/lib/orders/model/selection";
import { shippingProvider } from "@/lib/shipping/provider";
import { TWIN_COURIER } from "@/lib/shipping/twin/twin";
import { parseInput } from "@/lib/validation";

// What "Ship selected" will do, told before it is done: how many of the selected orders can ship
// (each books a pickup), with which courier, their value and the cash the courier is to collect,
// and the selected orders that cannot ship (and would be named as not shipped).
export type ShipSummary = {
  shipping: number;
  pieces: number;
  totalPaise: number;
  cashToCollectPaise: number;
  courier: string;
  notShipping: { publicOrderId: string; why: string }[];
};

const SHIPROCKET_COURIER = "Shiprocket, its recommended courier for each pin code";

export async function summariseShipping(ctx: Ctx, input: unknown): Promise<ShipSummary> {
  requireAdmin(ctx.caller);
  const { orderIds } = parseInput(orderSelectionSchema, input);
  const orders = await getDb().order.findMany({
    where: { OR: [{ id: { in: orderIds } }, { publicOrderId: { in: orderIds } }] },
    select: {
      publicOrderId: true,
      status: true,
      orderType: true,
      paymentType: true,
      totalPaise: true,
      lines: { select: { quantity: true } },
    },
    orderBy: { publicOrderId: "asc" },
  });
  const summary: ShipSummary = {
    shipping: 0,
    pieces: 0,
    totalPaise: 0,
    cashToCollectPaise: 0,
    courier: shippingProvider().name === "twin" ? TWIN_COURIER : SHIPROCKET_COURIER,
    notShipping: [],
  };
  for (const order of orders) {
    const refused = order.orderType === "RETURN" ? "a return" : moveRefusal(order.status, "SHIPPED");
    if (refused) {
      summary.notShipping.push({ publicOrderId: order.publicOrderId, why: refused });
      continue;
    }
    summary.shipping += 1;
    summary.pieces += order.lines.reduce((sum, line) => sum + line.quantity, 0);
    summary.totalPaise += order.totalPaise;
    if (order.paymentType === "COD") summary.cashToCollectPaise += order.totalPaise;
  }
  return summary;
}
