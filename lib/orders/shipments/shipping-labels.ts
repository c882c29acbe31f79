import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { SHOP } from "@/lib/shop";
import { shippingProvider } from "@/lib/shipping/provider";
import type { Labels } from "@/lib/shipping/types";
import { parseInput } from "@/lib/validation";
import { orderSelectionSchema } from "../model/selection";
import { shipmentOrderOf } from "./shipment-order";

// The shipping labels of the selected orders, one PDF from the provider (Manage Orders' "Labels
// (PDF)"). Only a shipped parcel has a label: the selected orders not yet shipped (or already
// delivered, or returns, whose label is the courier's own at pickup) are left out, and a selection
// with none is refused with a message.

export const NOTHING_TO_LABEL_MESSAGE = "None of the selected orders is shipped, so there is no label to print";

/** Admins: the labels of the selected shipped orders, in the order they were selected. */
export async function shippingLabels(ctx: Ctx, input: unknown): Promise<Labels> {
  requireAdmin(ctx.caller);
  const { orderIds } = parseInput(orderSelectionSchema, input);
  const orders = await getDb().order.findMany({
    where: {
      OR: [{ id: { in: orderIds } }, { publicOrderId: { in: orderIds } }],
      orderType: { not: "RETURN" },
      status: "SHIPPED",
      awbCode: { not: null },
      shipmentId: { not: null },
    },
    include: { lines: { orderBy: { id: "asc" } }, user: { select: { email: true } } },
  });
  if (orders.length === 0) throw new AppError("conflict", NOTHING_TO_LABEL_MESSAGE);
  const position = (order: { id: string; publicOrderId: string }) =>
    Math.max(orderIds.indexOf(order.id), orderIds.indexOf(order.publicOrderId));
  orders.sort((a, b) => position(a) - position(b));
  return shippingProvider().labels(
    orders.map((order) => ({
      shipmentId: order.shipmentId!,
      awbCode: order.awbCode!,
      order: shipmentOrderOf(order, order.user?.email ?? SHOP.email),
    })),
  );
}
