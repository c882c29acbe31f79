import "server-only";
import { z } from "zod";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { log } from "@/lib/log";
import { orderIdsField } from "@/lib/orders/model/selection";
import { updateOrder } from "@/lib/orders/requested-moves";
import { toAppError } from "@/lib/to-app-error";
import { parseInput } from "@/lib/validation";

// Confirm or ship many orders at once (Manage Orders' "Confirm selected" and "Ship selected", and
// POST /api/v1/order/bulkUpdateOrders). Each order is its own move through the same function as
// one order's button (updateOrder: the state machine, and the provider's booking for a shipment),
// one after another, so a refused or failed order never stops the others: the answer says which
// moved and why each other did not (docs/decisions/073-shipping-in-bulk.md).

export const BULK_STATUS_MESSAGE = "status must be Confirmed or Shipped";
const BULK_MOVES = { Confirmed: { done: "confirmed", not: "Not confirmed" }, Shipped: { done: "shipped", not: "Not shipped" } } as const;

export const bulkMoveSchema = z.object({
  orderIds: orderIdsField,
  status: z.enum(["Confirmed", "Shipped"], { error: BULK_STATUS_MESSAGE }),
});

export type BulkMoved = { orderId: string; publicOrderId: string; status: string; awbCode: string | null };
export type BulkFailed = { orderId: string; publicOrderId: string | null; message: string };
export type BulkOutcome = { moved: BulkMoved[]; failed: BulkFailed[]; summary: string };

const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";

/** Admins: moves each selected order to `status` (Confirmed or Shipped), each on its own; 400 for a bad selection. */
export async function moveOrders(ctx: Ctx, input: unknown): Promise<BulkOutcome> {
  requireAdmin(ctx.caller);
  const { orderIds, status } = parseInput(bulkMoveSchema, input);
  const named = await getDb().order.findMany({
    where: { OR: [{ id: { in: orderIds } }, { publicOrderId: { in: orderIds } }] },
    select: { id: true, publicOrderId: true },
  });
  const publicIdOf = (orderId: string) =>
    named.find((order) => order.id === orderId || order.publicOrderId === orderId)?.publicOrderId ?? null;
  const moved: BulkMoved[] = [];
  const failed: BulkFailed[] = [];
  // One after another: each shipment is a few provider calls, and the provider limits how fast we call.
  for (const orderId of orderIds) {
    try {
      const order = await updateOrder(ctx, { orderId, status });
      moved.push({ orderId: order.id, publicOrderId: order.publicOrderId, status: order.statusLabel, awbCode: order.awbCode });
    } catch (error) {
      const known = toAppError(error);
      if (!known) log.error({ err: error, orderId }, "bulk move failed");
      failed.push({ orderId, publicOrderId: publicIdOf(orderId), message: known?.message ?? SOMETHING_WENT_WRONG });
    }
  }
  return { moved, failed, summary: bulkSummary(status, moved.length, failed) };
}

/** "3 orders shipped", or "2 of 3 orders shipped. Not shipped: KS-… (why)". */
export function bulkSummary(status: keyof typeof BULK_MOVES, movedCount: number, failed: BulkFailed[]): string {
  const words = BULK_MOVES[status];
  const total = movedCount + failed.length;
  const orders = total === 1 ? "order" : "orders";
  const head = failed.length === 0 ? `${total} ${orders} ${words.done}` : `${movedCount} of ${total} ${orders} ${words.done}`;
  if (failed.length === 0) return head;
  return `${head}. ${words.not}: ${failed.map((order) => `${order.publicOrderId ?? order.orderId} (${order.message})`).join("; ")}`;
}
