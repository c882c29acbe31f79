import { apiRoute } from "@/lib/http/api-route";
import { capturePayment } from "@/lib/checkout/capture-payment";

// { addressId, cart } → { success, payment: { id, amount (paise, as Razorpay's order), currency }, totalPrice (rupees), key, provider, prefill }
export const POST = apiRoute("user", async (ctx, input) => ({ message: "Payment created", ...(await capturePayment(ctx, input)) }));
