"use server";

import { after } from "next/server";
import { keepLanguage } from "@/lib/accounts/language";
import { runAction } from "@/lib/http/action";
import { capturePayment } from "./capture-payment";
import { verifyPayment } from "./settle-payment";
import { startCodPayNow, verifyCodPayNow } from "./cod-pay-now";
import { startAdvancePayment } from "./cod-advance";
import { deliverTwinWebhook, twinFail, twinFailCod, twinPay, twinPayCod } from "./twin-checkout";

// The web door of online payment: thin calls, no rules of their own.
/** `language`: the booking page's, kept on her account before the order's messages are written (decision 122). */
export async function capturePaymentAction(input: unknown, language?: unknown) {
  return runAction(async (ctx) => {
    if (ctx.caller) await keepLanguage({ id: ctx.caller.id }, language);
    return capturePayment(ctx, input);
  });
}

export async function verifyPaymentAction(input: unknown) {
  return runAction((ctx) => verifyPayment(ctx, input));
}

/** The twin's Pay: the browser gets what Razorpay's handler gets; the signed webhook follows the answer. */
export async function twinPayAction(input: unknown) {
  return runAction(async (ctx) => {
    const { response, webhook } = await twinPay(ctx, input);
    after(() => deliverTwinWebhook(webhook));
    return response;
  });
}

export async function twinFailAction(input: unknown) {
  return runAction(async (ctx) => {
    const { webhook } = await twinFail(ctx, input);
    after(() => deliverTwinWebhook(webhook));
    return null;
  });
}

/** `{ orderId }`: the advance of the caller's cash-on-delivery order, paid like Pay Now (verifyPaymentAction). */
export async function startAdvancePaymentAction(input: unknown) {
  return runAction((ctx) => startAdvancePayment(ctx, input));
}

/** A confirmation page's "Pay now instead": `{ orderId, key }` (the link's key; the owner needs none). */
export async function startCodPayNowAction(input: unknown) {
  return runAction((ctx) => startCodPayNow(ctx, input));
}

/** `{ orderId, key, response }`: checkout's three fields for that payment. */
export async function verifyCodPayNowAction(input: unknown) {
  return runAction(async (ctx) => {
    const order = await verifyCodPayNow(ctx, input);
    return { id: order.id };
  });
}

export async function twinPayCodAction(input: unknown) {
  return runAction(async (ctx) => {
    const { response, webhook } = await twinPayCod(ctx, input);
    after(() => deliverTwinWebhook(webhook));
    return response;
  });
}

export async function twinFailCodAction(input: unknown) {
  return runAction(async (ctx) => {
    const { webhook } = await twinFailCod(ctx, input);
    after(() => deliverTwinWebhook(webhook));
    return null;
  });
}
