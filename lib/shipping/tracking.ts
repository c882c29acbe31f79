import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { shippingProvider } from "./provider";
import type { TrackingEvent } from "./types";

// The /track/{awb} page's data: a parcel of ours (any other AWB is "not found") and its timeline
// from the provider. Public, like a courier's own tracking page: the AWB is the key, and nothing
// shown names the customer or the address beyond the city.
export type Tracking = {
  awbCode: string;
  courierName: string;
  destination: string;
  isReturn: boolean;
  /** Oldest first; null when the provider cannot be asked just now. */
  events: TrackingEvent[] | null;
  unavailable: string | null;
};

const AWB_PATTERN = /^[A-Za-z0-9-]{6,40}$/;

/** Whether an AWB is one of our parcels (its tracking page exists), checked before the page renders. */
export async function isOurParcel(awbCode: string): Promise<boolean> {
  return AWB_PATTERN.test(awbCode) && (await getDb().order.count({ where: { awbCode } })) > 0;
}

export async function loadTracking(awbCode: string): Promise<Tracking | null> {
  if (!AWB_PATTERN.test(awbCode)) return null;
  const order = await getDb().order.findUnique({
    where: { awbCode },
    select: { courierName: true, shipCity: true, shipState: true, orderType: true },
  });
  if (!order) return null;
  const base = {
    awbCode,
    courierName: order.courierName ?? "Courier",
    destination: `${order.shipCity}, ${order.shipState}`,
    isReturn: order.orderType === "RETURN",
  };
  try {
    return { ...base, events: await shippingProvider().track(awbCode), unavailable: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ...base, events: null, unavailable: error.message };
  }
}
