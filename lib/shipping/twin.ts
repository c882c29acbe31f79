import "server-only";
import { randomInt } from "node:crypto";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { SHOP } from "@/lib/shop";
import type { ShippingProvider, TrackedMove } from "./types";
import { deliveryDate, zoneOf } from "./zones";

// The local twin of Shiprocket (demo mode): AWB codes, a timeline of events per parcel in the
// ShipmentEvent table, shown at /track/{awb}, and delivery zones counted from New Delhi. No
// courier moves; the events move on when the order moves.
export const TWIN_COURIER = "Kurta Shop Express (demo)";

/** "TW" and 12 digits, as unique as a courier's AWB needs to be here. */
const twinAwb = () => `TW${String(randomInt(1e6)).padStart(6, "0")}${String(randomInt(1e6)).padStart(6, "0")}`;

const WORKSHOP = `${SHOP.address.city} workshop`;

/** The events each move adds, in order. */
const STEPS: Record<TrackedMove, (city: string) => { status: string; detail: string; location: string }[]> = {
  SHIPPED: (city) => [
    { status: "Picked up", detail: "The courier picked up the parcel", location: WORKSHOP },
    { status: "In transit", detail: `On its way to ${city}`, location: `${SHOP.address.city} hub` },
  ],
  DELIVERED: (city) => [
    { status: "Out for delivery", detail: "With the delivery agent", location: city },
    { status: "Delivered", detail: "Delivered to the customer", location: city },
  ],
  RETURN_PICKED_UP: (city) => [{ status: "Return picked up", detail: `Picked up for return to the ${WORKSHOP}`, location: city }],
};

type Db = Pick<Prisma.TransactionClient, "shipmentEvent">;

async function record(db: Db, awbCode: string, events: { status: string; detail: string; location: string }[], at: Date) {
  // One row per step, a millisecond apart so the timeline keeps their order; a retried move adds nothing.
  await db.shipmentEvent.createMany({
    data: events.map((event, index) => ({ ...event, awbCode, occurredAt: new Date(at.getTime() + index) })),
    skipDuplicates: true,
  });
}

export const twinProvider: ShippingProvider = {
  name: "twin",
  async createShipment(order) {
    return { shipmentId: `TWS-${order.reference}` };
  },
  async assignAwb() {
    return { awbCode: twinAwb(), courierName: TWIN_COURIER };
  },
  async requestPickup(_shipmentId, awbCode) {
    await record(getDb(), awbCode, [{ status: "Booked", detail: "Shipment booked; pickup requested", location: WORKSHOP }], new Date());
  },
  async createReturnPickup(returnOrder) {
    const awbCode = twinAwb();
    const { city } = returnOrder.customer;
    await record(
      getDb(),
      awbCode,
      [{ status: "Return pickup booked", detail: "The courier will collect the parcel", location: city }],
      new Date(),
    );
    return { shipmentId: `TWS-${returnOrder.reference}`, awbCode, courierName: TWIN_COURIER };
  },
  async track(awbCode) {
    const events = await getDb().shipmentEvent.findMany({ where: { awbCode }, orderBy: { occurredAt: "asc" } });
    return events.map(({ status, detail, location, occurredAt }) => ({ status, detail, location, at: occurredAt }));
  },
  async serviceability(pinCode, now) {
    const zone = zoneOf(pinCode);
    return zone
      ? { pinCode, serviceable: true, deliveryBy: deliveryDate(now, zone.days), cod: zone.cod }
      : { pinCode, serviceable: false, deliveryBy: null, cod: false };
  },
  trackingUrl(awbCode) {
    return `/track/${encodeURIComponent(awbCode)}`;
  },
  async recordMove(tx, { awbCode, city }, move, at) {
    await record(tx, awbCode, STEPS[move](city), at);
  },
};
