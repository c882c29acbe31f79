import { afterAll, describe, expect, it, vi } from "vitest";
import { POST as capturePaymentRoute } from "@/app/api/v1/order/capturePayment/route";
import { POST as verifyPaymentRoute } from "@/app/api/v1/order/verifyPayment/route";
import { POST as cashOnDeliveryRoute } from "@/app/api/v1/order/cashOnDelivery/route";
import { POST as webhookRoute } from "@/app/api/v1/payments/webhook/route";
import { LIMITS } from "@/lib/auth/rate-limit";
import { MAX_OPEN_ORDERS, TOO_MANY_OPEN_ORDERS } from "@/lib/orders/place/open-orders";
import { LATE_AFTER_RETRY } from "@/lib/checkout/settle-payment";
import { checkoutPayload, sign } from "@/lib/payments/signature";
import { TWIN_KEY_ID, TWIN_KEY_SECRET, TWIN_WEBHOOK_SECRET, twinProvider } from "@/lib/payments/twin";
import { twinFail, twinPay, type TwinWebhook } from "@/lib/checkout/twin-checkout";
import { cartTotals, formatINR } from "@/lib/pricing";
import { APP_ORIGIN, db } from "../../support/api";
import { storedCart } from "../cart/fixtures";
import { buyer, callOrder, kurta, openedPayment, ordersOf, stockOf, type Buyer } from "./fixtures";

afterAll(() => db.$disconnect());

const capture = (user: Buyer, body: Record<string, unknown>) =>
  callOrder(capturePaymentRoute, { path: "/api/v1/order/capturePayment", token: user.token, json: body });
const verify = (user: Buyer, body: Record<string, unknown>) =>
  callOrder(verifyPaymentRoute, { path: "/api/v1/order/verifyPayment", token: user.token, json: body });

async function deliver(webhook: TwinWebhook) {
  const response = await webhookRoute(
    new Request(new URL("/api/v1/payments/webhook", APP_ORIGIN), { method: "POST", headers: webhook.headers, body: webhook.body }),
  );
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; message?: string; handled?: string; duplicate?: boolean },
  };
}

/**
 * Runs the requests while this test holds the account's order lock (the one placing an order takes,
 * lib/orders/open-orders.ts), and lets it go once `waiting` sessions of the database wait on a lock.
 */
async function whileAccountOrdersWait<T>(userId: string, waiting: number, requests: () => Promise<T>): Promise<T> {
  let release!: () => void;
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const holder = db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`open-orders:${userId}`}, 0))`;
      holding();
      await new Promise<void>((resolve) => (release = resolve));
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
  await held;
  const answers = requests();
  try {
    for (;;) {
      const [{ count }] = await db.$queryRaw<[{ count: number }]>`
        SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      if (count >= waiting) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    release();
    await holder;
  }
  return answers;
}

/** A buyer with 2 × Indigo S in the cart and a captured-payment order opened for it. */
const paying = openedPayment;

const expectedTotal = cartTotals([{ pricePaise: 149_900, cutPricePaise: 199_900, quantity: 2 }]).totalPaise;

describe("capturePayment", () => {
  it("opens a provider order for the amount the server computed, ignoring any amount sent", async () => {
    const user = await buyer();
    const { S } = await kurta({}, false);
    const { status, body } = await capture(user, {
      addressId: user.addressId,
      amount: 1,
      cart: JSON.stringify([{ sizeId: S.id, quantity: 2, price: 1 }]),
    });
    expect(status).toBe(200);
    // Razorpay's order as Checkout takes it: paise; the rupees apart.
    expect(body.payment).toEqual({ id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/), amount: expectedTotal, currency: "INR" });
    expect(body.totalPrice).toBe(expectedTotal / 100);
    expect(body.key).toBe(TWIN_KEY_ID);
    expect(body.provider).toBe("twin");
    const row = await db.payment.findUniqueOrThrow({ where: { providerOrderId: body.payment!.id } });
    expect(row).toMatchObject({ userId: user.id, amountPaise: expectedTotal, status: "CREATED", orderId: null, provider: "twin" });
    // Nothing is taken until the payment is verified.
    expect(await stockOf(S.id)).toBe(10);
  });

  it("refuses what cash on delivery refuses: unverified, no address, empty cart, short stock", async () => {
    const { S } = await kurta({ S: 1 }, false);
    const unverified = await buyer({ verified: false });
    expect((await capture(unverified, { addressId: unverified.addressId, cart: [{ sizeId: S.id, quantity: 1 }] })).body.message).toBe(
      "Please verify your account from manage account",
    );
    const user = await buyer();
    expect((await capture(user, { cart: [{ sizeId: S.id, quantity: 1 }] })).body.message).toBe("Select Any Address");
    expect((await capture(user, { addressId: user.addressId, cart: [] })).body.message).toBe("Your cart is empty");
    const short = await capture(user, { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 2 }] });
    expect(short.status).toBe(409);
    expect(short.body.message).toBe("Only 1 left of Chikankari Kurta - Indigo - S");
  });
});

