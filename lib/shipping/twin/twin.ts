import "server-only";
import { randomInt } from "node:crypto";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { renderTwinLabels } from "./twin-label";
import { twinEvents, type TwinEvent } from "./twin-steps";
import type { ShippingProvider } from "../types";
import { deliveryDate, zoneOf } from "../zones";

// The local twin of Shiprocket (demo mode): AWB codes, a timeline of events per parcel in the
// ShipmentEvent table, shown at /track/{awb}, and delivery zones counted from New Delhi. No
// courier moves; the events move on when the order moves. Its labels are PDFs drawn here (twin-label.ts).
export const TWIN_COURIER = "Kurta Shop Express (demo)";

/** "TW" and 12 digits, as unique as a courier's AWB needs to be here. */
const twinAwb = () => `TW${String(randomInt(1e6)).padStart(6, "0")}${String(randomInt(1e6)).padStart(6, "0")}`;

type Db = Pick<Prisma.TransactionClient, "shipmentEvent">;

/** A retried move adds nothing: one row per step and parcel. */
async function record(db: Db, events: TwinEvent[]) {
  await db.shipmentEvent.createMany({ data: events, skipDuplicates: true });
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
    await record(getDb(), twinEvents(awbCode, "BOOKED", "", new Date()));
  },
  async createReturnPickup(returnOrder) {
    const awbCode = twinAwb();
    const { city } = returnOrder.customer;
    await record(getDb(), twinEvents(awbCode, "RETURN_BOOKED", city, new Date()));
    return { shipmentId: `TWS-${returnOrder.reference}`, awbCode, courierName: TWIN_COURIER };
  },
  async labels(parcels) {
    return { pdf: await renderTwinLabels(parcels, TWIN_COURIER) };
  },
  async track(awbCode) {
    const events = await getDb().shipmentEvent.findMany({ where: { awbCode }, orderBy: { occurredAt: "asc" } });
    return events.map(({ status, detail, location, occurredAt }) => ({ status, detail, location, at: occurredAt }));
  },
  async answerFailedDelivery(awbCode, action) {
    // A return's events come with the order's move; a re-attempt sends the parcel out again at once.
    if (action.kind === "return") return;
    const order = await getDb().order.findUnique({ where: { awbCode }, select: { shipCity: true } });
    await record(getDb(), twinEvents(awbCode, "REATTEMPT", order?.shipCity ?? "", new Date()));
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
    await record(tx, twinEvents(awbCode, move, city, at));
  },
};
