import "server-only";
import { revalidateProducts } from "@/lib/cache/tags";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import type { OrderStatus, OrderType } from "@/lib/generated/prisma/enums";
import { courierMove, isOutForDelivery, type CourierMove } from "@/lib/shipping/courier-status";
import { queueOutForDelivery } from "../news/out-for-delivery";
import { moveIn, SHIPPING_PROVIDER } from "../moves/apply-move";
import { moveRefusal, type OrderMove } from "../model/status";

// One courier scan (from Shiprocket's webhook, or the tracking poll's newest event) made into the
// move it reports. Only a scan newer than every scan before it may move the order (the courier's
// own time, kept in Order.courierScanAt), so scans that arrive late or twice never move it back.
export type CourierScan = { awbCode: string; label: string; at: Date; activity: string; location: string };
export type ScanOutcome = OrderMove | "unknown parcel" | "older scan" | "no move";

/** The move a scan makes of an order in this status, if any. */
function moveFor(order: { orderType: OrderType; status: OrderStatus }, reported: CourierMove | null): OrderMove | null {
  if (!reported) return null;
  // A return's parcel on the move, or at the workshop, has been picked up.
  if (order.orderType === "RETURN")
    return reported === "PICKED_UP" || reported === "ON_THE_WAY" || reported === "DELIVERED" ? "RETURN_PICKED_UP" : null;
  // The parcel leaves with the shop's own ship move; the courier's "on the way" only matters as a re-attempt.
  if (reported === "ON_THE_WAY") return order.status === "DELIVERY_FAILED" ? "SHIPPED" : null;
  if (reported === "PICKED_UP") return null;
  return reported;
}

export async function applyCourierScan(scan: CourierScan): Promise<ScanOutcome> {
  const outcome = await getDb().$transaction(
    async (tx): Promise<{ outcome: ScanOutcome; restocked: string[] }> => {
      const order = await tx.order.findUnique({ where: { awbCode: scan.awbCode }, select: { id: true, status: true, orderType: true } });
      if (!order) return { outcome: "unknown parcel" as const, restocked: [] };
      const newest = await tx.order.updateMany({
        where: { id: order.id, OR: [{ courierScanAt: null }, { courierScanAt: { lt: scan.at } }] },
        data: { courierScanAt: scan.at },
      });
      if (newest.count === 0) return { outcome: "older scan" as const, restocked: [] };
      const to = moveFor(order, courierMove(scan.label));
      const move = to && !moveRefusal(order.status, to) ? to : null;
      const failure = move === "DELIVERY_FAILED" ? { reason: scan.activity || scan.label, at: scan.at } : undefined;
      const moved = move ? await moveIn(tx, { actor: SHIPPING_PROVIDER, orderId: order.id, to: move, ownOnly: false, failure }) : null;
      if (isOutForDelivery(scan.label) && order.orderType !== "RETURN" && (move ?? order.status) === "SHIPPED") {
        const attempt = 1 + (await tx.deliveryFailure.count({ where: { orderId: order.id } }));
        await queueOutForDelivery(tx, order.id, attempt, clock.now());
      }
      return { outcome: move ?? ("no move" as const), restocked: moved?.restocked ?? [] };
    },
    { timeout: 60_000 },
  );
  if (outcome.restocked.length > 0) revalidateProducts(outcome.restocked);
  return outcome.outcome;
}
