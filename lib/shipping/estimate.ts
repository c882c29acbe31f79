import type { Serviceability } from "./types";
import { dayLabelIn } from "./zones";

// The sentences of a delivery estimate, shared by the product page's check and the booking page.
export type DeliveryEstimate = Serviceability & { message: string; codMessage: string | null };

/** The shop's one answer for a pin code nobody delivers to. */
export const notDeliveredMessage = (pinCode: string) => `Sorry, we do not deliver to ${pinCode} yet`;

/** The estimate's sentences (the API's English); `dayIn` names the day in a page's language, for it to translate the rest. */
export function estimateText(
  { pinCode, serviceable, deliveryBy, cod }: Serviceability,
  dayIn: "en" | "hi" = "en",
): Pick<DeliveryEstimate, "message" | "codMessage"> {
  if (!serviceable || !deliveryBy) return { message: notDeliveredMessage(pinCode), codMessage: null };
  return {
    message: `Delivery by ${dayLabelIn(dayIn, deliveryBy)} to ${pinCode}`,
    codMessage: cod ? "Cash on delivery available" : "Cash on delivery is not available at this pin code",
  };
}
