import { SHOP } from "@/lib/shop";
import type { TrackedMove } from "../types";

// The shipping twin's timeline: the events each move of a parcel adds, as the twin records them
// when an order moves, and as the demo data records them for the orders it makes.
const WORKSHOP = `${SHOP.address.city} workshop`;

export type TwinEvent = { awbCode: string; status: string; detail: string; location: string; occurredAt: Date };

const STEPS: Record<
  TrackedMove | "BOOKED" | "RETURN_BOOKED" | "REATTEMPT",
  (city: string) => { status: string; detail: string; location: string }[]
> = {
  BOOKED: () => [{ status: "Booked", detail: "Shipment booked; pickup requested", location: WORKSHOP }],
  SHIPPED: (city) => [
    { status: "Picked up", detail: "The courier picked up the parcel", location: WORKSHOP },
    { status: "In transit", detail: `On its way to ${city}`, location: `${SHOP.address.city} hub` },
  ],
  DELIVERED: (city) => [
    { status: "Out for delivery", detail: "With the delivery agent", location: city },
    { status: "Delivered", detail: "Delivered to the customer", location: city },
  ],
  RETURN_BOOKED: (city) => [{ status: "Return pickup booked", detail: "The courier will collect the parcel", location: city }],
  RETURN_PICKED_UP: (city) => [{ status: "Return picked up", detail: `Picked up for return to the ${WORKSHOP}`, location: city }],
  DELIVERY_FAILED: (city) => [{ status: "Undelivered", detail: "The delivery attempt failed", location: city }],
  REATTEMPT: (city) => [{ status: "Out for delivery", detail: "Out for delivery again", location: city }],
  RTO_INITIATED: (city) => [{ status: "RTO Initiated", detail: `On its way back to the ${WORKSHOP}`, location: city }],
  RTO_DELIVERED: () => [{ status: "RTO Delivered", detail: "Back at the shop", location: WORKSHOP }],
};

/** The events of one step, a millisecond apart so the timeline keeps their order. */
export function twinEvents(awbCode: string, step: keyof typeof STEPS, city: string, at: Date): TwinEvent[] {
  return STEPS[step](city).map((event, index) => ({ ...event, awbCode, occurredAt: new Date(at.getTime() + index) }));
}
