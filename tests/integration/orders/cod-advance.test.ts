import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as cancelMyOrderRoute } from "@/app/api/v1/order/cancelMyOrder/route";
import { POST as cashOnDeliveryRoute } from "@/app/api/v1/order/cashOnDelivery/route";
import { POST as payAdvanceRoute } from "@/app/api/v1/order/payAdvance/route";
import { POST as verifyPaymentRoute } from "@/app/api/v1/order/verifyPayment/route";
import { twinPay } from "@/lib/checkout/twin-checkout";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { invoiceDocument } from "@/lib/invoices/invoice-document";
import { getBoss } from "@/lib/jobs/boss";
import {
  advanceFirstMessage,
  answerCodByKey,
  LAPSE_REASON,
  lapseUnconfirmedCodOrders,
  waitingCodPage,
} from "@/lib/orders/cod/confirmation";
import { advanceTerms } from "@/lib/orders/cod-rules/advance";
import { signedKey } from "@/lib/orders/model/signed-key";
import { moveIn } from "@/lib/orders/moves/apply-move";
import { appendLine } from "@/lib/store-credit/ledger";
import { db, refusal } from "../../support/api";
import { buyer, callOrder, kurta, stockOf, type Buyer } from "./fixtures";

// The advance before cash on delivery (issue 51 point 5, decision 115), through the API and the
// payment twin: rules asking ₹200 in pin code 411001 (the buyers' own), ₹150 of it kept if the parcel
// is refused. Paid, it confirms the order and cash collects the rest; unpaid, the order lapses as an
// unconfirmed COD order does; a cancellation refunds it once; a refused parcel refunds it less ₹150.
beforeAll(async () => {
  await getBoss();
  await db.codRuleSet.create({
    data: {
      validFrom: new Date(Date.now() - 60_000),
      maxOrderPaise: 5_000_000,
      feePaise: 4_900,
      advanceFixedPaise: 20_000,
      advanceKeepPaise: 15_000,
      places: { create: [{ kind: "PIN", value: "411001", effect: "ADVANCE" }] },
    },
  });
});
afterAll(() => db.$disconnect());
afterEach(() => vi.restoreAllMocks());

const SELLER = { name: "Kurta Shop", address: "Pune", state: "Maharashtra", gstin: "27AAAAA0000A1Z5" };
const HOUR = 3_600_000;

const cod = (user: Buyer, cart: unknown, extra: Record<string, unknown> = {}) =>
  callOrder(cashOnDeliveryRoute, {
    path: "/api/v1/order/cashOnDelivery",
    token: user.token,
    json: { addressId: user.addressId, cart, ...extra },
  });
const payAdvance = (user: Buyer, orderId: string) =>
  callOrder(payAdvanceRoute, { path: "/api/v1/order/payAdvance", token: user.token, json: { orderId } });
const cancelMine = (user: Buyer, orderId: string) =>
  callOrder(cancelMyOrderRoute, { path: "/api/v1/order/cancelMyOrder", token: user.token, json: { orderId } });
async function payInTwin(user: Buyer, paymentId: string) {
  const { response } = await twinPay(user.ctx, { razorpay_order_id: paymentId });
  return callOrder(verifyPaymentRoute, { path: "/api/v1/order/verifyPayment", token: user.token, json: response });
}
const admin = { id: null, role: "ADMIN" } as const;
const move = (orderId: string, to: "CONFIRMED" | "SHIPPED" | "RTO_DELIVERED") =>
  getDb().$transaction((tx) => moveIn(tx, { actor: admin, orderId, to, ownOnly: false }));
const refundsOf = (paymentId: string) => db.auditLog.findMany({ where: { entityId: paymentId, action: "payment.refunded" } });

