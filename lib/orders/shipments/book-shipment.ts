import "server-only";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { findOrder } from "../model/lookup";
import { moveRefusal } from "../model/status";
import { SHOP } from "@/lib/shop";
import { shippingProvider } from "@/lib/shipping/provider";
import { shipmentOrderOf } from "./shipment-order";

// Booking a Confirmed order's parcel before the ship move, outside any transaction: the provider
// calls may take seconds, and no row lock or pooled connection waits on them. The order is
// claimed first (a conditional update of `shipmentClaimedAt`), so a second attempt meanwhile is
// refused. Each step's result is written as soon as it comes back, so a retry after a failure
// goes on from the step that failed and never books a second parcel or a second AWB.

export const SHIP_IN_PROGRESS_MESSAGE = "This order's parcel is being booked right now. Please wait a moment";

export type ShipmentClaim = { orderId: string; claimedAt: Date };

/** A claim older than this is taken to be from an attempt that died; it outlasts every provider call of one attempt. */
const claimLifetimeMs = () => Math.max(2 * 60_000, 5 * getEnv().SHIPROCKET_TIMEOUT_MS);

/** Checks that the order (id or public id) may ship and claims its booking; 404, or 409 with the reason. */
export async function claimShipment(orderId: string): Promise<ShipmentClaim> {
  const db = getDb();
  const order = await findOrder(orderId, null, (where) => db.order.findFirst({ where, select: { id: true, status: true } }));
  const refused = moveRefusal(order.status, "SHIPPED");
  if (refused) throw new AppError("conflict", refused);
  const claimedAt = new Date();
  const claimed = await db.order.updateMany({
    where: {
      id: order.id,
      status: "CONFIRMED",
      OR: [{ shipmentClaimedAt: null }, { shipmentClaimedAt: { lt: new Date(claimedAt.getTime() - claimLifetimeMs()) } }],
    },
    data: { shipmentClaimedAt: claimedAt },
  });
  if (claimed.count === 0) {
    const now = await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } });
    throw new AppError("conflict", moveRefusal(now.status, "SHIPPED") ?? SHIP_IN_PROGRESS_MESSAGE);
  }
  return { orderId: order.id, claimedAt };
}

/** Gives the claim back (after the move, or after a failure); a newer claim is left alone. */
export async function releaseShipment(claim: ShipmentClaim): Promise<void> {
  await getDb().order.updateMany({ where: { id: claim.orderId, shipmentClaimedAt: claim.claimedAt }, data: { shipmentClaimedAt: null } });
}

/** Creates the provider's shipment, assigns the AWB and asks for pickup, skipping what an earlier attempt already recorded. */
export async function bookShipment(claim: ShipmentClaim): Promise<void> {
  const db = getDb();
  const where = { id: claim.orderId };
  const order = await db.order.findUniqueOrThrow({
    where,
    include: { lines: { orderBy: { id: "asc" } }, user: { select: { email: true } } },
  });
  const provider = shippingProvider();
  try {
    let { shipmentId, awbCode } = order;
    if (!shipmentId) {
      ({ shipmentId } = await provider.createShipment(shipmentOrderOf(order, order.user?.email ?? SHOP.email)));
      await db.order.update({ where, data: { shipmentId } });
    }
    if (!awbCode) {
      const awb = await provider.assignAwb(shipmentId);
      awbCode = awb.awbCode;
      await db.order.update({ where, data: { awbCode, courierName: awb.courierName, trackingUrl: provider.trackingUrl(awbCode) } });
    }
    await provider.requestPickup(shipmentId, awbCode);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.code, `The parcel could not be booked, so the order is still Confirmed. ${error.message}`);
  }
}
