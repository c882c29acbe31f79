import "server-only";
import { z } from "zod";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { sizeRank } from "@/lib/catalog/sizes";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { orderIdsField } from "@/lib/orders/model/selection";
import { parseInput } from "@/lib/validation";

// The picklist of the orders to ship: what to take off the shelves, one row per product, colour
// and size with the pieces summed over the orders, and the orders it covers. Either the orders
// selected in Manage Orders (those still to ship: Pending or Confirmed), or every Confirmed
// order (Pending when asked), the oldest first and at most PICKLIST_ORDERS of them, so the sheet
// stays a day's work on paper (docs/decisions/073-shipping-in-bulk.md).

export const PICKLIST_ORDERS = 300;
export const PICKLIST_STATUS_MESSAGE = "status must be Confirmed or Pending";

const picklistSchema = z.object({
  status: z.enum(["Confirmed", "Pending"], { error: PICKLIST_STATUS_MESSAGE }).default("Confirmed"),
  orderIds: orderIdsField.optional(),
});

export type PicklistRow = {
  key: string;
  productName: string;
  colorName: string;
  colorCode: string;
  size: string;
  imageUrl: string;
  quantity: number;
  /** How many of the orders have this piece. */
  orders: number;
};

export type Picklist = {
  /** "Confirmed" or "Pending", or null for a selection. */
  status: "Confirmed" | "Pending" | null;
  rows: PicklistRow[];
  pieces: number;
  /** The orders covered, oldest first. */
  orders: string[];
  /** More orders wait than the sheet covers. */
  more: boolean;
};

/** Admins: the picklist of the selected orders (`orderIds`), or of every order of `status` (Confirmed by default). */
export async function picklist(ctx: Ctx, input: unknown): Promise<Picklist> {
  requireAdmin(ctx.caller);
  const { status, orderIds } = parseInput(picklistSchema, input);
  const where: Prisma.OrderWhereInput = orderIds
    ? { OR: [{ id: { in: orderIds } }, { publicOrderId: { in: orderIds } }], status: { in: ["PENDING", "CONFIRMED"] } }
    : { status: status === "Pending" ? "PENDING" : "CONFIRMED" };
  const db = getDb();
  const found = await db.order.findMany({
    where: { ...where, orderType: "ORDER" },
    select: { id: true, publicOrderId: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: PICKLIST_ORDERS + 1,
  });
  const orders = found.slice(0, PICKLIST_ORDERS);
  const groups = await db.orderLine.groupBy({
    by: ["productName", "colorName", "colorCode", "size", "sizeId"],
    where: { orderId: { in: orders.map((order) => order.id) } },
    _sum: { quantity: true },
    _count: { orderId: true },
    _min: { imageUrl: true },
  });
  const rows = groups
    .map((group) => ({
      key: [group.sizeId, group.productName, group.colorName, group.size].join("|"),
      productName: group.productName,
      colorName: group.colorName,
      colorCode: group.colorCode,
      size: group.size,
      imageUrl: group._min.imageUrl ?? "",
      quantity: group._sum.quantity ?? 0,
      orders: group._count.orderId,
    }))
    .sort(
      (a, b) => a.productName.localeCompare(b.productName) || a.colorName.localeCompare(b.colorName) || sizeRank(a.size) - sizeRank(b.size),
    );
  return {
    status: orderIds ? null : status,
    rows,
    pieces: rows.reduce((sum, row) => sum + row.quantity, 0),
    orders: orders.map((order) => order.publicOrderId),
    more: found.length > PICKLIST_ORDERS,
  };
}