describe("verifyPayment", () => {
  it("places the paid order once: stock down, cart emptied, email, Payment captured with the order", async () => {
    const { user, S, paymentId } = await paying();
    const { response } = await twinPay(user.ctx, { razorpay_order_id: paymentId });
    expect(response.razorpay_signature).toBe(sign(checkoutPayload(paymentId, response.razorpay_payment_id), TWIN_KEY_SECRET));

    const verified = await verify(user, { ...response, amount: 1, totalPrice: 1 });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe("Payment Verified successfully");
    expect(verified.body.order).toMatchObject({
      paymentType: "Prepaid",
      paymentId: response.razorpay_payment_id,
      paymentStatus: "Paid (Prepaid)",
      totalPrice: expectedTotal / 100,
    });
    expect(await stockOf(S.id)).toBe(3);
    expect(await storedCart(user.id)).toEqual({});
    expect(await db.emailOutbox.count({ where: { to: user.email, template: "order-confirmation" } })).toBe(1);
    const payment = await db.payment.findUniqueOrThrow({ where: { providerOrderId: paymentId } });
    expect(payment).toMatchObject({
      status: "CAPTURED",
      providerPaymentId: response.razorpay_payment_id,
      orderId: verified.body.order!._id,
    });
  });

  it("a forged signature is refused and changes nothing", async () => {
    const { user, S, paymentId } = await paying();
    const { response } = await twinPay(user.ctx, { razorpay_order_id: paymentId });
    const forgeries = [
      { ...response, razorpay_signature: sign(checkoutPayload(paymentId, response.razorpay_payment_id), "guessed-secret") },
      { ...response, razorpay_signature: response.razorpay_signature.replace(/.$/, (c) => (c === "0" ? "1" : "0")) },
      { ...response, razorpay_payment_id: "pay_SomeoneElses01" },
      { ...response, razorpay_signature: "" },
    ];
    for (const forged of forgeries) {
      const { status, body } = await verify(user, forged);
      expect(status).toBe(400);
      expect(body.success).toBe(false);
    }
    expect((await verify(user, forgeries[0]!)).body.message).toBe("Payment could not be verified");
    expect(await stockOf(S.id)).toBe(5);
    expect(await ordersOf(user.id)).toEqual([]);
  });

  it("another user's payment cannot be verified by them", async () => {
    const { user, paymentId } = await paying();
    const { response } = await twinPay(user.ctx, { razorpay_order_id: paymentId });
    const thief = await buyer();
    const stolen = await verify(thief, response);
    expect(stolen.status).toBe(404);
    expect(await ordersOf(thief.id)).toEqual([]);
    await expect(twinPay(thief.ctx, { razorpay_order_id: paymentId })).rejects.toThrow("Payment not found");
  });
});

