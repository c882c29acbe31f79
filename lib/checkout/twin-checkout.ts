import "server-only";
import { z } from "zod";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseInput } from "@/lib/validation";
import { paymentProvider } from "@/lib/payments/provider";
import { checkoutPayload, sign } from "@/lib/payments/signature";
import { twinId } from "@/lib/payments/twin";
import { handlePaymentWebhook } from "./webhook";

// The twin's checkout window, on the server: Pay makes a payment id and signs it exactly as
// Razorpay does (with the demo secret), and the signed webhook that Razorpay would send follows;
// Fail produces payment.failed. Only in demo mode without Razorpay keys; otherwise "not found".
export type CheckoutResponse = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
export type TwinWebhook = { body: string; headers: Headers };

const twinOrderSchema = z.object({ razorpay_order_id: z.string({ error: "razorpay_order_id is required" }).min(1).max(100) });

async function twinPayment(ctx: Ctx, input: unknown) {
  const caller = requireUser(ctx.caller);
  const provider = paymentProvider();
  if (provider.name !== "twin") throw new AppError("not_found", "Not found");
  const { razorpay_order_id } = parseInput(twinOrderSchema, input);
  const payment = await getDb().payment.findUnique({ where: { providerOrderId: razorpay_order_id } });
  if (!payment || payment.userId !== caller.id) throw new AppError("not_found", "Payment not found");
  return { payment, provider };
}

function signedWebhook(secret: string, event: string, entity: Record<string, unknown>): TwinWebhook {
  const body = JSON.stringify({
    entity: "event",
    account_id: "acc_twin_demo",
    event,
    contains: ["payment"],
    payload: { payment: { entity: { entity: "payment", currency: "INR", method: "card", ...entity } } },
    created_at: Math.floor(Date.now() / 1000),
  });
  const headers = new Headers({ "x-razorpay-signature": sign(body, secret), "x-razorpay-event-id": twinId("evt") });
  return { body, headers };
}

/** Pay in the test dialog: what Razorpay's handler gives the browser, and the webhook to deliver after. */
export async function twinPay(ctx: Ctx, input: unknown): Promise<{ response: CheckoutResponse; webhook: TwinWebhook }> {
  const { payment, provider } = await twinPayment(ctx, input);
  const paymentId = twinId("pay");
  const webhook = signedWebhook(provider.webhookSecret, "payment.captured", {
    id: paymentId,
    order_id: payment.providerOrderId,
    amount: payment.amountPaise,
    status: "captured",
  });
  return {
    response: {
      razorpay_order_id: payment.providerOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(checkoutPayload(payment.providerOrderId, paymentId), provider.keySecret),
    },
    webhook,
  };
}

/** Fail in the test dialog: the payment.failed webhook Razorpay would send. */
export async function twinFail(ctx: Ctx, input: unknown): Promise<{ webhook: TwinWebhook }> {
  const { payment, provider } = await twinPayment(ctx, input);
  return {
    webhook: signedWebhook(provider.webhookSecret, "payment.failed", {
      id: twinId("pay"),
      order_id: payment.providerOrderId,
      amount: payment.amountPaise,
      status: "failed",
      error_description: "The test payment was declined in the test-payment dialog",
    }),
  };
}

/** Delivers a twin webhook to the same handler Razorpay's reach; a failure is logged, as a provider would retry. */
export async function deliverTwinWebhook(webhook: TwinWebhook): Promise<void> {
  try {
    await handlePaymentWebhook(webhook.body, webhook.headers);
  } catch (error) {
    console.error("The twin's webhook failed:", error);
  }
}
