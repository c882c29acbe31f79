import "server-only";
import Razorpay from "razorpay";
import type { PaymentProvider } from "./types";

// Razorpay through its official package: a server-side order for the amount we computed, and
// refunds. Checkout's signature and webhooks are checked by our own code (lib/payments/signature.ts).
export function razorpayProvider(keyId: string, keySecret: string, webhookSecret: string): PaymentProvider {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  return {
    name: "razorpay",
    keyId,
    keySecret,
    webhookSecret,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await client.orders.create({ amount: amountPaise, currency: "INR", receipt, notes });
      return { id: order.id, amountPaise: Number(order.amount), currency: "INR" };
    },
    async refund(providerPaymentId, amountPaise, notes) {
      const refund = await client.payments.refund(providerPaymentId, { amount: amountPaise, speed: "normal", notes });
      return { id: refund.id };
    },
  };
}
