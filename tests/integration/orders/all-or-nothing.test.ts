import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as cashOnDeliveryRoute } from "@/app/api/v1/order/cashOnDelivery/route";
import { POST as capturePaymentRoute } from "@/app/api/v1/order/capturePayment/route";
import { POST as verifyPaymentRoute } from "@/app/api/v1/order/verifyPayment/route";
import { twinPay } from "@/lib/checkout/twin-checkout";
import { getBoss } from "@/lib/jobs/boss";
import { db } from "../../support/api";
import { storedCart } from "../cart/fixtures";
import { buyer, callOrder, fillCart, kurta, newKey, type Buyer } from "./fixtures";

// pg-boss installs its schema (the queue's tables) when it starts.
beforeAll(async () => {
  await getBoss();
});
afterAll(() => db.$disconnect());

// Placing an order is one transaction: a fault at any of its writes, or at its commit, leaves
// the shop as it was, for cash on delivery and for a payment being settled. Each order carries the
// code saved on the cart (once per customer, five uses), so the promotion's writes are among them. Each fault is a
// trigger that raises an error at one write; tests in a file run one at a time on its own
// database, so while a trigger is in place the only writes are those of the request under test.
type Fault = { at: string; table: string; event: string; when?: string; atCommit?: boolean };

const PLACING: Fault[] = [
  { at: "the stock update", table: `"SizeStock"`, event: "UPDATE" },
  { at: "the product's purchase count and listing fields", table: `"Product"`, event: "UPDATE" },
  { at: "the order", table: `"Order"`, event: "INSERT" },
  { at: "the order's lines", table: `"OrderLine"`, event: "INSERT" },
  { at: "emptying the cart", table: `"CartLine"`, event: "DELETE" },
  { at: "the code's use and budget", table: `"Promotion"`, event: "UPDATE" },
  { at: "the shopper's use of the code", table: `"PromotionUse"`, event: "INSERT" },
  {
    at: "spending the cart's code",
    table: `"User"`,
    event: "UPDATE",
    when: `NEW."cartCouponCode" IS NULL AND OLD."cartCouponCode" IS NOT NULL`,
  },
  { at: "the confirmation email", table: `"EmailOutbox"`, event: "INSERT" },
  { at: "the email's job in the queue", table: "pgboss.job", event: "INSERT", when: "NEW.name = 'email.deliver'" },
  { at: "the audit entry", table: `"AuditLog"`, event: "INSERT" },
  { at: "the commit", table: `"Order"`, event: "INSERT", atCommit: true },
];
const SETTLING: Fault[] = [
  ...PLACING,
  { at: "the payment's record of its order", table: `"Payment"`, event: "UPDATE", when: `NEW."orderId" IS NOT NULL` },
];

async function withFault<T>(fault: Fault, run: () => Promise<T>): Promise<T> {
  await db.$executeRawUnsafe(`
    CREATE FUNCTION inject_fault() RETURNS trigger AS $$
    BEGIN
      IF ${fault.when ?? "TRUE"} THEN RAISE EXCEPTION 'injected fault'; END IF;
      RETURN COALESCE(NEW, OLD);
    END $$ LANGUAGE plpgsql`);
  await db.$executeRawUnsafe(
    fault.atCommit
      ? `CREATE CONSTRAINT TRIGGER inject_fault AFTER ${fault.event} ON ${fault.table} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inject_fault()`
      : `CREATE TRIGGER inject_fault BEFORE ${fault.event} ON ${fault.table} FOR EACH ROW EXECUTE FUNCTION inject_fault()`,
  );
  try {
    return await run();
  } finally {
    await db.$executeRawUnsafe(`DROP TRIGGER inject_fault ON ${fault.table}`);
    await db.$executeRawUnsafe(`DROP FUNCTION inject_fault()`);
  }
}

let codes = 0;
/** A code of its own saved on the buyer's cart: 10% off, five uses, one per customer. */
async function codeOnCart(user: Buyer): Promise<string> {
  codes += 1;
  const { id } = await db.promotion.create({
    data: {
      code: `WHOLE${codes}${Date.now() % 100_000}`,
      title: "10% off",
      type: "PERCENT",
      percentBp: 1000,
      usageLimit: 5,
      perCustomerLimit: 1,
    },
  });
  const { code } = await db.promotion.findUniqueOrThrow({ where: { id } });
  await db.user.update({ where: { id: user.id }, data: { cartCouponCode: code } });
  return id;
}

/** A buyer with 2 × Indigo S (online payment only) and a code in the cart, and a payment opened for it. */
async function openedPayment(stock: number) {
  const user = await buyer();
  const { product, S } = await kurta({ S: stock }, false);
  const cart = [{ sizeId: S.id, quantity: 2 }];
  await fillCart(user.id, cart);
  const promotionId = await codeOnCart(user);
  const captured = await callOrder(capturePaymentRoute, {
    path: "/api/v1/order/capturePayment",
    token: user.token,
    json: { addressId: user.addressId, cart },
  });
  expect(captured.status).toBe(200);
  return { user, product, S, promotionId, paymentId: captured.body.payment!.id };
}