/** A COD order of one Indigo S placed through the API by a buyer in 411001, asking the advance. */
async function advanceOrder(extra: Record<string, unknown> = {}, credit = 0) {
  const user = await buyer();
  const { S } = await kurta({ S: 5 });
  if (credit > 0) {
    await getDb().$transaction((tx) =>
      appendLine(tx, { userId: user.id, amountPaise: credit, reason: "Goodwill", actorId: null }, clock.now()),
    );
  }
  const placed = await cod(user, [{ sizeId: S.id, quantity: 1 }], extra);
  expect(placed.status).toBe(200);
  return { user, S, order: placed.body.order! };
}

/** The advance opened and paid in the twin, verified by the API: the order's answer after it. */
async function paid(user: Buyer, orderId: string) {
  const opened = await payAdvance(user, orderId);
  expect(opened.status).toBe(200);
  const verified = await payInTwin(user, opened.body.payment!.id);
  expect(verified.status).toBe(200);
  const payment = await db.payment.findUniqueOrThrow({ where: { providerOrderId: opened.body.payment!.id } });
  return { order: verified.body.order!, payment, opened };
}

describe("a COD order that asks an advance", () => {
  it("is paid by the twin: confirmed, the rest is cash in whole rupees, it never lapses, and the invoice's taxable value is unchanged", async () => {
    const { user, S, order } = await advanceOrder();
    expect(order).toMatchObject({ paymentType: "COD", advanceDue: 200, advancePaid: 0, amountDue: order.totalPrice });
    expect(Number.isInteger(order.totalPrice)).toBe(true);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).codConfirmedAt).toBeNull();

    const { order: after, payment, opened } = await paid(user, order.id);
    expect(opened.body).toMatchObject({ totalPrice: 200, provider: "twin", payment: { amount: 20_000 } });
    expect(after).toMatchObject({ advancePaid: 200, advanceDue: 0, amountDue: order.totalPrice - 200, totalPrice: order.totalPrice });
    expect(payment).toMatchObject({ status: "CAPTURED", orderId: order.id, amountPaise: 20_000 });
    const row = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({ status: "PENDING", paymentType: "COD", codConfirmedVia: "ADVANCE", advancePaise: 20_000 });
    expect(row.advancePaidAt).not.toBeNull();

    // Paid, it does not lapse; no second advance opens.
    vi.spyOn(clock, "now").mockReturnValue(new Date(Date.now() + 48 * HOUR));
    await lapseUnconfirmedCodOrders();
    vi.restoreAllMocks();
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PENDING");
    const again = await payAdvance(user, order.id);
    expect([again.status, again.body.message]).toEqual([409, "The advance of this order is already paid"]);

    // A spec client elsewhere (no advance asked) gets the answer it always had; both invoices tax the same.
    const plainUser = await buyer();
    await db.address.update({ where: { id: plainUser.addressId }, data: { pinCode: "411002" } });
    const plain = await cod(plainUser, [{ sizeId: S.id, quantity: 1 }]);
    expect(plain.status).toBe(200);
    // Another shopper cannot open it: 404, as for an order that does not exist.
    expect((await payAdvance(plainUser, order.id)).status).toBe(404);
    expect(plain.body.order).toMatchObject({ advanceDue: 0, advancePaid: 0, amountDue: plain.body.order!.totalPrice });
    expect(plain.body.order!.totalPrice).toBe(order.totalPrice);
    await move(order.id, "CONFIRMED");
    await move(order.id, "SHIPPED");
    const stored = await db.order.findUniqueOrThrow({ where: { id: order.id }, include: { lines: true } });
    const storedPlain = await db.order.findUniqueOrThrow({ where: { id: plain.body.order!.id }, include: { lines: true } });
    const withAdvance = invoiceDocument({ number: "T-1", issuedAt: new Date() }, stored, SELLER);
    const without = invoiceDocument({ number: "T-2", issuedAt: new Date() }, storedPlain, SELLER);
    expect(withAdvance.totals).toEqual(without.totals);
    expect(withAdvance.lines.map((line) => line.taxablePaise)).toEqual(without.lines.map((line) => line.taxablePaise));
    expect(await db.invoice.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("lapses unpaid as an unconfirmed COD order does: a reply cannot confirm it, the stock comes back, and a late payment is refunded", async () => {
    const { user, S, order } = await advanceOrder();
    const opened = await payAdvance(user, order.id);
    expect(opened.status).toBe(200);
    const reply = await refusal(() => answerCodByKey(order.id, signedKey("cod-confirm", order.id), "confirm"));
    expect([reply.status, reply.message]).toEqual([409, advanceFirstMessage(20_000)]);
    // Her order page offers paying the advance, not the confirmation page's Confirm.
    expect(await waitingCodPage(order.id)).toBeNull();
    const stock = await stockOf(S.id);

    vi.spyOn(clock, "now").mockReturnValue(new Date(Date.now() + 25 * HOUR));
    expect(await lapseUnconfirmedCodOrders()).toBeGreaterThanOrEqual(1);
    vi.restoreAllMocks();
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "CANCELLED",
      cancelReason: LAPSE_REASON,
    });
    expect(await stockOf(S.id)).toBe(stock + 1);

    const late = await payInTwin(user, opened.body.payment!.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toContain("has been refunded");
    const payment = await db.payment.findUniqueOrThrow({ where: { providerOrderId: opened.body.payment!.id } });
    expect(payment).toMatchObject({ status: "REFUNDED", orderId: null });
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "CANCELLED", advancePaidAt: null });
    expect((await payAdvance(user, order.id)).status).toBe(409);
  });

  it("is refunded once when the cancellation is sent twice at the same time", async () => {
    const { user, order } = await advanceOrder();
    const { payment } = await paid(user, order.id);
    const [first, second] = await Promise.all([cancelMine(user, order.id), cancelMine(user, order.id)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await cancelMine(user, order.id)).status).toBe(409);
    const refunds = await refundsOf(payment.id);
    expect(refunds.map((entry) => (entry.data as { amountPaise: number }).amountPaise)).toEqual([20_000]);
    expect(await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: "REFUNDED" });
  });

  it("refused at the door (returned to origin) keeps ₹150 of the advance for the shipping and refunds ₹50, as its terms said", async () => {
    const { user, order } = await advanceOrder();
    const { payment } = await paid(user, order.id);
    expect(advanceTerms(20_000, 15_000)).toContain("keeps ₹150 of it for the shipping both ways and refunds the other ₹50.");
    await move(order.id, "CONFIRMED");
    await move(order.id, "SHIPPED");
    await move(order.id, "RTO_DELIVERED");
    const refunds = await refundsOf(payment.id);
    expect(refunds.map((entry) => (entry.data as { amountPaise: number }).amountPaise)).toEqual([5_000]);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "RTO_DELIVERED" });
  });

  it("comes after store credit: credit pays first, the advance is taken of what credit leaves, then cash", async () => {
    // From now, 10% of what is left (the rules' other form).
    await db.codRuleSet.create({
      data: {
        validFrom: new Date(),
        maxOrderPaise: 5_000_000,
        feePaise: 4_900,
        advancePercent: 10,
        advanceKeepPaise: 15_000,
        places: { create: [{ kind: "PIN", value: "411001", effect: "ADVANCE" }] },
      },
    });
    const { user, order } = await advanceOrder({ useStoreCredit: true }, 50_000);
    const left = Math.round(order.totalPrice * 100) - 50_000;
    const advancePaise = Math.ceil((left * 10) / 10_000) * 100;
    expect(order).toMatchObject({ paidByStoreCredit: 500, advanceDue: advancePaise / 100, amountDue: left / 100 });
    const { order: after } = await paid(user, order.id);
    expect(after).toMatchObject({ paidByStoreCredit: 500, advancePaid: advancePaise / 100, amountDue: (left - advancePaise) / 100 });
    expect(Number.isInteger(after.amountDue)).toBe(true);
  });
});
