// The spec's booking and payment messages, shown as toasts.
export const MESSAGES = {
  selectAddress: "Select Any Address",
  verify: "Please verify your account from manage account",
  inProgress: "Booking is in progress",
  booking: "Booking Order",
  verifying: "Verifying Payment",
  placed: "Order placed successfully",
  paid: "Payment Successful",
  verified: "Payment Verified successfully",
  unable: "Unable to Complete Payment",
  failed: "Oops! Payment Failed",
  // Ours: the advance a cash-on-delivery order asks, opened right after placing it (decision 115).
  advance: "Opening the advance payment",
} as const;

/** Where an unverified shopper is sent. */
export const VERIFY_PATH = "/myaccount#manageAccount";

export type CheckoutResponse = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