/** Everything placing an order writes, for this buyer, product and code. */
async function shopState(user: Buyer, productId: string, promotionId: string) {
  const [product, sizes, orders, lines, payments, emails, jobs, audit, keys, promotion, uses, coupon] = await Promise.all([
    db.product.findUniqueOrThrow({
      where: { id: productId },
      select: { purchased: true, minStock: true, maxStock: true, inStock: true, availableSizes: true, minPricePaise: true },
    }),
    db.sizeStock.findMany({ where: { variant: { productId } }, select: { id: true, stock: true }, orderBy: { id: "asc" } }),
    db.order.count({ where: { userId: user.id } }),
    db.orderLine.count({ where: { productId } }),
    db.payment.findMany({
      where: { userId: user.id },
      select: { status: true, orderId: true, providerPaymentId: true, refundId: true },
      orderBy: { id: "asc" },
    }),
    db.emailOutbox.count({ where: { to: user.email } }),
    db.$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'email.deliver'`,
    db.auditLog.count({ where: { actorId: user.id } }),
    db.idempotencyKey.count({ where: { userId: user.id } }),
    db.promotion.findUniqueOrThrow({ where: { id: promotionId }, select: { usedCount: true, givenPaise: true } }),
    db.promotionUse.count({ where: { promotionId } }),
    db.user.findUniqueOrThrow({ where: { id: user.id }, select: { cartCouponCode: true } }),
  ]);
  return {
    ...{ product, sizes, orders, lines, payments, emails, jobs: jobs[0]!.count, audit, keys, promotion, uses },
    coupon: coupon.cartCouponCode,
    cart: await storedCart(user.id),
  };
}

const FAILED = [500, { success: false, message: "Something went wrong. Please try again." }];

describe("all or nothing: cash on delivery", () => {
  it.each(PLACING)("a fault at $at leaves stock, listing, orders, cart, code, email, jobs and the key as they were", async (fault) => {
    const user = await buyer();
    const { product, S } = await kurta({ S: 2 });
    const cart = [{ sizeId: S.id, quantity: 2 }];
    await fillCart(user.id, cart);
    const promotionId = await codeOnCart(user);
    const key = newKey();
    const place = () =>
      callOrder(cashOnDeliveryRoute, {
        path: "/api/v1/order/cashOnDelivery",
        token: user.token,
        json: { addressId: user.addressId, cart },
        headers: { "Idempotency-Key": key },
      });
    const before = await shopState(user, product.id, promotionId);

    const failed = await withFault(fault, place);
    expect([failed.status, failed.body]).toEqual(FAILED);
    expect(await shopState(user, product.id, promotionId)).toEqual(before);

    // The same request, with the same key, goes through once the fault is gone, and takes the last pieces and the code.
    const placed = await place();
    expect(placed.status).toBe(200);
    const after = await shopState(user, product.id, promotionId);
    expect([after.promotion.usedCount, after.uses, after.coupon]).toEqual([1, 1, null]);
    expect([after.orders, after.sizes.find((s) => s.id === S.id)?.stock, after.product.purchased]).toEqual([
      1,
      0,
      before.product.purchased + 2,
    ]);
    expect(after.product.availableSizes).not.toContain("S");
  });
});

describe("all or nothing: a payment being settled", () => {
  it.each(SETTLING)("a fault at $at leaves the payment unsettled and the shop as it was; verifying again places it", async (fault) => {
    const { user, product, S, promotionId, paymentId } = await openedPayment(2);
    const { response } = await twinPay(user.ctx, { razorpay_order_id: paymentId });
    const verify = () => callOrder(verifyPaymentRoute, { path: "/api/v1/order/verifyPayment", token: user.token, json: response });
    const before = await shopState(user, product.id, promotionId);
    expect(before.payments).toEqual([{ status: "CREATED", orderId: null, providerPaymentId: null, refundId: null }]);

    const failed = await withFault(fault, verify);
    expect([failed.status, failed.body]).toEqual(FAILED);
    expect(await shopState(user, product.id, promotionId)).toEqual(before);

    const verified = await verify();
    expect(verified.status).toBe(200);
    const after = await shopState(user, product.id, promotionId);
    expect([after.promotion.usedCount, after.uses, after.coupon]).toEqual([1, 1, null]);
    expect(after.payments).toEqual([
      { status: "CAPTURED", orderId: verified.body.order!._id, providerPaymentId: response.razorpay_payment_id, refundId: null },
    ]);
    expect([after.orders, after.sizes.find((s) => s.id === S.id)?.stock, after.product.purchased]).toEqual([
      1,
      0,
      before.product.purchased + 2,
    ]);
  });
});
