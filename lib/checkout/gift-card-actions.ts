"use server";

import { runAction } from "@/lib/http/action";
import { startGiftCardPurchase } from "./gift-card-purchase";
import { verifyGiftCardPayment } from "./settle-payment";

// The gift-card page's door to paying online: thin calls (the twin's Pay and Fail are the booking page's).
export async function buyGiftCardAction(input: unknown) {
  return runAction((ctx) => startGiftCardPurchase(ctx, input));
}

export async function verifyGiftCardPaymentAction(input: unknown) {
  return runAction((ctx) => verifyGiftCardPayment(ctx, input));
}
