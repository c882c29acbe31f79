import "server-only";
import { hit, LIMITS } from "@/lib/auth/rate-limit";
import { getDb } from "@/lib/db";
import { paymentProvider } from "@/lib/payments/provider";
import { paiseToRupees } from "@/lib/pricing";
import type { CapturedPayment } from "./capture-payment";

type PlacedOrder = { id: string; publicOrderId: string; userId: string | null };

/**
 * Opens a provider order for part or all of an order already placed (paying a cash-on-delivery order
 * online instead, or its advance): the Payment row keeps `draft`, which names the order it pays, so
 * settlePayment knows what a verified payment does.
 */
export async function openOrderPayment(order: PlacedOrder, amountPaise: number, draft: Record<string, string>): Promise<CapturedPayment> {
  await hit(LIMITS.capturePaymentPerAccount(order.userId ?? order.id));
  const provider = paymentProvider();
  const created = await provider.createOrder({
    amountPaise,
    receipt: `c_${order.id}`.slice(0, 40),
    notes: { orderId: order.id, publicOrderId: order.publicOrderId },
  });
  const db = getDb();
  await db.payment.create({
    data: {
      userId: order.userId,
      provider: provider.name,
      providerOrderId: created.id,
      amountPaise,
      currency: created.currency,
      orderDraft: draft,
    },
  });
  const buyer = order.userId ? await db.user.findUnique({ where: { id: order.userId }, select: { fullname: true, email: true } }) : null;
  return {
    payment: { id: created.id, amount: amountPaise, currency: created.currency },
    totalPrice: paiseToRupees(amountPaise),
    key: provider.keyId,
    provider: provider.name,
    prefill: { name: buyer?.fullname ?? "", email: buyer?.email ?? "" },
  };
}
