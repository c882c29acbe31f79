// The payment provider's interface, which Razorpay and the local twin both implement.
export type ProviderOrder = { id: string; amountPaise: number; currency: "INR" };
/** A UPI ID as its bank knows it: whether it exists, and the account holder's name when it does. */
export type VpaCheck = { valid: true; name: string | null } | { valid: false };

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
  /** Asks the UPI network whether the ID exists (Razorpay's VPA validation), before a refund is sent to it. */
  validateVpa(vpa: string): Promise<VpaCheck>;
}
