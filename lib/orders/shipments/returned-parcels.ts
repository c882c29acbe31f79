import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { recordAudit } from "@/lib/audit";
import { revalidateProducts } from "@/lib/cache/tags";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseInput } from "@/lib/validation";
import { z } from "zod";
import { putStockBackOnce } from "../moves/parcel-effects";
import { orderIdSchema } from "../model/schemas";
import { lineName, viewInclude } from "../model/view";

// A parcel back from the courier (Returned to Origin) waits for the owner to inspect it, unless
// RTO_RESTOCK=on-arrival put it back at once: marking it inspected puts its pieces into stock, once,
// except those the owner found damaged, which stay out of stock, counted on their line and named in the audit.
export const NOT_RETURNED_MESSAGE = "Only a parcel returned to origin can be marked inspected";
export const ALREADY_RESTOCKED_MESSAGE = "This parcel's pieces are already back in stock";
const DAMAGED_MESSAGE = "damaged must be a list of { lineId, quantity } with whole quantities from 1";
const TOO_MANY_DAMAGED = (line: string, quantity: number) => `Only ${quantity} of ${line} came back`;

const inspectionSchema = orderIdSchema.extend({
  damaged: z
    .array(z.object({ lineId: z.string().max(100), quantity: z.int().min(1).max(1_000) }), { error: DAMAGED_MESSAGE })
    .max(100, DAMAGED_MESSAGE)
    .default([]),
});

/** The owner inspected a parcel back from the courier (`orderId`; `damaged`, the pieces not to restock, by line). */
export async function markReturnedParcelInspected(ctx: Ctx, input: unknown): Promise<{ publicOrderId: string; damagedPieces: number }> {
  const actor = requireAdmin(ctx.caller);
  const { orderId, damaged } = parseInput(inspectionSchema, input);
  const at = clock.now();
  const { publicOrderId, restocked, damagedPieces } = await getDb().$transaction(async (tx) => {
    const order = await tx.order.findUnique({ where: { id: orderId }, include: viewInclude });
    if (!order) throw new AppError("not_found", "Order not found");
    if (order.status !== "RTO_DELIVERED") throw new AppError("conflict", NOT_RETURNED_MESSAGE);
    if (order.restockedAt) throw new AppError("conflict", ALREADY_RESTOCKED_MESSAGE);
    const lines = order.lines.map((line) => {
      const found = damaged.filter((piece) => piece.lineId === line.id).reduce((sum, piece) => sum + piece.quantity, 0);
      if (found > line.quantity) throw new AppError("validation", TOO_MANY_DAMAGED(lineName(line), line.quantity));
      return { ...line, damagedQuantity: found };
    });
    if (damaged.some((piece) => !order.lines.some((line) => line.id === piece.lineId))) {
      throw new AppError("validation", "A damaged piece names no line of this parcel");
    }
    const restocked = await putStockBackOnce(tx, { ...order, lines }, at);
    if (restocked.length === 0 && order.lines.some((line) => line.productId)) throw new AppError("conflict", ALREADY_RESTOCKED_MESSAGE);
    for (const line of lines.filter((line) => line.damagedQuantity > 0)) {
      await tx.orderLine.update({ where: { id: line.id }, data: { damagedQuantity: line.damagedQuantity } });
    }
    const damagedLines = lines.flatMap((line) =>
      line.damagedQuantity > 0 ? [{ orderLineId: line.id, quantity: line.damagedQuantity }] : [],
    );
    await recordAudit(
      tx,
      actor.id,
      "order.restocked",
      { type: "Order", id: order.id },
      { role: actor.role, ...(damagedLines.length > 0 ? { damaged: damagedLines } : {}) },
    );
    return { publicOrderId: order.publicOrderId, restocked, damagedPieces: damagedLines.reduce((sum, line) => sum + line.quantity, 0) };
  });
  if (restocked.length > 0) revalidateProducts(restocked);
  return { publicOrderId, damagedPieces };
}
