import "server-only";
import { randomBytes } from "node:crypto";
import { getEnv } from "@/lib/env";
import type { PaymentProvider, VpaCheck } from "./types";

// The local twin of Razorpay (demo mode): ids shaped like Razorpay's, signatures made exactly as
// Razorpay makes them, with demo secrets. No money moves. Its checkout is our own test-payment
// dialog (lib/checkout/twin-checkout.ts).
export const TWIN_KEY_ID = "rzp_test_twin_demo";
export const TWIN_KEY_SECRET = "twin-demo-key-secret-no-money-moves";
export const TWIN_WEBHOOK_SECRET = "twin-demo-webhook-secret-no-money-moves";

const ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** "order_", "pay_", "rfnd_"... and 14 characters, as Razorpay's ids look. */
export function twinId(prefix: string): string {
  return `${prefix}_${[...randomBytes(14)].map((byte) => ID_CHARS[byte % ID_CHARS.length]).join("")}`;
}

export const twinProvider: PaymentProvider = {
  name: "twin",
  keyId: TWIN_KEY_ID,
  keySecret: TWIN_KEY_SECRET,
  webhookSecret: TWIN_WEBHOOK_SECRET,
  async createOrder({ amountPaise }) {
    return { id: twinId("order"), amountPaise, currency: "INR" };
  },
  async refund() {
    // An outage on demand, so that a cancellation's queued refund and its retry can be tried by hand.
    if (getEnv().DEMO_REFUND_OUTAGE) throw new Error("The payment twin refuses refunds (DEMO_REFUND_OUTAGE=true)");
    return { id: twinId("rfnd") };
  },
  async validateVpa(vpa) {
    return twinVpa(vpa);
  },
};

// The twin's UPI network: the common apps' handles exist, any other handle does not.
const TWIN_UPI_HANDLES = new Set(["okaxis", "okhdfcbank", "okicici", "oksbi", "ybl", "ibl", "axl", "paytm", "apl", "upi"]);

function twinVpa(vpa: string): VpaCheck {
  const [name, handle] = vpa.toLowerCase().split("@");
  return handle && TWIN_UPI_HANDLES.has(handle) ? { valid: true, name: `${name} (test account)` } : { valid: false };
}
