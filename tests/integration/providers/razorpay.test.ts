import { afterAll, describe, expect, it, vi } from "vitest";
import { FAKE_UPI_ID, FAKE_UPI_NAME, startFakeRazorpay, type ScriptedAnswer } from "../../support/fakes/razorpay";

// The real `razorpay` package against a local fake of Razorpay's HTTP API: what the shop sends
// (paths, Basic auth, paise), and what each failure becomes for the shopper: a 4xx or a 503 with a
// message, never a 500, and never money taken without an order (or its refund).
const fake = await startFakeRazorpay();
// Long enough for a loaded machine to reach the local fake; a hung answer waits it out.
const TIMEOUT_MS = 2_000;
Object.assign(process.env, {
  RAZORPAY_KEY_ID: fake.keyId,
  RAZORPAY_KEY_SECRET: fake.keySecret,
  RAZORPAY_WEBHOOK_SECRET: "whsec_contract_test",
  RAZORPAY_BASE_URL: fake.url,
  RAZORPAY_TIMEOUT_MS: String(TIMEOUT_MS),
});
const { POST: captureRoute } = await import("@/app/api/v1/order/capturePayment/route");
const { POST: verifyRoute } = await import("@/app/api/v1/order/verifyPayment/route");
const { POST: cancelRoute } = await import("@/app/api/v1/order/cancelMyOrder/route");
const { checkoutPayload, sign } = await import("@/lib/payments/signature");
const { PAYMENTS_UNAVAILABLE } = await import("@/lib/payments/razorpay");
const { paymentProvider } = await import("@/lib/payments/provider");
const { cartTotals } = await import("@/lib/pricing");
const { db } = await import("../../support/api");
const { workOffJobs } = await import("../../support/jobs");
const { buyer, callOrder, kurta, openedPayment, stockOf } = await import("../orders/fixtures");
type Buyer = Awaited<ReturnType<typeof buyer>>;

afterAll(async () => {
  await fake.close();
  await db.$disconnect();
});

const capture = (user: Buyer, body: Record<string, unknown>) =>
  callOrder(captureRoute, { path: "/api/v1/order/capturePayment", token: user.token, json: body });
const verify = (user: Buyer, body: Record<string, unknown>) =>
  callOrder(verifyRoute, { path: "/api/v1/order/verifyPayment", token: user.token, json: body });
const cancel = (user: Buyer, orderId: string) =>
  callOrder(cancelRoute, { path: "/api/v1/order/cancelMyOrder", token: user.token, json: { orderId } });
const totalPaise = cartTotals([{ pricePaise: 149_900, cutPricePaise: 199_900, quantity: 2 }]).totalPaise;

/** A buyer with 2 × Indigo S in the cart, a Razorpay order opened for it and paid at the fake. */
async function paid(stock = 5) {
  const { paymentId: orderId, ...made } = await openedPayment(stock);
  const paymentId = fake.pay(orderId);
  const checkout = {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: sign(checkoutPayload(orderId, paymentId), fake.keySecret),
  };
  return { ...made, orderId, paymentId, checkout };
}

async function placed() {
  const payment = await paid();
  const verified = await verify(payment.user, payment.checkout);
  expect(verified.status).toBe(200);
  return { ...payment, order: verified.body.order! };
}

describe("orders and refunds through the razorpay package", () => {
  it("opens an order for the server's amount in paise with Basic auth, and refunds a cancelled order in full", async () => {
    const { user, orderId, paymentId, order, S } = await placed();
    const opened = fake.calls.find((call) => call.path === "/v1/orders" && call.body.amount === totalPaise && call.body.notes);
    expect(opened).toMatchObject({
      method: "POST",
      authorization: `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString("base64")}`,
      body: { amount: totalPaise, currency: "INR", receipt: `u_${user.id}`.slice(0, 40), notes: { userId: user.id } },
    });
    expect(await db.payment.findUniqueOrThrow({ where: { providerOrderId: orderId } })).toMatchObject({
      provider: "razorpay",
      amountPaise: totalPaise,
      status: "CAPTURED",
    });

    const cancelled = await cancel(user, order._id);
    expect(cancelled.status).toBe(200);
    const refund = fake.refunds.find((made) => made.payment_id === paymentId);
    expect(refund).toMatchObject({ amount: totalPaise });
    expect(fake.calls.at(-1)).toMatchObject({ path: `/v1/payments/${paymentId}/refund`, body: { amount: totalPaise, speed: "normal" } });
    expect(await db.payment.findUniqueOrThrow({ where: { providerOrderId: orderId } })).toMatchObject({
      status: "REFUNDED",
      refundId: refund!.id,
    });
    expect(await stockOf(S.id)).toBe(5);
  });
});

