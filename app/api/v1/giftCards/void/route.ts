import { voidedMessage, voidGiftCard } from "@/lib/gift-cards/admin";
import { apiRoute } from "@/lib/http/api-route";
import { paiseToRupees } from "@/lib/pricing";

// Beyond the spec (issue 51): the owner voids a gift card no one has redeemed; a bought one is refunded to its buyer.
export const POST = apiRoute("admin", async (ctx, input) => {
  const voided = await voidGiftCard(ctx, input);
  return { message: voidedMessage(voided), refunded: voided.refundedPaise === null ? null : paiseToRupees(voided.refundedPaise) };
});
