import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireVerified } from "@/lib/auth/guards";
import { hit, LIMITS } from "@/lib/auth/rate-limit";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { assertDeliverable, giftCardDraft, sendInstant } from "@/lib/gift-cards/purchase";
import { buyCardSchema } from "@/lib/gift-cards/schemas";
import { paymentProvider } from "@/lib/payments/provider";
import { paiseToRupees } from "@/lib/pricing";
import { parseInput } from "@/lib/validation";
import type { CapturedPayment } from "./capture-payment";

// The gift-card page's Pay: like an order's capturePayment, a provider order is opened for exactly the
// card's amount and the Payment row keeps what was asked for, so the payment (verified by the browser
// or reported by the webhook, whichever first) becomes one card, once (settle-payment.ts). Online only:
// no cash on delivery, store credit or gift card pays for a gift card, and no GST is charged (a voucher).
export async function startGiftCardPurchase(ctx: Ctx, input: unknown): Promise<CapturedPayment> {
  const caller = requireVerified(ctx.caller);
  await hit(LIMITS.capturePaymentPerAccount(caller.id));
  const card = parseInput(buyCardSchema, input);
  assertDeliverable(card);
  const sendAt = sendInstant(card.sendOn, clock.now());
  const provider = paymentProvider();
  const opened = await provider.createOrder({
    amountPaise: card.amountPaise,
    receipt: `g_${caller.id}`.slice(0, 40),
    notes: { userId: caller.id, kind: "gift card" },
  });
  await getDb().payment.create({
    data: {
      userId: caller.id,
      provider: provider.name,
      providerOrderId: opened.id,
      amountPaise: card.amountPaise,
      currency: opened.currency,
      orderDraft: giftCardDraft(card, sendAt),
    },
  });
  return {
    payment: { id: opened.id, amount: card.amountPaise, currency: opened.currency },
    totalPrice: paiseToRupees(card.amountPaise),
    key: provider.keyId,
    provider: provider.name,
    prefill: { name: caller.fullname, email: caller.email ?? "" },
  };
}
