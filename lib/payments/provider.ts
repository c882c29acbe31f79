import "server-only";
import { getEnv } from "@/lib/env";
import { razorpayProvider } from "./razorpay";
import { twinProvider } from "./twin";

// The payment provider behind one interface: Razorpay when its keys are set, else (demo mode
// only; lib/env refuses a deployment without keys) the local twin, which signs exactly as
// Razorpay does with demo secrets. The server code above it is the same for both.
export type ProviderOrder = { id: string; amountPaise: number; currency: "INR" };

export interface PaymentProvider {
  /** "razorpay" or "twin": the booking page opens Razorpay Checkout or the test-payment dialog. */
  readonly name: "razorpay" | "twin";
  /** The public key id checkout.js needs. */
  readonly keyId: string;
  /** Signs checkout's "<order_id>|<payment_id>". */
  readonly keySecret: string;
  /** Signs webhook bodies; empty when not configured (every webhook is then refused). */
  readonly webhookSecret: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  refund(providerPaymentId: string, amountPaise: number, notes: Record<string, string>): Promise<{ id: string }>;
}

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
