import "server-only";
import { z } from "zod";
import type { Ctx } from "@/lib/auth/caller";
import { hit, LIMITS } from "@/lib/auth/rate-limit";
import { AppError } from "@/lib/errors";
import { parseInput } from "@/lib/validation";
import { shippingProvider } from "./provider";
import { estimateText, type DeliveryEstimate } from "./estimate";
import { isPinCode, PIN_CODE_MESSAGE } from "./zones";

// The delivery estimate for a pin code, from the provider's serviceability check: the product
// page asks through GET /api/v1/shipping/serviceability, the booking page on the server.
export const serviceabilitySchema = z.object({
  // isPinCode's rule, spaces around allowed, as a pattern the API document shows.
  pin: z
    .string({ error: PIN_CODE_MESSAGE })
    .max(20, PIN_CODE_MESSAGE)
    .regex(/^\s*[1-9]\d{5}\s*$/, PIN_CODE_MESSAGE)
    .trim(),
});

/** What a courier promises for a valid pin code, with the sentences to show. */
export async function deliveryEstimate(pinCode: string, now = new Date()): Promise<DeliveryEstimate> {
  const answer = await shippingProvider().serviceability(pinCode, now);
  return { ...answer, ...estimateText(answer) };
}

export const COD_PIN_MESSAGE = "Cash on delivery is not available at this pin code. Please pay online with Pay Now.";

/**
 * Refuses an order the courier cannot deliver to this pin code, or one paid cash on delivery
 * where the courier collects no cash: asked before any stock is taken or any payment opened.
 */
export async function requireDelivery(pinCode: string, payment: "COD" | "PREPAID"): Promise<void> {
  const estimate = await deliveryEstimate(pinCode);
  if (!estimate.serviceable) throw new AppError("validation", estimate.message);
  if (payment === "COD" && !estimate.cod) throw new AppError("validation", COD_PIN_MESSAGE);
}

/** GET /api/v1/shipping/serviceability?pin=110001, for anyone, counted per address. */
export async function checkServiceability(ctx: Ctx, input: unknown): Promise<DeliveryEstimate> {
  await hit(LIMITS.serviceabilityPerIp(ctx.ip));
  const { pin } = parseInput(serviceabilitySchema, input);
  return deliveryEstimate(pin);
}

/** Estimates for the booking page's saved addresses, by pin code; a pin the provider cannot answer for now is left out. */
export async function deliveryEstimates(pinCodes: string[], now = new Date()): Promise<Record<string, DeliveryEstimate>> {
  const pins = [...new Set(pinCodes)].filter((pin) => isPinCode(pin));
  const answers = await Promise.all(pins.map((pin) => deliveryEstimate(pin, now).catch(() => null)));
  return Object.fromEntries(answers.filter((answer) => answer !== null).map((answer) => [answer.pinCode, answer]));
}
