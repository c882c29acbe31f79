import "server-only";
import { deliveryEstimate } from "@/lib/shipping/serviceability";
import type { Locale } from "@/lib/i18n/locales";
import { dayLabelIn } from "@/lib/shipping/zones";
import type { OrderView } from "../model/view";

/**
 * When an order on its way should arrive ("Delivery by Fri 27 Nov", its day in the page's language), counted from when it was placed,
 * as the booking page promised it; null once delivered or cancelled, for a return, or when the courier
 * does not answer.
 */
export async function orderDeliveryEstimate(
  order: Pick<OrderView, "kind" | "timeline" | "createdAt" | "address">,
  locale: Locale = "en",
): Promise<string | null> {
  const open =
    order.timeline?.every((step) => step.state !== "cancelled") &&
    !order.timeline.some((step) => step.label === "Delivered" && step.state === "done");
  if (order.kind === "Return" || !open) return null;
  const estimate = await deliveryEstimate(order.address.pinCode, order.createdAt).catch(() => null);
  return estimate?.serviceable && estimate.deliveryBy ? `Delivery by ${dayLabelIn(locale, estimate.deliveryBy)}` : null;
}
