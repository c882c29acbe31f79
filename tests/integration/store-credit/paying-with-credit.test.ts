import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as cancelMyOrderRoute } from "@/app/api/v1/order/cancelMyOrder/route";
import { POST as cashOnDeliveryRoute } from "@/app/api/v1/order/cashOnDelivery/route";
import { startCodPayNow } from "@/lib/checkout/cod-pay-now";
import { PAY_NOW_WITH_CREDIT_MESSAGE } from "@/lib/orders/cod/pay-now";
import { invoiceDocument } from "@/lib/invoices/invoice-document";
import { getBoss } from "@/lib/jobs/boss";
import { formatINR } from "@/lib/pricing";
import { CREDIT_COVERS_ORDER_MESSAGE } from "@/lib/orders/place/store-credit-tender";
import { db } from "../../support/api";
import { balanceOf, capture, giveCredit, payOnline } from "./support";
import { buyer, callOrder, fillCart, kurta, type Buyer } from "../orders/fixtures";

// Paying with store credit (issue 51 point 3, decision 105): `useStoreCredit` on cashOnDelivery and
// capturePayment spends the balance as a tender before cash or the card, under the shopper's lock;
// the order answers paidByStoreCredit and amountDue; the invoice's tax figures are those of the same
// order without credit; a cancellation gives the credit back once; a fault after the spend leaves none spent.

beforeAll(async () => {
  await getBoss();
});
afterAll(() => db.$disconnect());

const SELLER = { name: "Kurta Shop", address: "Pune", state: "Maharashtra", gstin: "27AAAAA0000A1Z5" };

const spentLines = (user: Buyer) => db.storeCreditEntry.findMany({ where: { userId: user.id, amountPaise: { lt: 0 } } });

const cod = (user: Buyer, cart: unknown, extra: Record<string, unknown> = {}) =>
  callOrder(cashOnDeliveryRoute, {
    path: "/api/v1/order/cashOnDelivery",
    token: user.token,
    json: { addressId: user.addressId, cart, ...extra },
  });
const cancelMine = (user: Buyer, orderId: string) =>
  callOrder(cancelMyOrderRoute, { path: "/api/v1/order/cancelMyOrder", token: user.token, json: { orderId } });

