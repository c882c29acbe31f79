import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { recordAudit } from "@/lib/audit";
import { revalidateProducts } from "@/lib/cache/tags";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseInput } from "@/lib/validation";
import { putStockBackOnce } from "../moves/parcel-effects";
import { orderIdSchema } from "../model/schemas";
import { viewInclude } from "../model/view";

// A parcel back from the courier (Returned to Origin) waits for the owner to inspect it, unless
// RTO_RESTOCK=on-arrival put it back at once: marking it inspected puts its pieces into stock, once.
export const NOT_RETURNED_MESSAGE = "Only a parcel returned to origin can be marked inspected";
export const ALREADY_RESTOCKED_MESSAGE = "This parcel's pieces are already back in stock";

export async function markReturnedParcelInspected(ctx: Ctx, input: unknown): Promise<{ publicOrderId: string }> {
  const actor = requireAdmin(ctx.caller);
  const { orderId } = parseInput(orderIdSchema, input);
  const at = clock.now();
  const { publicOrderId, restocked } = await getDb().$transaction(async (tx) => {
    const order = await tx.order.findUnique({ where: { id: orderId }, include: viewInclude });
    if (!order) throw new AppError("not_found", "Order not found");
    if (order.status !== "RTO_DELIVERED") throw new AppError("conflict", NOT_RETURNED_MESSAGE);
    if (order.restockedAt) throw new AppError("conflict", ALREADY_RESTOCKED_MESSAGE);
    const restocked = await putStockBackOnce(tx, order, at);
    if (restocked.length === 0 && order.lines.some((line) => line.productId)) throw new AppError("conflict", ALREADY_RESTOCKED_MESSAGE);
    await recordAudit(tx, actor.id, "order.restocked", { type: "Order", id: order.id }, { role: actor.role });
    return { publicOrderId: order.publicOrderId, restocked };
  });
  if (restocked.length > 0) revalidateProducts(restocked);
  return { publicOrderId };
}
