import { afterAll, describe, expect, it } from "vitest";
import { DELETE as removeCouponRoute, POST as applyCouponRoute } from "@/app/api/v1/cart/coupon/route";
import { POST as getMyCartRoute } from "@/app/api/v1/order/getMyCart/route";
import { POST as cashOnDeliveryRoute } from "@/app/api/v1/order/cashOnDelivery/route";
import { POST as cancelMyOrderRoute } from "@/app/api/v1/order/cancelMyOrder/route";
import { POST as capturePaymentRoute } from "@/app/api/v1/order/capturePayment/route";
import { POST as verifyPaymentRoute } from "@/app/api/v1/order/verifyPayment/route";
import { POST as returnOrderRoute } from "@/app/api/v1/order/returnOrder/route";
import { GET as getOffersRoute } from "@/app/api/v1/offers/route";
import { twinPay } from "@/lib/checkout/twin-checkout";
import type { Promotion } from "@/lib/generated/prisma/client";
import { gstFor, gstRateFor } from "@/lib/pricing";
import { PROMOTION_MESSAGES } from "@/lib/promotions/engine";
import { priceLines, UNKNOWN_CODE_MESSAGE } from "@/lib/promotions/price-lines";
import { call, db } from "../../support/api";
import { makeAddress } from "../../support/factories";
import { buyer, buyersInTurn, callOrder, deliver, fillCart, kurta, ordersOf, type Buyer } from "../orders/fixtures";

// Codes on the cart and on orders, through the API as a client sends them: the discount per piece with
// GST on what is left, the limits under load, a second account with the same phone, IST dates, a
// cancellation giving a use back, paying online for the discounted amount, and a return refunding
// what a discounted piece cost.

afterAll(async () => {
  await db.$disconnect();
});

const COUPON = "/api/v1/cart/coupon";
const COD = "/api/v1/order/cashOnDelivery";
// The Indigo kurta: ₹1,499 before GST, 5% GST.
const PRICE = 149_900;

let codes = 0;
/** A code of its own for each test (codes are unique shop-wide and files share nothing else). */
async function promotion(fields: Partial<Promotion> = {}): Promise<Promotion> {
  codes += 1;
  return db.promotion.create({
    data: { code: `TEST${codes}${Date.now() % 100_000}`, title: "10% off", type: "PERCENT", percentBp: 1000, combinable: false, ...fields },
  });
}

const applyCode = (user: Buyer, code: unknown) => call(applyCouponRoute, { path: COUPON, token: user.token, json: { code } });
const placeCod = (user: Buyer, body: Record<string, unknown>) =>
  callOrder(cashOnDeliveryRoute, { path: COD, token: user.token, json: body });

