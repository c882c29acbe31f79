"use server";

import { keepLanguage } from "@/lib/accounts/language";
import { runAction } from "@/lib/http/action";
import { buyAgain } from "./buy-again";
import { cancelMyOrder } from "./requested-moves";
import { cashOnDelivery } from "./place/place-order";
import { returnOrder } from "./returns/request-return";
import { getReturnQuote } from "./returns/quote-return";
import { answerFromLink } from "./shipments/failed-deliveries";
import { answerCodByKey, type CodAnswer } from "./cod/confirmation";

// The web door of ordering: thin calls, no rules of their own.
/** `language`: the booking page's, kept on her account before the order's messages are written (decision 122). */
export async function cashOnDeliveryAction(input: unknown, idempotencyKey: string, language?: unknown) {
  return runAction(async (ctx) => {
    if (ctx.caller) await keepLanguage({ id: ctx.caller.id }, language);
    return cashOnDelivery(ctx, input, idempotencyKey);
  });
}

export async function cancelMyOrderAction(orderId: string) {
  return runAction((ctx) => cancelMyOrder(ctx, { orderId }));
}

export async function returnOrderAction(input: {
  orderId: string;
  reason: string;
  reasonCode?: string;
  cart?: { _id: string; currQty: number; replaceWith?: string }[];
  refundUpi?: string;
  refundTo?: "original" | "storeCredit";
}) {
  return runAction((ctx) => returnOrder(ctx, input));
}

/** What the return screen's choice would refund: the server's quote, the one the return keeps. */
export async function quoteReturnAction(input: {
  orderId: string;
  cart?: { _id: string; currQty: number; replaceWith?: string }[];
  refundTo?: "original" | "storeCredit";
}) {
  return runAction((ctx) => getReturnQuote(ctx, input));
}

/** The answer to a failed delivery, from the emailed link's page (`key` is the link's). */
export async function answerFailedDeliveryAction(input: unknown, key: string) {
  return runAction(async (ctx) => (await answerFromLink(ctx, input, key)).answer);
}

/** Confirms or cancels a cash-on-delivery order from the texted link's page (`key` is the link's). */
export async function answerCodAction(orderId: string, key: string, answer: CodAnswer) {
  return runAction(() => answerCodByKey(String(orderId), String(key), answer === "cancel" ? "cancel" : "confirm"));
}

/** "Buy again" on an order or one of its items: the result says what went in the cart and what could not. */
export async function buyAgainAction(input: { orderId: string; lineId?: string }) {
  return runAction(async (ctx) => {
    const { cart, added, unavailable, offers } = await buyAgain(ctx, input);
    return { added, unavailable, offers, cartCount: cart.cart.length };
  });
}
