import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireVerified } from "@/lib/auth/guards";
import { hit, LIMITS } from "@/lib/auth/rate-limit";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { placeRefusal } from "@/lib/orders/cod-rules/decide";
import { codRulesAt } from "@/lib/orders/cod-rules/rules-store";
import { assertRoomForAnOrder } from "@/lib/orders/place/open-orders";
import { prepareOrder } from "@/lib/orders/place/place-order";
import { assertInStock } from "@/lib/orders/place/stock";
import { parseOrderRequest, type OrderRequest } from "@/lib/orders/model/schemas";
import { paiseToRupees } from "@/lib/pricing";
import { requireDelivery } from "@/lib/shipping/serviceability";
import { readBalance } from "@/lib/store-credit/ledger";
import type { OrderView } from "@/lib/orders/model/view";
import { placePaidByCredit } from "./paid-by-credit";
import { paymentProvider } from "@/lib/payments/provider";

// POST /api/v1/order/capturePayment: the first step of paying online. The server prices the
// order itself (any amount the client sends is ignored), opens a provider order for exactly that
// many paise and keeps the order's draft on the Payment row, so verification places that order.
export type CapturedPayment = {
  /** Razorpay's order as Checkout takes it: the amount in paise. */
  payment: { id: string; amount: number; currency: string };
  /** The same amount in rupees, for the shop's own pages. */
  totalPrice: number;
  key: string;
  provider: "razorpay" | "twin";
  prefill: { name: string; email: string };
};

/** Store credit covered the whole order: placed at once, with no payment to open. */
export type PaidByCredit = { order: OrderView };

export async function capturePayment(ctx: Ctx, input: unknown): Promise<CapturedPayment | PaidByCredit> {
  const caller = requireVerified(ctx.caller);
  await hit(LIMITS.capturePaymentPerAccount(caller.id));
  const request = parseOrderRequest(input);
  const db = getDb();
  await assertRoomForAnOrder(db, caller.id);
  const now = new Date();
  const prepared = await prepareOrder(db, caller.id, request, now, "PREPAID");
  assertInStock(prepared.lines);
  await requireDelivery(prepared.address.pinCode, "PREPAID");
  // A place the owner blocked takes no orders; checked before the payment opens, never after it is made.
  const blocked = placeRefusal(await codRulesAt(), prepared.address);
  if (blocked) throw new AppError("validation", blocked);

  const provider = paymentProvider();
  // The credit planned now is spent when the payment is settled; a balance spent meanwhile refunds the payment.
  const storeCreditPaise = request.useStoreCredit ? Math.min(await readBalance(db, caller.id, now), prepared.totals.totalPaise) : 0;
  const amountPaise = prepared.totals.totalPaise - storeCreditPaise;
  const draft = {
    addressId: request.addressId,
    lines: prepared.lines.map(({ size, quantity }) => ({ sizeId: size.id, quantity })),
    // The code priced into this payment, so verifying it places the order at that price or refuses it.
    ...(prepared.coupon ? { coupon: prepared.coupon } : {}),
    ...(storeCreditPaise > 0 ? { storeCreditPaise } : {}),
  } satisfies OrderRequest;
  if (amountPaise === 0) return { order: await placePaidByCredit(caller, draft) };
  const order = await provider.createOrder({ amountPaise, receipt: `u_${caller.id}`.slice(0, 40), notes: { userId: caller.id } });
  await db.payment.create({
    data: {
      userId: caller.id,
      provider: provider.name,
      providerOrderId: order.id,
      amountPaise,
      currency: order.currency,
      orderDraft: draft,
    },
  });
  return {
    payment: { id: order.id, amount: amountPaise, currency: order.currency },
    totalPrice: paiseToRupees(amountPaise),
    key: provider.keyId,
    provider: provider.name,
    prefill: { name: caller.fullname, email: caller.email ?? "" },
  };
}
