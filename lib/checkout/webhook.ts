import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { paymentProvider } from "@/lib/payments/provider";
import { settlePayment } from "./settle-payment";
import { signatureMatches } from "@/lib/payments/signature";

// The provider's webhook: X-Razorpay-Signature over the raw body with the webhook secret, each
// X-Razorpay-Event-Id handled once. payment.captured and order.paid place the order when the
// shopper's browser never came back; payment.failed is recorded on the Payment row.
export const WEBHOOK_SIGNATURE_MESSAGE = "Invalid webhook signature";

type Entity = { id?: unknown; order_id?: unknown; amount?: unknown; error_description?: unknown };
type WebhookBody = { event?: unknown; payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity } } };

export type WebhookResult = { handled: string; duplicate?: true };

export async function handlePaymentWebhook(rawBody: string, headers: Headers): Promise<WebhookResult> {
  const provider = paymentProvider();
  if (!signatureMatches(rawBody, headers.get("x-razorpay-signature"), provider.webhookSecret)) {
    throw new AppError("validation", WEBHOOK_SIGNATURE_MESSAGE);
  }
  const eventId = headers.get("x-razorpay-event-id")?.slice(0, 100) || null;
  const db = getDb();
  if (eventId && (await db.webhookEvent.findUnique({ where: { id: eventId }, select: { id: true } }))) {
    return { handled: "ignored", duplicate: true };
  }
  let body: WebhookBody;
  try {
    body = JSON.parse(rawBody) as WebhookBody;
  } catch {
    throw new AppError("validation", "The webhook body is not valid JSON");
  }
  const event = typeof body.event === "string" ? body.event : "";
  const payment = body.payload?.payment?.entity ?? {};
  const providerOrderId = typeof payment.order_id === "string" ? payment.order_id : body.payload?.order?.entity?.id;
  const providerPaymentId = payment.id;
  let handled = "ignored";
  if (typeof providerOrderId === "string" && typeof providerPaymentId === "string") {
    const row = await db.payment.findUnique({ where: { providerOrderId }, select: { id: true, amountPaise: true, status: true } });
    if (!row) {
      handled = "unknown payment";
    } else if ((event === "payment.captured" || event === "order.paid") && payment.amount === row.amountPaise) {
      handled = (await settlePayment(providerOrderId, providerPaymentId, null)).outcome;
    } else if (event === "payment.failed") {
      const reason = typeof payment.error_description === "string" ? payment.error_description.slice(0, 500) : "Payment failed";
      await db.payment.updateMany({
        where: { id: row.id, status: { in: ["CREATED", "FAILED"] } },
        data: { status: "FAILED", failureReason: reason },
      });
      handled = "failed recorded";
    }
  }
  if (eventId)
    await db.webhookEvent.createMany({ data: [{ id: eventId, provider: provider.name, type: event.slice(0, 100) }], skipDuplicates: true });
  return { handled };
}