describe("the webhook", () => {
  it("a wrong or missing signature is refused", async () => {
    const { user, paymentId, S } = await paying();
    const { webhook } = await twinPay(user.ctx, { razorpay_order_id: paymentId });
    const wrong = new Headers(webhook.headers);
    wrong.set("x-razorpay-signature", sign(webhook.body, "not-the-webhook-secret"));
    const refused = await deliver({ body: webhook.body, headers: wrong });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message: "Invalid webhook signature" });
    const unsigned = new Headers(webhook.headers);
    unsigned.delete("x-razorpay-signature");
    expect((await deliver({ body: webhook.body, headers: unsigned })).status).toBe(400);
    // A body changed after signing.
    expect((await deliver({ body: webhook.body.replace(/"amount":\d+/, '"amount":1'), headers: webhook.headers })).status).toBe(400);
    expect(await stockOf(S.id)).toBe(5);
    expect(await ordersOf(user.id)).toEqual([]);
  });

  it("places the order when the browser never came back", async () => {
    const { user, paymentId, S } = await paying();
    const { webhook } = await twinPay(user.ctx, { razorpay_order_id: paymentId });
    expect(webhook.headers.get("x-razorpay-signature")).toBe(sign(webhook.body, TWIN_WEBHOOK_SECRET));
    const delivered = await deliver(webhook);
    expect(delivered.status).toBe(200);
    expect(delivered.body.handled).toBe("placed");
    const orders = await ordersOf(user.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ paymentType: "PREPAID", providerOrderId: paymentId, totalPaise: expectedTotal });
    expect(await stockOf(S.id)).toBe(3);
  });

  it("order.paid places it too", async () => {
    const { user, paymentId } = await paying();
    const { response } = await twinPay(user.ctx, { razorpay_order_id: paymentId });
    const body = JSON.stringify({
      event: "order.paid",
      payload: {
        order: { entity: { id: paymentId, amount: expectedTotal, status: "paid" } },
        payment: { entity: { id: response.razorpay_payment_id, order_id: paymentId, amount: expectedTotal, status: "captured" } },
      },
    });
    const headers = new Headers({ "x-razorpay-signature": sign(body, TWIN_WEBHOOK_SECRET), "x-razorpay-event-id": `evt_${paymentId}` });
    expect((await deliver({ body, headers })).body.handled).toBe("placed");
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it("payment exactly once: the webhook and verify at the same moment, its replay and verify again give one paid order", async () => {
    const { user, paymentId, S } = await paying();
    const { response, webhook } = await twinPay(user.ctx, { razorpay_order_id: paymentId });
    // A barrier: the account's order lock is held while both requests start settling, and let go
    // only once both are waiting inside the database, so both have begun before either places the order.
    const [first, verified] = await whileAccountOrdersWait(user.id, 2, () => Promise.all([deliver(webhook), verify(user, response)]));
    expect(first.status).toBe(200);
    expect(verified.status).toBe(200);
    const replay = await deliver(webhook);
    expect(replay.body).toEqual({ success: true, handled: "ignored", duplicate: true });
    // The same payment under a new event id (Razorpay's retry of another event) changes nothing either.
    const again = new Headers(webhook.headers);
    again.set("x-razorpay-event-id", "evt_another_delivery");
    expect((await deliver({ body: webhook.body, headers: again })).status).toBe(200);
    expect((await verify(user, response)).body.order!._id).toBe(verified.body.order!._id);

    const orders = await ordersOf(user.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.id).toBe(verified.body.order!._id);
    expect(await stockOf(S.id)).toBe(3);
    expect(await db.emailOutbox.count({ where: { to: user.email, template: "order-confirmation" } })).toBe(1);
  });

  it("payment.failed is recorded and the cart stays as it was", async () => {
    const { user, paymentId, S, cart } = await paying();
    const { webhook } = await twinFail(user.ctx, { razorpay_order_id: paymentId });
    expect((await deliver(webhook)).body.handled).toBe("failed recorded");
    const payment = await db.payment.findUniqueOrThrow({ where: { providerOrderId: paymentId } });
    expect(payment).toMatchObject({
      status: "FAILED",
      failureReason: "The test payment was declined in the test-payment dialog",
      orderId: null,
    });
    expect(await storedCart(user.id)).toEqual({ [S.id]: cart[0]!.quantity });
    expect(await stockOf(S.id)).toBe(5);
  });
});

describe("paid, but the stock is gone by then", () => {
  it("ends in a recorded refund, the shopper is told, and nothing is taken", async () => {
    const { user, paymentId, S } = await paying(2);
    const { response, webhook } = await twinPay(user.ctx, { razorpay_order_id: paymentId });
    // Someone else bought the last pieces while this shopper was paying.
    await db.sizeStock.update({ where: { id: S.id }, data: { stock: 1 } });

    const verified = await verify(user, response);
    expect(verified.status).toBe(409);
    expect(verified.body.message).toBe("Only 1 left of Chikankari Kurta - Indigo - S. Your payment of ₹3,147.90 has been refunded.");
    const payment = await db.payment.findUniqueOrThrow({ where: { providerOrderId: paymentId } });
    expect(payment).toMatchObject({ status: "REFUNDED", providerPaymentId: response.razorpay_payment_id, orderId: null });
    expect(payment.refundId).toMatch(/^rfnd_/);
    expect(payment.refundedAt).toBeInstanceOf(Date);
    expect(await db.auditLog.count({ where: { entityType: "Payment", entityId: payment.id, action: "payment.refunded" } })).toBe(1);
    expect(await stockOf(S.id)).toBe(1);
    expect(await ordersOf(user.id)).toEqual([]);

    // The webhook arriving afterwards, and a second verify, neither place an order nor refund twice.
    expect((await deliver(webhook)).body.handled).toBe("refunded");
    expect((await verify(user, response)).status).toBe(409);
    const after = await db.payment.findUniqueOrThrow({ where: { providerOrderId: paymentId } });
    expect(after.refundId).toBe(payment.refundId);
    expect(await ordersOf(user.id)).toEqual([]);
  });
});

