import "server-only";
import { getEnv } from "@/lib/env";
import { razorpayProvider } from "./razorpay";
import { twinProvider } from "./twin";
import type { PaymentProvider } from "./types";

// The payment provider behind one interface: Razorpay when its keys are set, else (demo mode
// only; lib/env refuses a deployment without keys) the local twin, which signs exactly as
// Razorpay does with demo secrets. The server code above it is the same for both.
export function paymentProvider(): PaymentProvider {
  const env = getEnv();
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) {
    return razorpayProvider({
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? "",
      baseUrl: env.RAZORPAY_BASE_URL,
      timeoutMs: env.RAZORPAY_TIMEOUT_MS,
    });
  }
  if (env.DEMO_MODE) return twinProvider;
  throw new Error("Payments need RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET outside demo mode");
}
