import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clock } from "@/lib/clock";
import { startCodPayNow, verifyCodPayNow } from "@/lib/checkout/cod-pay-now";
import { twinPay, twinPayCod } from "@/lib/checkout/twin-checkout";
import { handlePaymentWebhook } from "@/lib/checkout/webhook";
import { COD_LAPSED_MESSAGE, LAPSE_REASON, lapseUnconfirmedCodOrders, loadCodConfirmation } from "@/lib/orders/cod/confirmation";
import { signedKey } from "@/lib/orders/model/signed-key";
import { paymentProvider } from "@/lib/payments/provider";
import { sign } from "@/lib/payments/signature";
import { POST as codLapseRoute } from "@/app/api/dev/cod-lapse/route";
import { APP_ORIGIN, call, db, randomIp, refusal } from "../../support/api";
import { codOrder, stockOf } from "./fixtures";

// Paying online instead of cash from the confirmation page: the order's total less the COD fee and
// the cash round-off; the order becomes prepaid and confirmed once; a payment that loses to the
// lapse (or a cancel) is refunded, never kept without an order. Only the link's key or the owner.
afterAll(() => db.$disconnect());
afterEach(() => vi.restoreAllMocks());

const FEE = 4_900;

beforeAll(async () => {
  // Rules in force with a ₹49 fee, so the saving shows.
  await db.codRuleSet.create({ data: { validFrom: new Date(Date.now() - 60_000), maxOrderPaise: 5_000_000, feePaise: FEE } });
});

const anonymous = { caller: null, ip: "10.1.2.3" };

/** A waiting COD order, its link's key, and a payment opened and paid in the twin (not yet verified). */
async function paidFromLink() {
  const made = await codOrder();
  const key = signedKey("cod-confirm", made.order.id);
  const opened = await startCodPayNow(anonymous, { orderId: made.order.id, key });
  const { response, webhook } = await twinPayCod(anonymous, { orderId: made.order.id, key, razorpay_order_id: opened.payment.id });
  return { ...made, key, opened, response, webhook };
}

