import { verifyGiftCardPayment } from "@/lib/checkout/settle-payment";
import { apiRoute } from "@/lib/http/api-route";

// Beyond the spec (issue 51): Checkout's three fields for a gift card's payment; the card is written once.
export const POST = apiRoute("user", async (ctx, input) => ({ message: "Gift card paid", ...(await verifyGiftCardPayment(ctx, input)) }));