describe("a code on the cart", () => {
  it("applies with its saving before GST, is refused with the reason when it can never apply, and comes off again", async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 5 });
    await fillCart(user.id, [{ sizeId: S.id, quantity: 2 }]);
    const code = await promotion();

    const applied = await applyCode(user, ` ${code.code!.toLowerCase()} `);
    expect(applied.status).toBe(200);
    // 10% of ₹1,499 is ₹149.90 a piece; GST is 5% of ₹1,349.10 = ₹67.46 (rounded per piece).
    const taxable = PRICE - 14_990;
    expect(applied.body).toMatchObject({
      success: true,
      message: "Code applied",
      coupon: { code: code.code, applied: true, reason: null, shortBy: null },
      totals: {
        subtotal: 2998,
        promoDiscount: 299.8,
        promotions: [{ code: code.code, title: "10% off", amount: 299.8, note: null }],
        gst: (gstFor(taxable) * 2) / 100,
        total: ((taxable + gstFor(taxable)) * 2) / 100,
      },
    });
    // The spec's getMyCart answers the same saving.
    const cart = await call(getMyCartRoute, { path: "/api/v1/order/getMyCart", token: user.token, json: {} });
    expect(cart.body).toMatchObject({ totals: (applied.body as Record<string, unknown>).totals });

    expect(await applyCode(user, "NOSUCHCODE")).toMatchObject({ status: 409, body: { success: false, message: UNKNOWN_CODE_MESSAGE } });
    expect(await applyCode(user, "x")).toMatchObject({
      status: 400,
      body: { success: false, message: "A code is 3 to 24 letters, digits, '-' or '_'" },
    });
    expect(await applyCode(user, "")).toMatchObject({ status: 400, body: { message: "Enter a code" } });
    const ended = await promotion({ endsAt: new Date(Date.now() - 1000) });
    expect(await applyCode(user, ended.code)).toMatchObject({ status: 409, body: { message: PROMOTION_MESSAGES.ended } });
    const usedUp = await promotion({ usageLimit: 1, usedCount: 1 });
    expect(await applyCode(user, usedUp.code)).toMatchObject({ status: 409, body: { message: PROMOTION_MESSAGES.usedUp } });
    // The refused codes left the applied one in place.
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).cartCouponCode).toBe(code.code);

    // A code the cart does not meet yet is kept, and says what it needs.
    const big = await promotion({ minCartPaise: 500_000 });
    const short = await applyCode(user, big.code);
    expect(short.status).toBe(200);
    expect(short.body).toMatchObject({
      coupon: { code: big.code, applied: false, reason: "Add ₹1,852.10 more to use this offer", shortBy: 1852.1 },
      totals: { promoDiscount: 0, promotions: [] },
    });

    const removed = await call(removeCouponRoute, { path: COUPON, token: user.token, method: "DELETE" });
    expect(removed).toMatchObject({ status: 200, body: { message: "Code removed", coupon: null, totals: { promoDiscount: 0 } } });
    expect(await call(applyCouponRoute, { path: COUPON, json: { code: code.code } })).toMatchObject({ status: 401 });
  });
});

