import type { Prisma } from "@/lib/generated/prisma/client";

// The shipping provider's interface, which Shiprocket and the local twin both implement.
export type ShipmentAddress = { name: string; line1: string; line2: string; city: string; state: string; pinCode: string; phone: string };

/** What a provider needs to carry a parcel: a forward order or, for a return, the goods coming back. */
export type ShipmentOrder = {
  /** Our public order id, the provider's order reference. */
  reference: string;
  placedAt: Date;
  cashOnDelivery: boolean;
  /** What the courier collects on a cash-on-delivery parcel (whole rupees), or the goods' value: the lines plus the round-off. */
  totalPaise: number;
  /** Cash on delivery's round-off to whole rupees, in totalPaise; 0 for a prepaid order. */
  roundOffPaise: number;
  /** The cash-on-delivery fee (GST included), in totalPaise; 0 for a prepaid order. */
  codFeePaise: number;
  /** What store credit already paid of totalPaise: a cash-on-delivery parcel collects the rest. */
  storeCreditPaise?: number;
  /** The customer: where a forward parcel goes, and where a return is picked up. */
  customer: ShipmentAddress & { email: string };
  lines: { name: string; sku: string; quantity: number; unitPricePaise: number; hsn: string }[];
};

export type Booked = { shipmentId: string };
export type Awb = { awbCode: string; courierName: string };
export type TrackingEvent = { status: string; detail: string; location: string; at: Date };
/** Whether a courier reaches the pin code, by when ("YYYY-MM-DD", India's calendar), and whether cash on delivery is possible there. */
export type Serviceability = { pinCode: string; serviceable: boolean; deliveryBy: string | null; cod: boolean };
/** A booked forward parcel whose label is printed. */
export type LabelParcel = { shipmentId: string; awbCode: string; order: ShipmentOrder };
/** The labels of some parcels, one PDF: drawn here (the twin), or at the provider's address (Shiprocket's, on its storage). */
export type Labels = { pdf: Buffer } | { url: string };
/** The moves after which the twin writes timeline events; a real courier reports its own. */
export type TrackedMove = "SHIPPED" | "DELIVERED" | "RETURN_PICKED_UP" | "DELIVERY_FAILED" | "RTO_INITIATED" | "RTO_DELIVERED";
/** The answer to a failed delivery, as the courier takes it: try again (on a day, "YYYY-MM-DD"), or bring the parcel back. */
export type DeliveryAction = { kind: "re-attempt"; date: string; phone: string; landmark: string } | { kind: "return" };

export interface ShippingProvider {
  readonly name: "shiprocket" | "twin";
  /** Creates the provider's order for a forward parcel. */
  createShipment(order: ShipmentOrder): Promise<Booked>;
  assignAwb(shipmentId: string): Promise<Awb>;
  requestPickup(shipmentId: string, awbCode: string): Promise<void>;
  /** The return's reverse pickup from the customer back to the workshop, with its AWB when the provider gives one at once. */
  createReturnPickup(returnOrder: ShipmentOrder): Promise<Booked & Partial<Awb>>;
  /** One PDF with a label per parcel, to stick on the packets. */
  labels(parcels: LabelParcel[]): Promise<Labels>;
  track(awbCode: string): Promise<TrackingEvent[]>;
  /** Answers the courier's report of a failed delivery (Shiprocket's NDR action). */
  answerFailedDelivery(awbCode: string, action: DeliveryAction): Promise<void>;
  serviceability(pinCode: string, now: Date): Promise<Serviceability>;
  /** Where Track Package leads. */
  trackingUrl(awbCode: string): string;
  /** Moves the twin's timeline along with the order, in the move's transaction. */
  recordMove?(tx: Prisma.TransactionClient, shipment: { awbCode: string; city: string }, move: TrackedMove, at: Date): Promise<void>;
}
