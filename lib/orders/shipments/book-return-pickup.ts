import "server-only";
import { getDb } from "@/lib/db";
import { SHOP } from "@/lib/shop";
import { shippingProvider } from "@/lib/shipping/provider";
import { shipmentOrderOf } from "./shipment-order";

/** Books the courier who collects a return from the customer, once: a return already booked is left alone. */
export async function bookReturnPickup(returnId: string): Promise<void> {
  const db = getDb();
  const order = await db.order.findUnique({
    where: { id: returnId },
    include: { lines: { orderBy: { id: "asc" } }, user: { select: { email: true } } },
  });
  if (!order || order.orderType !== "RETURN" || order.shipmentId || order.status !== "RETURN_REQUESTED") return;
  const provider = shippingProvider();
  const booked = await provider.createReturnPickup(shipmentOrderOf(order, order.user?.email ?? SHOP.email));
  await db.order.update({
    where: { id: order.id },
    data: {
      shipmentId: booked.shipmentId,
      awbCode: booked.awbCode ?? null,
      courierName: booked.courierName ?? null,
      trackingUrl: booked.awbCode ? provider.trackingUrl(booked.awbCode) : null,
    },
  });
}
