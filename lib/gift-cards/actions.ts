"use server";

import { runAction } from "@/lib/http/action";
import { formatINR } from "@/lib/pricing";
import { voidedMessage, voidGiftCard } from "./admin";
import { issueGiftCard } from "./issue";
import { redeemGiftCard } from "./redeem";

// The web door of gift cards: the shopper's redeem on her account page, the owner's issue and void.
export async function redeemGiftCardAction(input: unknown) {
  return runAction(async (ctx) => {
    const { balancePaise } = await redeemGiftCard(ctx, input);
    return `Gift card added: your store credit is ${formatINR(balancePaise)}`;
  });
}

/** Answers the new card's code: the one time it is shown. */
export async function issueGiftCardAction(input: unknown) {
  return runAction(async (ctx) => {
    const card = await issueGiftCard(ctx, input);
    return { code: card.code, amountPaise: card.amountPaise, expiresAt: card.expiresAt };
  });
}

export async function voidGiftCardAction(input: unknown) {
  return runAction(async (ctx) => voidedMessage(await voidGiftCard(ctx, input)));
}
