import { redeemGiftCard } from "@/lib/gift-cards/redeem";
import { apiRoute } from "@/lib/http/api-route";
import { paiseToRupees } from "@/lib/pricing";

// Beyond the spec (issue 51): a shopper turns a gift card into store credit; answers her balance in rupees.
export const POST = apiRoute("user", async (ctx, input) => {
  const { balancePaise } = await redeemGiftCard(ctx, input);
  return { message: "Gift card added to your store credit", balance: paiseToRupees(balancePaise) };
});