describe("paying online instead of cash, from the confirmation page", () => {
  it("costs the total less the fee and the round-off, and the page says what it saves", async () => {
    const { order } = await codOrder();
    const row = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row.codFeePaise).toBe(FEE);
    const key = signedKey("cod-confirm", order.id);
    const page = await loadCodConfirmation(order.id, key);
    const expected = row.totalPaise - FEE - row.roundOffPaise;
    expect(page?.payNow).toEqual({ amountPaise: expected, feePaise: FEE, roundOffPaise: row.roundOffPaise });
    const opened = await startCodPayNow(anonymous, { orderId: order.id, key });
    expect(opened.payment.amount).toBe(expected);
    expect(opened.provider).toBe("twin");
  });

  it("turns the order prepaid and confirmed, with a captured Payment row, once", async () => {
    const { order, key, opened, response, webhook } = await paidFromLink();
    const before = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    const view = await verifyCodPayNow(anonymous, { orderId: order.id, key, response });
    expect(view.id).toBe(order.id);
    const after = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(after).toMatchObject({
      status: "PENDING",
      paymentType: "PREPAID",
      paymentId: response.razorpay_payment_id,
      providerOrderId: opened.payment.id,
      codFeePaise: 0,
      codFeeGstPaise: 0,
      roundOffPaise: 0,
      totalPaise: before.totalPaise - before.codFeePaise - before.roundOffPaise,
    });
    expect(after.movedToPrepaidAt).not.toBeNull();
    expect(after.codConfirmedAt).not.toBeNull();
    const payment = await db.payment.findUniqueOrThrow({ where: { providerOrderId: opened.payment.id } });
    expect(payment).toMatchObject({ status: "CAPTURED", orderId: order.id, amountPaise: after.totalPaise });

    // The browser verifying again, and the webhook after it: nothing changes.
    await verifyCodPayNow(anonymous, { orderId: order.id, key, response });
    expect(await handlePaymentWebhook(webhook.body, webhook.headers)).toEqual({ handled: "placed" });
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toEqual(after);
    expect(await db.auditLog.count({ where: { entityId: order.id, action: "order.moved_to_prepaid" } })).toBe(1);
    expect(await db.auditLog.count({ where: { entityId: order.id, action: "order.cod_confirmed" } })).toBe(1);

    const page = await loadCodConfirmation(order.id, key);
    expect(page).toMatchObject({ state: "confirmed", payNow: null, paidOnlinePaise: after.totalPaise });
    // Paid orders never lapse, and a second payment cannot be opened.
    vi.spyOn(clock, "now").mockReturnValue(new Date(Date.now() + 48 * 3_600_000));
    await lapseUnconfirmedCodOrders();
    vi.restoreAllMocks();
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PENDING");
    const again = await refusal(() => startCodPayNow(anonymous, { orderId: order.id, key }));
    expect(again.status).toBe(409);
  });

  it("is settled by the webhook alone when the browser never comes back", async () => {
    const { order, webhook } = await paidFromLink();
    expect(await handlePaymentWebhook(webhook.body, webhook.headers)).toEqual({ handled: "placed" });
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ paymentType: "PREPAID", codFeePaise: 0 });
  });

  it("refuses a wrong key, another shopper and a payment opened for another order with 404", async () => {
    const { order, user, key, response } = await paidFromLink();
    const other = await codOrder();
    const wrongKey = await refusal(() => startCodPayNow(anonymous, { orderId: order.id, key: `${key}x` }));
    expect([wrongKey.status, wrongKey.message]).toEqual([404, "Order not found"]);
    const stranger = await refusal(() => startCodPayNow(other.user.ctx, { orderId: order.id, key: "" }));
    expect(stranger.status).toBe(404);
    const otherKey = signedKey("cod-confirm", other.order.id);
    const crossed = await refusal(() => verifyCodPayNow(anonymous, { orderId: other.order.id, key: otherKey, response }));
    expect([crossed.status, crossed.message]).toEqual([404, "Payment not found"]);
    const wrongVerify = await refusal(() => verifyCodPayNow(anonymous, { orderId: order.id, key: "nope", response }));
    expect(wrongVerify.status).toBe(404);
    const forged = await refusal(() =>
      verifyCodPayNow(anonymous, { orderId: order.id, key, response: { ...response, razorpay_signature: "0".repeat(64) } }),
    );
    expect([forged.status, forged.message]).toEqual([400, "Payment could not be verified"]);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).paymentType).toBe("COD");
    // The order's owner, logged in, needs no key; the booking page's twin does not pay it.
    const mine = await startCodPayNow(user.ctx, { orderId: order.id });
    expect(mine.payment.amount).toBeGreaterThan(0);
    const notBooking = await refusal(() => twinPay(other.user.ctx, { razorpay_order_id: mine.payment.id }));
    expect(notBooking.status).toBe(404);
  });

  it("a payment arriving after the lapse is refunded, and the shopper is told", async () => {
    const { order, key, response, S } = await paidFromLink();
    const placed = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    vi.spyOn(clock, "now").mockReturnValue(new Date(placed.codConfirmBy!.getTime() + 60_000));
    expect(await lapseUnconfirmedCodOrders()).toBeGreaterThanOrEqual(1);
    vi.restoreAllMocks();
    const late = await refusal(() => verifyCodPayNow(anonymous, { orderId: order.id, key, response }));
    expect(late.status).toBe(409);
    expect(late.message).toContain(COD_LAPSED_MESSAGE);
    expect(late.message).toContain("has been refunded");
    const payment = await db.payment.findUniqueOrThrow({ where: { providerOrderId: response.razorpay_order_id } });
    expect(payment).toMatchObject({ status: "REFUNDED", orderId: null });
    expect(payment.refundId).not.toBeNull();
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "CANCELLED",
      cancelReason: LAPSE_REASON,
      paymentType: "COD",
    });
    expect(await stockOf(S.id)).toBe(5);
    expect((await loadCodConfirmation(order.id, key))?.refundedPaise).toBe(payment.amountPaise);
    // Verified again: still refunded once.
    const again = await refusal(() => verifyCodPayNow(anonymous, { orderId: order.id, key, response }));
    expect(again.message).toContain("has been refunded");
    expect(await db.auditLog.count({ where: { entityId: payment.id, action: "payment.refunded" } })).toBe(1);
  });

  it("a verify racing the lapse: exactly one wins, and a lost payment is refunded", async () => {
    const refund = vi.spyOn(paymentProvider(), "refund");
    for (let round = 0; round < 5; round += 1) {
      const { order, key, response } = await paidFromLink();
      const placed = await db.order.findUniqueOrThrow({ where: { id: order.id } });
      vi.spyOn(clock, "now").mockReturnValue(new Date(placed.codConfirmBy!.getTime() + 60_000));
      const [verified] = await Promise.allSettled([
        verifyCodPayNow(anonymous, { orderId: order.id, key, response }),
        lapseUnconfirmedCodOrders(),
      ]);
      vi.mocked(clock.now).mockRestore();
      const after = await db.order.findUniqueOrThrow({ where: { id: order.id } });
      const payment = await db.payment.findUniqueOrThrow({ where: { providerOrderId: response.razorpay_order_id } });
      if (verified.status === "fulfilled") {
        expect(after).toMatchObject({ status: "PENDING", paymentType: "PREPAID" });
        expect(payment).toMatchObject({ status: "CAPTURED", orderId: order.id });
      } else {
        expect(after).toMatchObject({ status: "CANCELLED", paymentType: "COD" });
        expect(payment).toMatchObject({ status: "REFUNDED", orderId: null });
        expect(refund).toHaveBeenCalledWith(response.razorpay_payment_id, payment.amountPaise, expect.anything());
      }
    }
  });

  it("a cancelled order takes no new payment", async () => {
    const { order } = await codOrder("CANCELLED");
    const key = signedKey("cod-confirm", order.id);
    const refused = await refusal(() => startCodPayNow(anonymous, { orderId: order.id, key }));
    expect([refused.status, refused.message]).toEqual([409, "This order was cancelled"]);
  });
});