describe("cash on delivery with useStoreCredit", () => {
  it("collects only what the credit leaves, with the same tax figures, and a cancellation sent twice gives the credit back once", async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 5 });
    const cart = [{ sizeId: S.id, quantity: 1 }];
    await giveCredit(user, 50_000);

    const plain = await cod(user, cart);
    expect(plain.status).toBe(200);
    // A client that sends exactly the spec's payload spends no credit.
    expect(plain.body.order).toMatchObject({ paidByStoreCredit: 0, amountDue: plain.body.order!.totalPrice });
    expect(await balanceOf(user)).toBe(50_000);

    const paid = await cod(user, cart, { useStoreCredit: true });
    expect(paid.status).toBe(200);
    const order = paid.body.order!;
    expect(order.paidByStoreCredit).toBe(500);
    // Cash is collected in whole rupees: the rest after the credit, rounded.
    expect(order.amountDue).toBe(Math.round(plain.body.order!.totalPrice - 500));
    expect(order.totals).toMatchObject({ subtotal: plain.body.order!.totals.subtotal, gst: plain.body.order!.totals.gst });
    expect(await balanceOf(user)).toBe(0);
    // The confirmation email asks for the cash left, not the total.
    const mail = await db.emailOutbox.findFirstOrThrow({
      where: { to: user.email, subject: { contains: order.orderDetails.public_order_id } },
    });
    expect(mail.text).toContain(`Paid by store credit: ₹500. Cash on delivery: please keep ${formatINR(order.amountDue * 100)} ready.`);

    const stored = await db.order.findUniqueOrThrow({ where: { id: order.id }, include: { lines: true } });
    const storedPlain = await db.order.findUniqueOrThrow({ where: { id: plain.body.order!.id }, include: { lines: true } });
    const withCredit = invoiceDocument({ number: "T-1", issuedAt: new Date() }, stored, SELLER);
    const without = invoiceDocument({ number: "T-2", issuedAt: new Date() }, storedPlain, SELLER);
    expect(withCredit.paidByStoreCreditPaise).toBe(50_000);
    expect(without.paidByStoreCreditPaise).toBe(0);
    expect({ ...withCredit.totals, totalPaise: 0 }).toEqual({ ...without.totals, totalPaise: 0 });
    expect(withCredit.lines.map((line) => line.taxablePaise)).toEqual(without.lines.map((line) => line.taxablePaise));

    const [first, second] = await Promise.all([cancelMine(user, order.id), cancelMine(user, order.id)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const again = await cancelMine(user, order.id);
    expect(again.status).toBe(409);
    expect(await balanceOf(user)).toBe(50_000);
    const given = await db.storeCreditEntry.findMany({ where: { orderId: order.id, amountPaise: { gt: 0 } } });
    expect(given.map((line) => line.amountPaise)).toEqual([50_000]);
  });

  it("is refused when the credit covers the whole order: there is no cash to collect, and nothing is spent", async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 5 });
    await giveCredit(user, 500_000);
    const refused = await cod(user, [{ sizeId: S.id, quantity: 1 }], { useStoreCredit: true });
    expect(refused).toMatchObject({ status: 409, body: { success: false, message: CREDIT_COVERS_ORDER_MESSAGE } });
    expect(await balanceOf(user)).toBe(500_000);
    expect(await db.order.count({ where: { userId: user.id } })).toBe(0);
  });

  it("is not paid online instead of cash: that would charge again what the credit paid", async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 5 });
    await giveCredit(user, 50_000);
    const paid = await cod(user, [{ sizeId: S.id, quantity: 1 }], { useStoreCredit: true });
    expect(paid.status).toBe(200);
    await expect(startCodPayNow(user.ctx, { orderId: paid.body.order!.id })).rejects.toMatchObject({
      code: "conflict",
      message: PAY_NOW_WITH_CREDIT_MESSAGE,
    });
    expect(await db.payment.count({ where: { userId: user.id } })).toBe(0);
  });

  it("never spends more than the balance when several orders spend it at once", async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 20 });
    await giveCredit(user, 100_000);
    const placed = await Promise.all(Array.from({ length: 4 }, () => cod(user, [{ sizeId: S.id, quantity: 1 }], { useStoreCredit: true })));
    expect(placed.map((one) => one.status)).toEqual([200, 200, 200, 200]);
    const spent = (await spentLines(user)).reduce((sum, line) => sum + line.amountPaise, 0);
    expect(spent).toBe(-100_000);
    expect(placed.reduce((sum, one) => sum + one.body.order!.paidByStoreCredit, 0)).toBe(1_000);
    expect(await balanceOf(user)).toBe(0);
  });

  it("leaves the credit unspent when the order fails after the spend (a fault at its audit entry)", async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 5 });
    await giveCredit(user, 50_000);
    await db.$executeRawUnsafe(`
      CREATE FUNCTION credit_fault() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'injected fault'; END $$ LANGUAGE plpgsql`);
    await db.$executeRawUnsafe(
      `CREATE TRIGGER credit_fault BEFORE INSERT ON "AuditLog" FOR EACH ROW WHEN (NEW.action = 'order.placed') EXECUTE FUNCTION credit_fault()`,
    );
    try {
      const failed = await cod(user, [{ sizeId: S.id, quantity: 1 }], { useStoreCredit: true });
      expect(failed.status).toBe(500);
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER credit_fault ON "AuditLog"`);
      await db.$executeRawUnsafe(`DROP FUNCTION credit_fault()`);
    }
    expect(await spentLines(user)).toEqual([]);
    expect(await balanceOf(user)).toBe(50_000);
    expect(await db.order.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("capturePayment with useStoreCredit", () => {
  it("places an order the credit covers at once, with no payment opened", async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 5 }, false);
    const cart = [{ sizeId: S.id, quantity: 1 }];
    await fillCart(user.id, cart);
    await giveCredit(user, 200_000);
    const placed = await capture(user, cart, { useStoreCredit: true });
    expect(placed.status).toBe(200);
    const order = placed.body.order!;
    expect(order).toMatchObject({ paymentType: "Prepaid", amountDue: 0, paidByStoreCredit: order.totalPrice });
    expect(placed.body.payment).toBeUndefined();
    expect(await db.payment.count({ where: { userId: user.id } })).toBe(0);
    expect(await balanceOf(user)).toBe(200_000 - Math.round(order.totalPrice * 100));

    const cancelled = await cancelMine(user, order.id);
    expect(cancelled.status).toBe(200);
    expect(await balanceOf(user)).toBe(200_000);
  });

  it("opens the payment for the rest, and the paid order spends the credit", async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 5 }, false);
    const cart = [{ sizeId: S.id, quantity: 1 }];
    await fillCart(user.id, cart);
    await giveCredit(user, 30_000);
    const opened = await capture(user, cart, { useStoreCredit: true });
    expect(opened.status).toBe(200);
    const totalPaise = Math.round(opened.body.totalPrice! * 100) + 30_000;
    expect(opened.body.payment!.amount).toBe(totalPaise - 30_000);

    const verified = await payOnline(user, opened.body.payment!.id);
    expect(verified.status).toBe(200);
    expect(verified.body.order).toMatchObject({ paidByStoreCredit: 300, amountDue: 0, totalPrice: totalPaise / 100 });
    expect(await balanceOf(user)).toBe(0);
  });

  it("refunds the payment when the credit it planned was spent meanwhile: two payments planning one balance never overspend it", async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 5 }, false);
    const cart = [{ sizeId: S.id, quantity: 1 }];
    await fillCart(user.id, cart);
    await giveCredit(user, 30_000);
    const first = await capture(user, cart, { useStoreCredit: true });
    const second = await capture(user, cart, { useStoreCredit: true });
    expect([first.status, second.status]).toEqual([200, 200]);

    const settled = await Promise.all([payOnline(user, first.body.payment!.id), payOnline(user, second.body.payment!.id)]);
    expect(settled.map((one) => one.status).sort()).toEqual([200, 409]);
    const refused = settled.find((one) => one.status === 409)!;
    expect(refused.body.message).toMatch(/Not enough store credit.*has been refunded/);
    expect((await spentLines(user)).map((line) => line.amountPaise)).toEqual([-30_000]);
    expect(await balanceOf(user)).toBe(0);
    expect(await db.payment.count({ where: { userId: user.id, status: "REFUNDED" } })).toBe(1);
  });
});
