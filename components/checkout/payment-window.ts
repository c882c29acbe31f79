import type { CapturedPayment } from "@/lib/checkout/capture-payment";
import { SHOP } from "@/lib/shop";
import type { CheckoutResponse } from "./booking-messages";

export type TwinCheckout = { orderId: string; amountPaise: number };

/**
 * Opens the window an opened payment needs: the twin's test-payment dialog (through `showTwin`) in
 * demo mode, else Razorpay Checkout, whose code loads only now; `onUnavailable` when it cannot.
 */
export async function openPaymentWindow(
  captured: Pick<CapturedPayment, "payment" | "key" | "provider" | "prefill">,
  handlers: {
    showTwin: (twin: TwinCheckout) => void;
    onPaid: (response: CheckoutResponse) => void;
    onFailed: () => void;
    onDismiss: () => void;
    onUnavailable: () => void;
  },
): Promise<void> {
  const { payment, key, provider, prefill } = captured;
  if (provider === "twin") return handlers.showTwin({ orderId: payment.id, amountPaise: payment.amount });
  try {
    const { openRazorpayCheckout } = await import("./razorpay-checkout");
    await openRazorpayCheckout({
      key,
      orderId: payment.id,
      shopName: SHOP.name,
      prefill,
      onPaid: handlers.onPaid,
      onFailed: handlers.onFailed,
      onDismiss: handlers.onDismiss,
    });
  } catch {
    handlers.onUnavailable();
  }
}
