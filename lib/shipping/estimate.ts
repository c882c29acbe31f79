import type { Serviceability } from "./types";
import { dayLabel } from "./zones";

// The sentences of a delivery estimate, shared by the product page's check and the booking page.
export type DeliveryEstimate = Serviceability & { message: string; codMessage: string | null };

/** The shop's one answer for a pin code nobody delivers to. */
export const notDeliveredMessage = (pinCode: string) => `Sorry, we do not deliver to ${pinCode} yet`;

export function estimateText({ pinCode, serviceable, deliveryBy, cod }: Serviceability): Pick<DeliveryEstimate, "message" | "codMessage"> {
  if (!serviceable || !deliveryBy) return { message: notDeliveredMessage(pinCode), codMessage: null };
  return {
    message: `Delivery by ${dayLabel(deliveryBy)} to ${pinCode}`,
    codMessage: cod ? "Cash on delivery available" : "Cash on delivery is not available at this pin code",
  };
}
