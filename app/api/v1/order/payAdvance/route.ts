import { apiRoute } from "@/lib/http/api-route";
import { startAdvancePayment } from "@/lib/checkout/cod-advance";

// { orderId } → { success, payment: { id, amount (paise), currency }, totalPrice (rupees), key, provider, prefill }:
// the advance a cash-on-delivery order asks (its advanceDue), then verifyPayment as for Pay Now (decision 115).
export const POST = apiRoute("user", async (ctx, input) => ({ message: "Payment created", ...(await startAdvancePayment(ctx, input)) }));