describe("a second payment for the same provider order", () => {
  it("is refunded automatically, once, and the order stays the one paid", async () => {
    const { user, paymentId } = await paying();
    const first = await twinPay(user.ctx, { razorpay_order_id: paymentId });
    expect((await verify(user, first.response)).status).toBe(200);
    const refunds = vi.spyOn(twinProvider, "refund");
    try {
      // The shopper pays again (another tab, a double click): webhook, its redelivery, and verify.
      const second = await twinPay(user.ctx, { razorpay_order_id: paymentId });
      expect((await deliver(second.webhook)).body.handled).toBe("refunded");
      const redelivered = { ...second.webhook, headers: new Headers(second.webhook.headers) };
      redelivered.headers.set("x-razorpay-event-id", `${second.webhook.headers.get("x-razorpay-event-id")}-again`);
      expect((await deliver(redelivered)).body.handled).toBe("refunded");
      const verified = await verify(user, second.response);
      expect(verified.status).toBe(409);
      expect(verified.body.message).toBe("This order was already paid for, so your second payment of ₹3,147.90 has been refunded.");
      expect(refunds.mock.calls).toEqual([[second.response.razorpay_payment_id, 314_790, expect.any(Object)]]);
    } finally {
      refunds.mockRestore();
    }
    // The first payment still stands for the one order.
    const payment = await db.payment.findUniqueOrThrow({ where: { providerOrderId: paymentId } });
    expect(payment).toMatchObject({ status: "CAPTURED", providerPaymentId: first.response.razorpay_payment_id, refundId: null });
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await db.auditLog.count({ where: { entityId: payment.id, action: "payment.second_refunded" } })).toBe(1);
  });

  it("is refunded too when the first payment was itself refunded (its order could not be placed)", async () => {
    const { user, S, paymentId } = await paying();
    await db.sizeStock.update({ where: { id: S.id }, data: { stock: 1 } });
    const first = await twinPay(user.ctx, { razorpay_order_id: paymentId });
    expect((await verify(user, first.response)).status).toBe(409);
    const second = await twinPay(user.ctx, { razorpay_order_id: paymentId });
    const verified = await verify(user, second.response);
    expect([verified.status, verified.body.message]).toEqual([
      409,
      expect.stringContaining("second payment of ₹3,147.90 has been refunded"),
    ]);
    expect(
      await db.auditLog.count({
        where: { action: "payment.second_refunded", data: { path: ["providerPaymentId"], equals: second.response.razorpay_payment_id } },
      }),
    ).toBe(1);
  });
});

describe("a late authorisation (a failed payment that the bank confirms later)", () => {
  it("places the order if it still can, as Razorpay advises for shops that can still deliver", async () => {
    const { user, S, paymentId } = await paying();
    expect((await deliver((await twinFail(user.ctx, { razorpay_order_id: paymentId })).webhook)).body.handled).toBe("failed recorded");
    const late = await twinPay(user.ctx, { razorpay_order_id: paymentId });
    expect((await deliver(late.webhook)).body.handled).toBe("placed");
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await stockOf(S.id)).toBe(3);
  });

  it("is refunded when the shopper has paid for an order since, and places nothing", async () => {
    const { user, S, cart, paymentId } = await paying(10);
    expect((await deliver((await twinFail(user.ctx, { razorpay_order_id: paymentId })).webhook)).body.handled).toBe("failed recorded");
    // The shopper tries again with a new checkout, which goes through.
    const retry = await capture(user, { addressId: user.addressId, cart });
    const paid = await twinPay(user.ctx, { razorpay_order_id: retry.body.payment!.id });
    expect((await verify(user, paid.response)).status).toBe(200);

    const late = await twinPay(user.ctx, { razorpay_order_id: paymentId });
    expect((await deliver(late.webhook)).body.handled).toBe("refunded");
    const payment = await db.payment.findUniqueOrThrow({ where: { providerOrderId: paymentId } });
    expect(payment).toMatchObject({ status: "REFUNDED", orderId: null, failureReason: LATE_AFTER_RETRY });
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await stockOf(S.id)).toBe(8);
  });
});

