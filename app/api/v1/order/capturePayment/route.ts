import { apiRoute } from "@/lib/http/api-route";
import { capturePayment } from "@/lib/payments/capture-payment";

// { addressId, cart } → { success, payment: { id, amount (rupees), currency }, key, provider, prefill }
export const POST = apiRoute("user", async (ctx, input) => ({ message: "Payment created", ...(await capturePayment(ctx, input)) }));
