import { apiRoute } from "@/lib/http/api-route";
import { verifyPayment } from "@/lib/checkout/settle-payment";

// { razorpay_order_id, razorpay_payment_id, razorpay_signature } → { success, message, order }
export const POST = apiRoute("user", async (ctx, input) => ({
  message: "Payment Verified successfully",
  order: await verifyPayment(ctx, input),
}));