describe("open orders per account", () => {
  it(`are capped at ${MAX_OPEN_ORDERS} Pending or unpaid: the next cash-on-delivery order and online payment are refused with 409`, async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 20 });
    const order = () =>
      callOrder(cashOnDeliveryRoute, {
        path: "/api/v1/order/cashOnDelivery",
        token: user.token,
        json: { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 1 }] },
      });
    for (let i = 0; i < MAX_OPEN_ORDERS; i++) expect((await order()).status).toBe(200);
    // Confirmed and shipped cash-on-delivery orders are still unpaid.
    const placed = await ordersOf(user.id);
    await db.order.update({ where: { id: placed[0]!.id }, data: { status: "SHIPPED" } });

    const refused = await order();
    expect([refused.status, refused.body]).toEqual([409, { success: false, message: TOO_MANY_OPEN_ORDERS }]);
    const online = await capture(user, { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 1 }] });
    expect([online.status, online.body.message]).toEqual([409, TOO_MANY_OPEN_ORDERS]);
    expect(await stockOf(S.id)).toBe(20 - MAX_OPEN_ORDERS);

    // A failed delivery is still unpaid; a parcel coming back, or a delivered (paid) order, frees a place.
    await db.order.update({ where: { id: placed[0]!.id }, data: { status: "DELIVERY_FAILED" } });
    expect((await order()).status).toBe(409);
    await db.order.update({ where: { id: placed[0]!.id }, data: { status: "RTO_INITIATED" } });
    expect((await order()).status).toBe(200);
    await db.order.update({ where: { id: placed[1]!.id }, data: { status: "DELIVERED" } });
    expect((await order()).status).toBe(200);
  });
});

describe("open orders per account, under concurrency", () => {
  it(`10 cash-on-delivery orders at once from one account: exactly ${MAX_OPEN_ORDERS} placed, the others a 409 that says why`, async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 20 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        callOrder(cashOnDeliveryRoute, {
          path: "/api/v1/order/cashOnDelivery",
          token: user.token,
          json: { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 1 }] },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(MAX_OPEN_ORDERS);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.status, r.body])).toEqual(
      Array(10 - MAX_OPEN_ORDERS).fill([409, { success: false, message: TOO_MANY_OPEN_ORDERS }]),
    );
    expect(await ordersOf(user.id)).toHaveLength(MAX_OPEN_ORDERS);
    expect(await stockOf(S.id)).toBe(20 - MAX_OPEN_ORDERS);
  });

  it(`7 payments opened, then paid one after another: ${MAX_OPEN_ORDERS} orders, the other payments refunded with the reason`, async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 20 }, false);
    const body = { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 1 }] };
    const opened: string[] = [];
    for (let i = 0; i < 7; i++) {
      const captured = await capture(user, body);
      expect(captured.status).toBe(200);
      opened.push(captured.body.payment!.id);
    }
    const amount = cartTotals([{ pricePaise: 149_900, cutPricePaise: 199_900, quantity: 1 }]).totalPaise;
    const answers = [];
    for (const paymentId of opened) answers.push(await verify(user, (await twinPay(user.ctx, { razorpay_order_id: paymentId })).response));
    expect(answers.slice(0, MAX_OPEN_ORDERS).map((a) => a.status)).toEqual(Array(MAX_OPEN_ORDERS).fill(200));
    expect(answers.slice(MAX_OPEN_ORDERS).map((a) => [a.status, a.body.message])).toEqual(
      Array(7 - MAX_OPEN_ORDERS).fill([409, `${TOO_MANY_OPEN_ORDERS} Your payment of ${formatINR(amount)} has been refunded.`]),
    );
    expect(await ordersOf(user.id)).toHaveLength(MAX_OPEN_ORDERS);
    expect(await stockOf(S.id)).toBe(20 - MAX_OPEN_ORDERS);
    const refunded = await db.payment.findMany({ where: { providerOrderId: { in: opened.slice(MAX_OPEN_ORDERS) } } });
    expect(refunded.map((p) => [p.status, p.orderId, p.failureReason])).toEqual(
      Array(7 - MAX_OPEN_ORDERS).fill(["REFUNDED", null, TOO_MANY_OPEN_ORDERS]),
    );
    for (const payment of refunded) expect(payment.refundId).toMatch(/^rfnd_/);
  });
});

describe("capturePayment per account", () => {
  it(`is limited to ${LIMITS.capturePaymentPerAccount("x").max} payments in 15 minutes (429 after)`, async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 5 }, false);
    const body = { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 1 }] };
    for (let i = 0; i < LIMITS.capturePaymentPerAccount(user.id).max; i++) expect((await capture(user, body)).status).toBe(200);
    const refused = await capture(user, body);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(await db.payment.count({ where: { userId: user.id } })).toBe(LIMITS.capturePaymentPerAccount(user.id).max);
  });
});