describe("an order with a code", () => {
  it("is priced per piece with GST on the discounted value, reserves the use, spends the cart's code, and a cancel gives the use back", async () => {
    const user = await buyer();
    const { S, M } = await kurta({ S: 5, M: 5 });
    // ₹100 off what the order costs with GST, over three pieces: exactly ₹100 less to pay, each piece's GST on what is left of it.
    const code = await promotion({ type: "FIXED", percentBp: 0, amountPaise: 10_000, usageLimit: 5 });
    await fillCart(user.id, [
      { sizeId: S.id, quantity: 2 },
      { sizeId: M.id, quantity: 1 },
    ]);
    expect((await applyCode(user, code.code)).status).toBe(200);
    const placed = await placeCod(user, {
      addressId: user.addressId,
      cart: [
        { sizeId: S.id, quantity: 2 },
        { sizeId: M.id, quantity: 1 },
      ],
    });
    expect(placed.status).toBe(200);
    const [order] = await ordersOf(user.id);
    for (const line of order!.lines) {
      const taxable = PRICE - line.unitDiscountPaise;
      expect(line).toMatchObject({ unitPricePaise: PRICE, unitGstPaise: gstFor(taxable), gstRateBp: 500 });
      expect(line.lineTotalPaise).toBe((taxable + gstFor(taxable)) * line.quantity);
    }
    const lines = order!.lines.reduce((sum, line) => sum + line.lineTotalPaise, 0);
    expect(lines).toBe(3 * (PRICE + gstFor(PRICE)) - 10_000);
    const gst = order!.lines.reduce((sum, line) => sum + line.unitGstPaise * line.quantity, 0);
    const off = order!.lines.reduce((sum, line) => sum + line.unitDiscountPaise * line.quantity, 0);
    expect(order).toMatchObject({ promoDiscountPaise: off, subtotalPaise: 3 * PRICE, gstPaise: gst });
    expect(order!.totalPaise).toBe(lines + order!.roundOffPaise + order!.codFeePaise);
    expect(placed.body.order!.totals).toMatchObject({ promoDiscount: off / 100 });
    expect(await db.promotion.findUniqueOrThrow({ where: { id: code.id } })).toMatchObject({ usedCount: 1, givenPaise: off });
    expect(await db.promotionUse.findMany({ where: { promotionId: code.id } })).toMatchObject([
      // The delivery phone was typed, never proved: it names nobody (decision 098).
      { orderId: order!.id, userId: user.id, discountPaise: off, releasedAt: null, phones: [] },
    ]);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).cartCouponCode).toBeNull();

    const cancelled = await callOrder(cancelMyOrderRoute, {
      path: "/api/v1/order/cancelMyOrder",
      token: user.token,
      json: { orderId: order!.id },
    });
    expect(cancelled.status).toBe(200);
    expect(await db.promotion.findUniqueOrThrow({ where: { id: code.id } })).toMatchObject({ usedCount: 0, givenPaise: 0 });
    expect((await db.promotionUse.findFirstOrThrow({ where: { orderId: order!.id } })).releasedAt).not.toBeNull();
  });

  it("a fixed code takes exactly its amount off what is paid: ₹200 on three pieces of ₹1,048.95, and ₹500 paid online", async () => {
    const user = await buyer();
    const { S, M } = await kurta({ S: 5, M: 5 });
    // Typed with GST: ₹1,048.95 is ₹999 before GST and ₹49.95 GST.
    await db.sizeStock.update({ where: { id: S.id }, data: { pricePaise: 99_900, priceWithGstPaise: 104_895 } });
    const code = await promotion({ type: "FIXED", percentBp: 0, amountPaise: 20_000 });
    const placed = await placeCod(user, { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 3 }], coupon: code.code });
    expect(placed.status).toBe(200);
    const [order] = await ordersOf(user.id);
    expect(order!.lines.reduce((sum, line) => sum + line.lineTotalPaise, 0)).toBe(3 * 104_895 - 20_000);
    // ₹66.67 a piece cannot be split equally: two pieces take a paisa more off, as a line of their own.
    expect(order!.lines.map((line) => [line.sizeId, line.quantity, line.unitDiscountPaise])).toEqual([
      [S.id, 2, 6_350],
      [S.id, 1, 6_349],
    ]);
    for (const line of order!.lines) expect(line.unitGstPaise).toBe(gstFor(99_900 - line.unitDiscountPaise));

    // BIG500: ₹500 off carts of ₹4,000 or more, paid online: the payment is exactly ₹500 less than the goods.
    const big = await promotion({ type: "FIXED", percentBp: 0, amountPaise: 50_000, minCartPaise: 400_000 });
    const cart = [{ sizeId: M.id, quantity: 3 }];
    const captured = await callOrder(capturePaymentRoute, {
      path: "/api/v1/order/capturePayment",
      token: user.token,
      json: { addressId: user.addressId, cart, coupon: big.code },
    });
    expect(captured.status).toBe(200);
    expect(captured.body.payment!.amount).toBe(3 * (PRICE + gstFor(PRICE)) - 50_000);
  });

  // Each buyer buys a product of their own: buyers of one size would wait on its row before the
  // promotion is reached, which would hide a reservation that reads and then writes.
  it("50 concurrent checkouts on a 10-use code, each of another product, make exactly 10 orders; the rest are told the code is used up", async () => {
    const code = await promotion({ usageLimit: 10 });
    const buyers = await buyersInTurn(50);
    const sizes: string[] = [];
    for (let i = 0; i < buyers.length; i++) sizes.push((await kurta({ S: 1 })).S.id);
    const results = await Promise.all(
      buyers.map((user, i) => placeCod(user, { addressId: user.addressId, cart: [{ sizeId: sizes[i]!, quantity: 1 }], coupon: code.code })),
    );
    const placed = results.filter((result) => result.status === 200);
    expect(placed).toHaveLength(10);
    for (const refused of results.filter((result) => result.status !== 200)) {
      expect(refused).toMatchObject({ status: 409, body: { success: false, message: PROMOTION_MESSAGES.usedUp } });
    }
    expect(await db.promotion.findUniqueOrThrow({ where: { id: code.id } })).toMatchObject({ usedCount: 10 });
    expect(await db.promotionUse.count({ where: { promotionId: code.id, releasedAt: null } })).toBe(10);
    expect(await db.order.count({ where: { promotionUses: { some: { promotionId: code.id } } } })).toBe(10);
    // A refused order kept no stock.
    const stock = await db.sizeStock.findMany({ where: { id: { in: sizes } }, select: { stock: true } });
    expect(stock.filter((size) => size.stock === 0)).toHaveLength(10);
  });

  it("a per-customer limit holds for a second account delivering to the first one's verified mobile, even at the same instant", async () => {
    // Three rounds, each on a code and products of its own: the two orders share no row but the customer's.
    for (let round = 0; round < 3; round++) {
      const code = await promotion({ perCustomerLimit: 1 });
      const [mine, theirs] = [(await kurta({ S: 5 })).S, (await kurta({ S: 5 })).S];
      const mobile = `91234567${String(round).padStart(2, "0")}`;
      const [first, second] = await Promise.all([buyer(), buyer()]);
      await db.user.update({ where: { id: first!.id }, data: { mobile: `+91${mobile}` } });
      const toMobile = await makeAddress(second!.id, { phoneNumber: mobile });
      const results = await Promise.all([
        placeCod(first!, { addressId: first!.addressId, cart: [{ sizeId: mine.id, quantity: 1 }], coupon: code.code }),
        placeCod(second!, { addressId: toMobile.id, cart: [{ sizeId: theirs.id, quantity: 1 }], coupon: code.code }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
      expect(results.find((result) => result.status === 409)!.body.message).toBe(PROMOTION_MESSAGES.customerUsedUp);
      // Another phone on the same account is still the same customer (the account).
      const winner = results[0]!.status === 200 ? first! : second!;
      expect(
        await placeCod(winner, { addressId: winner.addressId, cart: [{ sizeId: mine.id, quantity: 1 }], coupon: code.code }),
      ).toMatchObject({ status: 409, body: { message: PROMOTION_MESSAGES.customerUsedUp } });
    }
  });

  it("starts and ends at the instants set, 00:00 IST being 18:30 UTC the day before", async () => {
    const user = await buyer();
    const { product, S } = await kurta({ S: 5 });
    const startsAt = new Date("2026-11-30T18:30:00.000Z"); // 1 December, 00:00 IST
    const endsAt = new Date("2026-12-01T18:30:00.000Z");
    const code = await promotion({ startsAt, endsAt });
    const lines = [{ sizeId: S.id, productId: product.id, categoryId: product.categoryId, unitPricePaise: PRICE, quantity: 1 }];
    const at = (instant: Date) => priceLines(db, user.id, lines, { code: code.code, payment: null }, instant);
    expect((await at(new Date(startsAt.getTime() - 1))).coupon).toMatchObject({ applied: false, reason: PROMOTION_MESSAGES.notStarted });
    expect((await at(startsAt)).coupon).toMatchObject({ applied: true });
    expect((await at(new Date(endsAt.getTime() - 1))).parts.get(S.id)).toEqual([{ quantity: 1, unitDiscountPaise: 14_990 }]);
    expect((await at(endsAt)).coupon).toMatchObject({ applied: false, reason: PROMOTION_MESSAGES.ended });
  });

  it("paid online: the payment is opened for the discounted total and verifying it places the order at that price; a prepaid-only code refuses cash", async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 5 });
    const code = await promotion({ prepaidOnly: true, percentBp: 2000 });
    const cart = [{ sizeId: S.id, quantity: 1 }];
    await fillCart(user.id, cart);
    expect(await placeCod(user, { addressId: user.addressId, cart, coupon: code.code })).toMatchObject({
      status: 409,
      body: { message: PROMOTION_MESSAGES.prepaid },
    });
    const taxable = PRICE - 29_980;
    const captured = await callOrder(capturePaymentRoute, {
      path: "/api/v1/order/capturePayment",
      token: user.token,
      json: { addressId: user.addressId, cart, coupon: code.code },
    });
    expect(captured.status).toBe(200);
    expect(captured.body.payment!.amount).toBe(taxable + gstFor(taxable));
    const { response } = await twinPay(user.ctx, { razorpay_order_id: captured.body.payment!.id });
    const verified = await callOrder(verifyPaymentRoute, { path: "/api/v1/order/verifyPayment", token: user.token, json: response });
    expect(verified.status).toBe(200);
    expect(verified.body.order!.totals).toMatchObject({ promoDiscount: 299.8, total: (taxable + gstFor(taxable)) / 100 });
    expect(await db.promotion.findUniqueOrThrow({ where: { id: code.id } })).toMatchObject({ usedCount: 1, givenPaise: 29_980 });
  });

  it("a return of a discounted piece refunds what it cost, not its list price", async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 5 });
    // 50% off a ₹2,600 piece would be 18% GST at list price; at ₹1,300 it is 5%.
    await db.sizeStock.update({ where: { id: S.id }, data: { pricePaise: 260_000, cutPricePaise: 300_000 } });
    const code = await promotion({ percentBp: 5000 });
    const placed = await placeCod(user, { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 2 }], coupon: code.code });
    expect(placed.status).toBe(200);
    const [line] = (await ordersOf(user.id))[0]!.lines;
    expect(gstRateFor(260_000)).toBe(1800);
    expect(line).toMatchObject({ unitDiscountPaise: 130_000, gstRateBp: 500, unitGstPaise: 6_500 });
    const boss = await deliver(placed.body.order!.id);
    expect(boss.role).toBe("ADMIN");
    const returned = await callOrder(returnOrderRoute, {
      path: "/api/v1/order/returnOrder",
      token: user.token,
      json: { orderId: placed.body.order!.id, reason: "Too big", cart: [{ _id: line!.id, currQty: 1 }] },
    });
    expect(returned.status).toBe(200);
    expect(returned.body.order!.totalPrice).toBe(1365);
    const row = await db.order.findUniqueOrThrow({ where: { id: returned.body.order!.id }, include: { lines: true } });
    expect(row.lines).toMatchObject([{ unitDiscountPaise: 130_000, lineTotalPaise: 136_500 }]);
  });
});

