import { POST as capturePaymentRoute } from "@/app/api/v1/order/capturePayment/route";
import { POST as verifyPaymentRoute } from "@/app/api/v1/order/verifyPayment/route";
import { twinPay } from "@/lib/checkout/twin-checkout";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { appendLine, readBalance } from "@/lib/store-credit/ledger";
import { callOrder, type Buyer } from "../orders/fixtures";

// The store-credit tests' shared steps: credit given, the balance read, an online payment opened and paid.

export async function giveCredit(user: Buyer, paise: number) {
  await getDb().$transaction((tx) =>
    appendLine(tx, { userId: user.id, amountPaise: paise, reason: "Goodwill", actorId: null }, clock.now()),
  );
}

export const balanceOf = (user: Buyer) => readBalance(getDb(), user.id, clock.now());

export const capture = (user: Buyer, cart: unknown, extra: Record<string, unknown> = {}) =>
  callOrder(capturePaymentRoute, {
    path: "/api/v1/order/capturePayment",
    token: user.token,
    json: { addressId: user.addressId, cart, ...extra },
  });

export async function payOnline(user: Buyer, paymentId: string) {
  const { response } = await twinPay(user.ctx, { razorpay_order_id: paymentId });
  return callOrder(verifyPaymentRoute, { path: "/api/v1/order/verifyPayment", token: user.token, json: response });
}
