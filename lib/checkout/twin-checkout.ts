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
import type { Payment } from "@/lib/generated/prisma/client";
import { assertMayPayCodOrder } from "@/lib/orders/cod/pay-now";
import type { PaymentProvider } from "@/lib/payments/types";
import { codPaymentFor, codPayNowSchema } from "./cod-pay-now";
import { handlePaymentWebhook } from "./webhook";

// The twin's checkout window, on the server: Pay makes a payment id and signs it exactly as
// Razorpay does (with the demo secret), and the signed webhook that Razorpay would send follows;
// Fail produces payment.failed. Only in demo mode without Razorpay keys; otherwise "not found".
export type CheckoutResponse = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
export type TwinWebhook = { body: string; headers: Headers };

const twinOrderSchema = z.object({ razorpay_order_id: z.string({ error: "razorpay_order_id is required" }).min(1).max(100) });

type TwinPayment = { payment: Payment; provider: PaymentProvider };

function twinProvider(): PaymentProvider {
  const provider = paymentProvider();
  if (provider.name !== "twin") throw new AppError("not_found", "Not found");
  return provider;
}

/** The booking page's payment: the caller's own. */
async function twinPayment(ctx: Ctx, input: unknown): Promise<TwinPayment> {
  const caller = requireUser(ctx.caller);
  const provider = twinProvider();
  const { razorpay_order_id } = parseInput(twinOrderSchema, input);
  const payment = await getDb().payment.findUnique({ where: { providerOrderId: razorpay_order_id } });
  if (!payment || payment.userId !== caller.id) throw new AppError("not_found", "Payment not found");
  return { payment, provider };
}

const twinCodSchema = codPayNowSchema.extend(twinOrderSchema.shape);

/** A confirmation page's payment instead of cash: the link's key (or the owner) and a payment opened for that order. */
async function twinCodPayment(ctx: Ctx, input: unknown): Promise<TwinPayment> {
  const provider = twinProvider();
  const { orderId, key, razorpay_order_id } = parseInput(twinCodSchema, input);
  await assertMayPayCodOrder(ctx, orderId, key);
  return { payment: await codPaymentFor(orderId, razorpay_order_id), provider };
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
  return paid(await twinPayment(ctx, input));
}

/** Pay in the test dialog of a confirmation page (`{ orderId, key, razorpay_order_id }`). */
export async function twinPayCod(ctx: Ctx, input: unknown): Promise<{ response: CheckoutResponse; webhook: TwinWebhook }> {
  return paid(await twinCodPayment(ctx, input));
}

function paid({ payment, provider }: TwinPayment): { response: CheckoutResponse; webhook: TwinWebhook } {
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
  return failed(await twinPayment(ctx, input));
}

/** Fail in the test dialog of a confirmation page. */
export async function twinFailCod(ctx: Ctx, input: unknown): Promise<{ webhook: TwinWebhook }> {
  return failed(await twinCodPayment(ctx, input));
}

function failed({ payment, provider }: TwinPayment): { webhook: TwinWebhook } {
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
