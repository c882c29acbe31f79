import { CHECKOUT_DISPLAY, type CheckoutDisplay } from "@/lib/payments/checkout-display";
import type { CheckoutResponse } from "./booking-messages";

// Razorpay Checkout, loaded from Razorpay's own host the first time Pay Now is pressed.
const CHECKOUT_SRC = "https://checkout.razorpay.com/v1/checkout.js";

type RazorpayOptions = {
  key: string;
  order_id: string;
  name: string;
  currency: string;
  prefill: { name: string; email: string };
  theme: { color: string };
  config: { display: CheckoutDisplay };
  handler: (response: CheckoutResponse) => void;
  modal: { ondismiss: () => void };
};
type RazorpayInstance = { open: () => void; on: (event: "payment.failed", run: () => void) => void };
type RazorpayWindow = Window & { Razorpay?: new (options: RazorpayOptions) => RazorpayInstance };

let loading: Promise<void> | null = null;

function loadCheckout(): Promise<void> {
  if ((window as RazorpayWindow).Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = CHECKOUT_SRC;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("Razorpay Checkout could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}

export async function openRazorpayCheckout(options: {
  key: string;
  orderId: string;
  shopName: string;
  prefill: { name: string; email: string };
  onPaid: (response: CheckoutResponse) => void;
  onFailed: () => void;
  onDismiss: () => void;
}): Promise<void> {
  await loadCheckout();
  const Razorpay = (window as RazorpayWindow).Razorpay!;
  const checkout = new Razorpay({
    key: options.key,
    order_id: options.orderId,
    name: options.shopName,
    currency: "INR",
    prefill: options.prefill,
    theme: { color: "#7a3d0f" },
    // UPI first (lib/payments/checkout-display.ts).
    config: { display: CHECKOUT_DISPLAY },
    handler: options.onPaid,
    modal: { ondismiss: options.onDismiss },
  });
  checkout.on("payment.failed", options.onFailed);
  checkout.open();
}