describe("capturePayment when Razorpay fails", () => {
  const cases: [string, number, ScriptedAnswer, RegExp][] = [
    [
      "a bad request (400)",
      400,
      { status: 400, description: "Order amount exceeds maximum amount allowed." },
      /^Razorpay refused the payment: Order amount exceeds maximum amount allowed\.$/,
    ],
    ["a bad key (401)", 503, { status: 401, description: "Authentication failed" }, new RegExp(`^${escape(PAYMENTS_UNAVAILABLE)}$`)],
    [
      "too many requests (429)",
      503,
      { status: 429, code: "TOO_MANY_REQUESTS", description: "Too many requests" },
      /not available just now/,
    ],
    [
      "a server error (500)",
      503,
      { status: 500, description: "We are facing some trouble completing your request at the moment." },
      /not available just now/,
    ],
    ["a bad gateway (502)", 503, { status: 502, description: "Bad gateway" }, /not available just now/],
    ["no answer", 503, "hang", /not available just now/],
  ];
  it.each(cases)("%s answers %i with a message, and opens nothing", async (_name, status, answer, message) => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = await buyer();
    const { S } = await kurta({ S: 5 }, false);
    fake.answerNext(answer);
    const { status: got, body } = await capture(user, { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 2 }] });
    expect({ got, success: body.success }).toEqual({ got: status, success: false });
    expect(body.message).toMatch(message);
    expect(await db.payment.count({ where: { userId: user.id } })).toBe(0);
    expect(await stockOf(S.id)).toBe(5);
    // The operator's log names the failure; the shopper's message does not.
    expect(logged.mock.calls.map((call) => String(call[0])).join("\n")).toContain("Razorpay orders.create");
    logged.mockRestore();
  });
});

describe("refunds when Razorpay fails", () => {
  it.each([
    ["is down (503)", { status: 503, description: "Service unavailable" }],
    ["does not answer", "hang"],
  ] as [string, ScriptedAnswer][])(
    "a cancellation while Razorpay %s stands, and the queue refunds it once Razorpay is back",
    async (_name, answer) => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      const { user, order, orderId, paymentId, S } = await placed();
      fake.answerNext(answer);
      const cancelled = await cancel(user, order._id);
      expect(cancelled.status).toBe(200);
      expect(await stockOf(S.id)).toBe(5);
      expect(await db.payment.findUniqueOrThrow({ where: { providerOrderId: orderId } })).toMatchObject({ status: "CAPTURED" });

      await workOffJobs({ names: ["payments.refund"] });
      await workOffJobs({ names: ["payments.refund"] });
      expect(fake.refunds.filter((made) => made.payment_id === paymentId)).toEqual([expect.objectContaining({ amount: totalPaise })]);
      expect(await db.payment.findUniqueOrThrow({ where: { providerOrderId: orderId } })).toMatchObject({ status: "REFUNDED" });
      logged.mockRestore();
    },
  );

  it("a refund Razorpay refuses (400) refuses the cancellation with Razorpay's reason, and changes nothing", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, order, orderId, S } = await placed();
    fake.answerNext({ status: 400, description: "The payment has been fully refunded already" });
    const cancelled = await cancel(user, order._id);
    expect(cancelled.status).toBe(400);
    expect(cancelled.body.message).toBe("Razorpay refused the refund: The payment has been fully refunded already");
    expect(await db.order.findUniqueOrThrow({ where: { id: order._id } })).toMatchObject({ status: "PENDING" });
    expect(await stockOf(S.id)).toBe(3);
    expect(await db.payment.findUniqueOrThrow({ where: { providerOrderId: orderId } })).toMatchObject({ status: "CAPTURED" });
    logged.mockRestore();
  });

  it("a paid order that can no longer be placed, while Razorpay is down: 503 and nothing settled; a retry refunds it once", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, orderId, paymentId, checkout, S } = await paid();
    await db.sizeStock.update({ where: { id: S.id }, data: { stock: 0 } });
    fake.answerNext({ status: 500, description: "Internal error" });
    const first = await verify(user, checkout);
    expect(first.status).toBe(503);
    expect(await db.payment.findUniqueOrThrow({ where: { providerOrderId: orderId } })).toMatchObject({ status: "CREATED", orderId: null });

    // The shopper's retry (or Razorpay's webhook, which retries a 503) settles it: refunded, once.
    const second = await verify(user, checkout);
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/has been refunded/);
    expect(await verify(user, checkout)).toMatchObject({ status: 409 });
    expect(fake.refunds.filter((made) => made.payment_id === paymentId)).toHaveLength(1);
    expect(await db.payment.findUniqueOrThrow({ where: { providerOrderId: orderId } })).toMatchObject({
      status: "REFUNDED",
      orderId: null,
    });
    logged.mockRestore();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

describe("a UPI ID checked through Razorpay's VPA validation (issue 49)", () => {
  it("answers the holder's name for an ID the network knows, invalid for one it does not, and 503 when Razorpay cannot answer", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const before = fake.calls.length;
    expect(await paymentProvider().validateVpa(FAKE_UPI_ID)).toEqual({ valid: true, name: FAKE_UPI_NAME });
    expect(fake.calls.slice(before)).toMatchObject([{ method: "POST", path: "/v1/payments/validate/vpa", body: { vpa: FAKE_UPI_ID } }]);
    expect(await paymentProvider().validateVpa("nobody@okaxis")).toEqual({ valid: false });
    fake.answerNext({ status: 503 });
    await expect(paymentProvider().validateVpa(FAKE_UPI_ID)).rejects.toMatchObject({ code: "unavailable" });
  });
});