describe("GET /api/v1/offers", () => {
  it("lists the codes anyone may use now, with what each saves on the caller's cart or what it still needs; never a single-use code", async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 5 });
    await fillCart(user.id, [{ sizeId: S.id, quantity: 1 }]);
    const open = await promotion({ title: "Festive 10%" });
    const big = await promotion({ title: "₹5,000 carts", minCartPaise: 500_000 });
    const single = await promotion({ usageLimit: 1 });
    const later = await promotion({ startsAt: new Date(Date.now() + 3_600_000) });
    const listed = async (token?: string) => {
      const { status, body } = await call(getOffersRoute, { path: "/api/v1/offers", token });
      expect(status).toBe(200);
      return (body as unknown as { offers: { code: string }[] }).offers;
    };
    const mine = await listed(user.token);
    const codesListed = mine.map((offer) => offer.code);
    expect(codesListed).toEqual(expect.arrayContaining([open.code, big.code]));
    expect(codesListed).not.toContain(single.code);
    expect(codesListed).not.toContain(later.code);
    expect(mine.find((offer) => offer.code === open.code)).toMatchObject({ title: "Festive 10%", saving: 149.9, reason: null });
    expect(mine.find((offer) => offer.code === big.code)).toMatchObject({
      saving: 0,
      reason: "Add ₹3,426.05 more to use this offer",
      shortBy: 3426.05,
    });
    // A visitor sees the same codes, with no cart to measure them on.
    expect((await listed()).find((offer) => offer.code === big.code)).toMatchObject({ saving: 0, reason: null, minCart: 5000 });
  });
});

