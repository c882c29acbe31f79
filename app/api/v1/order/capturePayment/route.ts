import { apiRoute } from "@/lib/http/api-route";
import { capturePayment } from "@/lib/checkout/capture-payment";
import { toOrderApi } from "@/lib/orders/model/api-view";

// { addressId, cart, useStoreCredit? } → { success, payment: { id, amount (paise, as Razorpay's order), currency }, totalPrice (rupees), key, provider, prefill };
// an order store credit covers in full is placed at once: { success, message, order }.
export const POST = apiRoute("user", async (ctx, input) => {
  const result = await capturePayment(ctx, input);
  return "order" in result
    ? { message: "Order placed successfully", order: toOrderApi(result.order) }
    : { message: "Payment created", ...result };
});
