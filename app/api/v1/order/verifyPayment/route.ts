import { apiRoute } from "@/lib/http/api-route";
import { verifyPayment } from "@/lib/checkout/settle-payment";
import { toOrderApi } from "@/lib/orders/model/api-view";

// { razorpay_order_id, razorpay_payment_id, razorpay_signature } → { success, message, order }
export const POST = apiRoute("user", async (ctx, input) => ({
  message: "Payment Verified successfully",
  order: toOrderApi(await verifyPayment(ctx, input)),
}));