describe("a free gift", () => {
  it("adds one piece at ₹0 to the order while it is in stock, takes its stock, counts its price against the budget, and shows on the invoice", async () => {
    const { S } = await kurta({ S: 10 });
    const { L: giftSize } = await kurta({ L: 1 });
    const code = await promotion({ type: "GIFT", percentBp: 0, title: "A free kurta", giftSizeId: giftSize.id, budgetPaise: 1_000_000 });
    const first = await buyer();
    await fillCart(first.id, [{ sizeId: S.id, quantity: 1 }]);
    const applied = await applyCode(first, code.code);
    expect(applied.body).toMatchObject({
      coupon: { applied: true },
      gifts: [{ sizeId: giftSize.id, name: "Chikankari Kurta - Indigo - L", value: 1573.95 }],
      totals: { promoDiscount: 0, promotions: [{ title: "A free kurta", amount: 0 }] },
    });
    const placed = await placeCod(first, { addressId: first.addressId, cart: [{ sizeId: S.id, quantity: 1 }] });
    expect(placed.status).toBe(200);
    const [order] = await ordersOf(first.id);
    expect(order!.lines.find((line) => line.sizeId === giftSize.id)).toMatchObject({
      quantity: 1,
      unitPricePaise: 0,
      cutPricePaise: PRICE,
      unitGstPaise: 0,
      lineTotalPaise: 0,
    });
    expect(order!.totalPaise - order!.roundOffPaise - order!.codFeePaise).toBe(PRICE + gstFor(PRICE));
    expect(await db.sizeStock.findUniqueOrThrow({ where: { id: giftSize.id } })).toMatchObject({ stock: 0 });
    expect(await db.promotion.findUniqueOrThrow({ where: { id: code.id } })).toMatchObject({ usedCount: 1, givenPaise: PRICE });

    // The gift is gone: the next shopper's code says so, and the order is not refused for it.
    const second = await buyer();
    await fillCart(second.id, [{ sizeId: S.id, quantity: 1 }]);
    expect(await applyCode(second, code.code)).toMatchObject({
      status: 200,
      body: { coupon: { applied: false, reason: PROMOTION_MESSAGES.giftGone }, gifts: [] },
    });
    expect((await placeCod(second, { addressId: second.addressId, cart: [{ sizeId: S.id, quantity: 1 }] })).status).toBe(200);
  });
});

