import { startGiftCardPurchase } from "@/lib/checkout/gift-card-purchase";
import { apiRoute } from "@/lib/http/api-route";

// Beyond the spec (issue 51): a shopper opens the online payment of a gift card (no COD, no credit).
export const POST = apiRoute("user", async (ctx, input) => startGiftCardPurchase(ctx, input));
