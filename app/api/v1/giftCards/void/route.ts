import { voidGiftCard } from "@/lib/gift-cards/admin";
import { apiRoute } from "@/lib/http/api-route";

// Beyond the spec (issue 51): the owner voids a gift card no one has redeemed.
export const POST = apiRoute("admin", async (ctx, input) => {
  await voidGiftCard(ctx, input);
  return { message: "Gift card voided" };
});