// The twin signs with the demo secret: a body signed with anything else is refused.
it("a webhook signed with another secret changes nothing", async () => {
  const { order, webhook } = await paidFromLink();
  const headers = new Headers(webhook.headers);
  headers.set("x-razorpay-signature", sign(webhook.body, "not-the-secret"));
  await refusal(() => handlePaymentWebhook(webhook.body, headers));
  expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).paymentType).toBe("COD");
});

// The demo's clock the end-to-end tests use to see a lapse without waiting a day: this machine only,
// and from the shop's own pages (a page on another site, open in this machine's browser, is refused).
it("POST /api/dev/cod-lapse runs one order's time out, for this machine only, from its own pages", async () => {
  const { order } = await codOrder();
  const lapse = (options: { ip: string; json: unknown; origin?: string; headers?: Record<string, string> }) =>
    call(codLapseRoute, { path: "/api/dev/cod-lapse", method: "POST", ...options, json: undefined, raw: JSON.stringify(options.json) });
  const away = await lapse({ ip: randomIp(), origin: APP_ORIGIN, json: { orderId: order.id } });
  expect(away.status).toBe(404);
  // A cross-site form posts text/plain from a foreign page; a fetch without an Origin is not a browser's page either.
  const crossSite = await lapse({
    ip: "127.0.0.1",
    origin: "https://evil.example",
    headers: { "content-type": "text/plain" },
    json: { orderId: order.id },
  });
  expect([crossSite.status, crossSite.body.message]).toEqual([403, "Cross-site request refused"]);
  const forged = await lapse({
    ip: "127.0.0.1",
    origin: "https://evil.example",
    headers: { "x-forwarded-host": "evil.example" },
    json: { orderId: order.id },
  });
  expect(forged.status).toBe(403);
  expect((await lapse({ ip: "127.0.0.1", json: { orderId: order.id } })).status).toBe(403);
  expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PENDING");
  const bad = await lapse({ ip: "127.0.0.1", origin: APP_ORIGIN, json: {} });
  expect(bad.status).toBe(400);
  const here = await lapse({ ip: "127.0.0.1", origin: APP_ORIGIN, json: { orderId: order.id } });
  expect([here.status, here.body]).toEqual([200, { success: true, lapsed: true }]);
  expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "CANCELLED", cancelReason: LAPSE_REASON });
});
