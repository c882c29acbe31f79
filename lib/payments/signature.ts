import { createHmac, timingSafeEqual } from "node:crypto";

// Razorpay's signatures: HMAC-SHA256, hex. Checkout signs "<order_id>|<payment_id>" with the key
// secret; webhooks sign the raw request body with the webhook secret.
export function sign(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

/** Compares in constant time, so the time taken tells an attacker nothing about the signature. */
export function signatureMatches(payload: string, signature: unknown, secret: string): boolean {
  if (typeof signature !== "string" || !secret) return false;
  const expected = Buffer.from(sign(payload, secret), "utf8");
  const given = Buffer.from(signature, "utf8");
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const checkoutPayload = (providerOrderId: string, providerPaymentId: string) => `${providerOrderId}|${providerPaymentId}`;