describe("automatic offers", () => {
  it("apply without a code; of two that do not combine the larger wins, and the cart says why the other did not", async () => {
    const user = await buyer();
    const { product, S } = await kurta({ S: 5 });
    const only = { code: null, productIds: [product.id] };
    await promotion({ ...only, title: "Sale 5%", percentBp: 500 });
    await promotion({ ...only, title: "Sale 10%", percentBp: 1000 });
    await fillCart(user.id, [{ sizeId: S.id, quantity: 1 }]);
    const cart = await call(getMyCartRoute, { path: "/api/v1/order/getMyCart", token: user.token, json: {} });
    expect(cart.status).toBe(200);
    expect(cart.body).toMatchObject({
      totals: { promoDiscount: 149.9, promotions: [{ code: null, title: "Sale 10%", amount: 149.9 }] },
      notApplied: [{ title: "Sale 5%", reason: PROMOTION_MESSAGES.better }],
      coupon: null,
    });
  });

  it("a code that does not combine with sale prices leaves the size on sale at its sale price and takes the other size only", async () => {
    const user = await buyer();
    const { S, M } = await kurta({ S: 5, M: 5 });
    await promotion({ code: null, title: "Sale 20%", percentBp: 2000, combinable: true, sizeIds: [S.id] });
    const code = await promotion({ title: "15% off full-price items", percentBp: 1500, combinesWithSales: false });
    await fillCart(user.id, [
      { sizeId: S.id, quantity: 1 },
      { sizeId: M.id, quantity: 1 },
    ]);
    const applied = await applyCode(user, code.code);
    expect(applied.status).toBe(200);
    // 20% of ₹1,499 on S by the sale; 15% of ₹1,499 on M by the code. Taking both sizes alone, the code would give less.
    expect(applied.body).toMatchObject({
      coupon: { code: code.code, applied: true },
      totals: {
        promoDiscount: 299.8 + 224.85,
        promotions: [
          { code: null, title: "Sale 20%", amount: 299.8 },
          { code: code.code, amount: 224.85 },
        ],
      },
    });
  });
});
