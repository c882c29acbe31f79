import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { POST as cancelMyOrderRoute } from "@/app/api/v1/order/cancelMyOrder/route";
import { POST as cancelOrderRoute } from "@/app/api/v1/order/cancelOrder/route";
import { POST as getOrderByIdRoute } from "@/app/api/v1/order/getOrderById/route";
import { POST as returnOrderRoute } from "@/app/api/v1/order/returnOrder/route";
import { POST as updateOrderRoute } from "@/app/api/v1/order/updateOrder/route";
import { clock } from "@/lib/clock";
import { UNKNOWN_SIZE_MESSAGE } from "@/lib/orders/model/schemas";
import { OTHER_PRODUCT_MESSAGE } from "@/lib/orders/returns/exchange";
import { getReturnForm } from "@/lib/orders/queries";
import { NOTHING_OWED_MESSAGE, REPLACEMENT_MOVES_WITH_RETURN } from "@/lib/orders/moves/apply-move";
import { cashOnDelivery } from "@/lib/orders/place/place-order";
import { NOT_RETURNABLE_MESSAGE, WINDOW_CLOSED_MESSAGE } from "@/lib/orders/model/return-window";
import type { OrderApi } from "@/lib/orders/model/api-view";
import { twinProvider } from "@/lib/payments/twin";
import { db, outboxFor } from "../../support/api";
import { makeProduct } from "../../support/factories";
import { workOffJobs } from "../../support/jobs";
import { buyer, callOrder, deliver, prepaidOrder, stockOf, type Buyer } from "./fixtures";

// Exchanges: a delivered piece replaced by another size or colour of the same product, through the
// spec's returnOrder with `replaceWith`, held from stock at once and moved along with its return.

afterAll(() => db.$disconnect());
afterEach(() => vi.restoreAllMocks());

const DAY = 24 * 60 * 60 * 1000;

const post = (route: typeof returnOrderRoute, path: string) => (token: string | undefined, json: Record<string, unknown>) =>
  callOrder(route, { path, token, json });
const returnOrder = post(returnOrderRoute, "/api/v1/order/returnOrder");
const update = post(updateOrderRoute, "/api/v1/order/updateOrder");
const cancelMine = post(cancelMyOrderRoute, "/api/v1/order/cancelMyOrder");
const cancelAny = post(cancelOrderRoute, "/api/v1/order/cancelOrder");
const getOrderById = post(getOrderByIdRoute, "/api/v1/order/getOrderById");

/**
 * A kurta in Indigo S/M/L at ₹1,499 (₹1,573.95 with GST) and Rose M at ₹1,299 (₹1,363.95) and
 * L at ₹1,799 (₹1,888.95): the same product in another colour, cheaper and dearer.
 */
async function kurta(stock: { indigoL?: number; roseM?: number } = {}) {
  const product = await makeProduct({
    name: "Chikankari Kurta",
    variants: [
      {
        colorName: "Indigo",
        colorCode: "#3f51b5",
        sizes: [
          { size: "S", pricePaise: 149_900, cutPricePaise: 199_900, stock: 10 },
          { size: "M", pricePaise: 149_900, cutPricePaise: 199_900, stock: 10 },
          { size: "L", pricePaise: 149_900, cutPricePaise: 199_900, stock: stock.indigoL ?? 10 },
        ],
      },
      {
        colorName: "Rose",
        colorCode: "#e91e63",
        sizes: [
          { size: "M", pricePaise: 129_900, cutPricePaise: 199_900, stock: stock.roseM ?? 10 },
          { size: "L", pricePaise: 179_900, cutPricePaise: 199_900, stock: 10 },
        ],
      },
    ],
  });
  await db.product.update({ where: { id: product.id }, data: { cashOnDelivery: true } });
  const [indigo, rose] = product.variants;
  return { product, indigoM: indigo!.sizes.M!, indigoL: indigo!.sizes.L!, roseM: rose!.sizes.M!, roseL: rose!.sizes.L! };
}

type Kurta = Awaited<ReturnType<typeof kurta>>;

/** A buyer's delivered cash-on-delivery order of `quantity` × Indigo M of `made`, and its line. */
async function deliveredOrder(made: Kurta, user?: Buyer, quantity = 1) {
  const customer = user ?? (await buyer());
  const order = await cashOnDelivery(customer.ctx, { addressId: customer.addressId, cart: [{ sizeId: made.indigoM.id, quantity }] });
  const boss = await deliver(order.id);
  return { user: customer, order, boss, lineId: order.lines[0]!.id };
}

const exchange = (lineId: string, replaceWith: string, currQty = 1) => [{ _id: lineId, currQty, replaceWith }];

/** Everything an exchange request may change, to prove a refusal changed nothing. */
async function snapshot(made: Kurta, orderId: string, lineId: string) {
  return {
    stock: await Promise.all([made.indigoL, made.roseM, made.roseL].map((size) => stockOf(size.id))),
    returned: (await db.orderLine.findUniqueOrThrow({ where: { id: lineId } })).returnedQuantity,
    children: await db.order.count({ where: { parentOrderId: orderId } }),
  };
}

describe("returnOrder with replaceWith: an exchange", () => {
  it("exchanges a delivered M for an L: the L is held from stock at once, nothing is refunded, and the email says so", async () => {
    const made = await kurta();
    const { user, order, lineId } = await deliveredOrder(made);
    const { status, body } = await returnOrder(user.token, {
      orderId: order.id,
      reason: "Too tight",
      cart: exchange(lineId, made.indigoL.id),
    });
    expect(status).toBe(200);
    expect(body.order).toMatchObject({
      orderType: "Returns",
      kind: "Return",
      totalPrice: 0,
      paymentStatus: "Nothing to refund (Exchange)",
      cart: [{ name: "Chikankari Kurta - Indigo - M", quantity: 1 }],
      exchange: {
        stage: "Requested",
        replacement: {
          statusLabel: "Pending",
          trackingLink: null,
          lines: [{ productName: "Chikankari Kurta", colorName: "Indigo", size: "L", quantity: 1, price: 1573.95, differenceRefunded: 0 }],
        },
      },
    });
    expect(await stockOf(made.indigoL.id)).toBe(9);
    const replacement = await db.order.findUniqueOrThrow({
      where: { id: body.order!.exchange!.replacement._id },
      include: { lines: true },
    });
    expect(replacement).toMatchObject({
      orderType: "REPLACEMENT",
      status: "PENDING",
      parentOrderId: body.order!.id,
      userId: user.id,
      paymentType: "PREPAID",
      totalPaise: 157_395,
      deliveryPaise: 0,
    });
    expect(replacement.lines).toMatchObject([{ sizeId: made.indigoL.id, quantity: 1, replacesLineId: body.order!.cart[0]!._id }]);
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: body.order!.id, action: "order.return_requested" } });
    expect(audit.data).toMatchObject({ refundPaise: 0, replacementId: replacement.id });
    const mail = (await outboxFor(user.email)).find((email) => email.template === "exchange-requested");
    expect(mail?.subject).toContain("exchange");
    expect(mail?.text).toContain("In their place we will send 1 × Chikankari Kurta - Indigo - L (for Indigo M)");
    expect(mail?.text).toContain("There is nothing to refund");
  });

  it("mixes a refund and a cheaper colour in one request: the refund is the piece plus the difference", async () => {
    const made = await kurta();
    const { user, order, lineId } = await deliveredOrder(made, undefined, 2);
    // Both pieces for Rose M, ₹210 cheaper each; then an order of two lines, one refunded and one exchanged.
    const { status, body } = await returnOrder(user.token, {
      orderId: order.id,
      reason: "Prefer rose",
      cart: exchange(lineId, made.roseM.id, 2),
    });
    expect(status).toBe(200);
    expect(body.order).toMatchObject({
      totalPrice: 420,
      paymentStatus: "Refund pending (Cash)",
      exchange: { replacement: { lines: [{ colorName: "Rose", size: "M", quantity: 2, price: 1363.95, differenceRefunded: 420 }] } },
    });
    expect((await outboxFor(user.email)).find((email) => email.template === "exchange-requested")?.text).toContain(
      "we will pay you back ₹420.",
    );

    const other = await cashOnDelivery(user.ctx, {
      addressId: user.addressId,
      cart: [
        { sizeId: made.indigoM.id, quantity: 1 },
        { sizeId: made.indigoL.id, quantity: 1 },
      ],
    });
    await deliver(other.id);
    const [keep, swap] = other.lines;
    const mixed = await returnOrder(user.token, {
      orderId: other.id,
      reason: "One fits",
      cart: [
        { _id: keep!.id, currQty: 1 },
        { _id: swap!.id, currQty: 1, replaceWith: made.roseM.id },
      ],
    });
    expect(mixed.status).toBe(200);
    // ₹1,573.95 for the refunded piece, and ₹210 back on the exchanged one.
    expect(mixed.body.order).toMatchObject({ totalPrice: 1783.95, cart: [{ quantity: 1 }, { quantity: 1 }] });
    expect(mixed.body.order!.exchange!.replacement.lines).toHaveLength(1);
  });

  it("refuses each bad exchange with a clear 4xx and changes nothing", async () => {
    const made = await kurta({ roseM: 0 });
    const elsewhere = await kurta();
    const { user, order, lineId } = await deliveredOrder(made);
    const before = await snapshot(made, order.id, lineId);
    const cases: [Record<string, unknown>[], number, string | RegExp][] = [
      [exchange(lineId, elsewhere.indigoL.id), 400, OTHER_PRODUCT_MESSAGE],
      [exchange(lineId, "no-such-size"), 400, UNKNOWN_SIZE_MESSAGE],
      [
        exchange(lineId, made.roseL.id),
        409,
        "Rose L costs ₹1,888.95, more than the ₹1,573.95 you paid: return this piece and order the other",
      ],
      [exchange(lineId, made.roseM.id), 409, "Chikankari Kurta - Rose - M is out of stock. Choose a refund for it instead"],
      [exchange(lineId, made.indigoL.id, 2), 409, "Only 1 of Chikankari Kurta - Indigo - M can still be returned"],
      [[{ _id: lineId, currQty: 1, replaceWith: 7 }], 400, "replaceWith must be the id of a size"],
    ];
    for (const [cart, status, message] of cases) {
      expect(await returnOrder(user.token, { orderId: order.id, reason: "Swap", cart })).toMatchObject({
        status,
        body: { success: false, message },
      });
    }
    expect(await snapshot(made, order.id, lineId)).toEqual(before);

    // Another customer's order is not found; an admin's too (the return is the customer's to ask).
    const stranger = await buyer();
    expect((await returnOrder(stranger.token, { orderId: order.id, reason: "x", cart: exchange(lineId, made.indigoL.id) })).status).toBe(
      404,
    );
    expect(await snapshot(made, order.id, lineId)).toEqual(before);
  });

  it("refuses an exchange of an order not delivered, or outside the 3-day window", async () => {
    const made = await kurta();
    const user = await buyer();
    const pending = await cashOnDelivery(user.ctx, { addressId: user.addressId, cart: [{ sizeId: made.indigoM.id, quantity: 1 }] });
    expect(
      await returnOrder(user.token, { orderId: pending.id, reason: "x", cart: exchange(pending.lines[0]!.id, made.indigoL.id) }),
    ).toMatchObject({ status: 409, body: { message: NOT_RETURNABLE_MESSAGE } });

    const deliveredAt = new Date("2026-11-20T10:00:00Z");
    vi.spyOn(clock, "now").mockReturnValue(deliveredAt);
    const { order, lineId } = await deliveredOrder(made, user);
    vi.spyOn(clock, "now").mockReturnValue(new Date(deliveredAt.getTime() + 3 * DAY));
    expect(await returnOrder(user.token, { orderId: order.id, reason: "x", cart: exchange(lineId, made.indigoL.id) })).toMatchObject({
      status: 409,
      body: { message: WINDOW_CLOSED_MESSAGE },
    });
    expect(await stockOf(made.indigoL.id)).toBe(10);
  });

  it("several shoppers exchanging into the last 2 pieces of a size at once: exactly 2 get them, the others 409", async () => {
    const made = await kurta({ indigoL: 2 });
    const orders = [];
    for (let i = 0; i < 6; i += 1) orders.push(await deliveredOrder(made));
    const results = await Promise.all(
      orders.map(({ user, order, lineId }) =>
        returnOrder(user.token, { orderId: order.id, reason: "Size up", cart: exchange(lineId, made.indigoL.id) }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    for (const refused of results.filter((result) => result.status === 409)) {
      expect(refused.body.message).toContain("Choose a refund for it instead");
    }
    expect(await stockOf(made.indigoL.id)).toBe(0);
    expect(await db.order.count({ where: { orderType: "REPLACEMENT", lines: { some: { sizeId: made.indigoL.id } } } })).toBe(2);
    // The refused requests left no return behind either.
    expect(await db.order.count({ where: { orderType: "RETURN", parentOrderId: { in: orders.map(({ order }) => order.id) } } })).toBe(2);
  });

  it("the return screen offers each colour and size with its price, and says why a dearer or sold-out one cannot be chosen", async () => {
    const made = await kurta({ roseM: 0 });
    const { user, order } = await deliveredOrder(made);
    const form = await getReturnForm(user.ctx, order.id);
    const [indigo, rose] = form.lines[0]!.exchange;
    expect(indigo!.sizes.map(({ size, payablePaise, refusal }) => [size, payablePaise, refusal])).toEqual([
      ["S", 157_395, null],
      ["M", 157_395, null],
      ["L", 157_395, null],
    ]);
    expect(rose!.sizes.map(({ size, differencePaise, refusal }) => [size, differencePaise, refusal])).toEqual([
      ["M", 21_000, "Sold out"],
      ["L", 0, "Costs ₹1,888.95, more than you paid"],
    ]);
  });
});

describe("moving an exchange along", () => {
  async function requested(made?: Kurta) {
    const kurtaMade = made ?? (await kurta());
    const delivered = await deliveredOrder(kurtaMade);
    const { body } = await returnOrder(delivered.user.token, {
      orderId: delivered.order.id,
      reason: "Size up",
      cart: exchange(delivered.lineId, kurtaMade.indigoL.id),
    });
    return { ...delivered, made: kurtaMade, returnId: body.order!.id, replacementId: body.order!.exchange!.replacement._id };
  }

  it("the customer cancels it before pickup: the held piece goes back to stock and the piece can be returned again", async () => {
    const { user, made, order, lineId, returnId, replacementId } = await requested();
    expect(await stockOf(made.indigoL.id)).toBe(9);
    // The replacement itself moves only with its return.
    expect(await cancelMine(user.token, { orderId: replacementId })).toMatchObject({
      status: 409,
      body: { message: REPLACEMENT_MOVES_WITH_RETURN },
    });
    const cancelled = await cancelMine(user.token, { orderId: returnId });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({
      statusLabel: "Cancelled",
      exchange: { stage: "Cancelled", replacement: { statusLabel: "Cancelled" } },
    });
    expect(await stockOf(made.indigoL.id)).toBe(10);
    expect((await db.orderLine.findUniqueOrThrow({ where: { id: lineId } })).returnedQuantity).toBe(0);
    expect(await db.auditLog.count({ where: { entityId: replacementId, action: "order.cancelled", actorId: user.id } })).toBe(1);
    const mails = await outboxFor(user.email);
    expect(mails.find((mail) => mail.template === "return-cancelled")?.text).toContain("has gone back to our stock");
    expect(mails.filter((mail) => mail.template === "order-cancelled")).toHaveLength(0);
    // Cancelled twice: nothing more goes back.
    expect((await cancelMine(user.token, { orderId: returnId })).status).toBe(409);
    expect(await stockOf(made.indigoL.id)).toBe(10);
    expect((await returnOrder(user.token, { orderId: order.id, reason: "Again", cart: exchange(lineId, made.indigoL.id) })).status).toBe(
      200,
    );
  });

  it("an admin closes it when the pickup failed: Closed, stock back", async () => {
    const { boss, made, returnId } = await requested();
    const closed = await cancelAny(boss.token, { orderId: returnId, reason: "Pickup failed twice" });
    expect(closed.status).toBe(200);
    expect(closed.body.order!.exchange!.stage).toBe("Closed");
    expect(await stockOf(made.indigoL.id)).toBe(10);
    expect(await update(boss.token, { orderId: returnId, status: "Return Picked Up" })).toMatchObject({ status: 409 });
  });

  it("pickup → the returned piece's credit note, the replacement booked by a job and shipped with tracking, delivered with its own invoice", async () => {
    const { user, boss, order, returnId, replacementId } = await requested();
    expect(await update(boss.token, { orderId: replacementId, status: "Confirmed" })).toMatchObject({
      status: 409,
      body: { message: REPLACEMENT_MOVES_WITH_RETURN },
    });
    const picked = await update(boss.token, { orderId: returnId, status: "Return Picked Up" });
    expect(picked.status).toBe(200);
    expect(picked.body.order).toMatchObject({ paymentStatus: "Nothing to refund (Exchange)", exchange: { stage: "Picked up" } });
    // Nothing is owed, so nothing can be marked paid.
    expect(await update(boss.token, { orderId: returnId, status: "Refunded" })).toMatchObject({
      status: 409,
      body: { message: NOTHING_OWED_MESSAGE },
    });
    const notes = await db.creditNote.findMany({ where: { orderId: order.id } });
    expect(notes).toMatchObject([{ totalPaise: 157_395 }]);
    expect((await db.order.findUniqueOrThrow({ where: { id: replacementId } })).status).toBe("CONFIRMED");
    expect(await db.auditLog.count({ where: { entityId: replacementId, action: "order.confirmed", actorId: boss.id } })).toBe(1);

    await workOffJobs();
    const shipped = await db.order.findUniqueOrThrow({ where: { id: replacementId } });
    expect(shipped).toMatchObject({ status: "SHIPPED", awbCode: expect.stringMatching(/^TW\d{12}$/) });
    expect(shipped.trackingUrl).toBe(`/track/${shipped.awbCode}`);
    const returned = await db.order.findUniqueOrThrow({ where: { id: returnId } });
    expect(shipped.awbCode).not.toBe(returned.awbCode);
    expect((await db.shipmentEvent.findMany({ where: { awbCode: shipped.awbCode! } })).map((event) => event.status)).toEqual([
      "Booked",
      "Picked up",
      "In transit",
    ]);
    expect(await db.auditLog.count({ where: { entityId: replacementId, action: "order.shipped", actorId: null } })).toBe(1);
    const shippedMail = (await outboxFor(user.email)).find((mail) => mail.template === "replacement-shipped");
    expect(shippedMail?.text).toContain(`/track/${shipped.awbCode}`);

    const delivered = await update(boss.token, { orderId: replacementId, status: "Delivered" });
    expect(delivered.status).toBe(200);
    const invoice = await db.invoice.findUniqueOrThrow({ where: { orderId: replacementId } });
    expect(invoice.number).toMatch(/^KS\/\d{2}-\d{2}\/\d{6}$/);
    expect((await outboxFor(user.email)).some((mail) => mail.template === "replacement-delivered")).toBe(true);
    const view = await returnOrder(user.token, { orderId: replacementId, reason: "Again" });
    expect(view).toMatchObject({ status: 409, body: { message: NOT_RETURNABLE_MESSAGE } });

    const { body } = await getOrderById(user.token, { orderId: returnId });
    expect((body.orders as OrderApi).exchange).toMatchObject({
      stage: "Replacement delivered",
      replacement: { trackingLink: `/track/${shipped.awbCode}`, invoiceLink: `/orders/${replacementId}/invoice` },
    });
  });

  it("prepaid: a cheaper replacement's difference is refunded through the provider exactly once, however many pickups race", async () => {
    const { user, order, M } = await prepaidOrder();
    const boss = await deliver(order.id);
    await db.sizeStock.update({ where: { id: M.id }, data: { pricePaise: 129_900 } });
    const requestedReturn = await returnOrder(user.token, {
      orderId: order.id,
      reason: "Size up",
      cart: [{ _id: order.cart[0]!._id, currQty: 1, replaceWith: M.id }],
    });
    expect(requestedReturn.status).toBe(200);
    expect(requestedReturn.body.order!.totalPrice).toBe(210);
    const refund = vi.spyOn(twinProvider, "refund");
    const returnId = requestedReturn.body.order!.id;
    const both = await Promise.all([0, 1, 2].map(() => update(boss.token, { orderId: returnId, status: "Return Picked Up" })));
    expect(both.map((result) => result.status).sort()).toEqual([200, 409, 409]);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledWith(expect.any(String), 21_000, expect.anything());
    expect(await db.order.findUniqueOrThrow({ where: { id: returnId } })).toMatchObject({
      status: "REFUNDED",
      refundId: expect.any(String),
    });
    expect(await db.creditNote.findMany({ where: { orderId: order.id } })).toMatchObject([{ totalPaise: 157_395 }]);
    await workOffJobs();
    expect(refund).toHaveBeenCalledTimes(1);
  });
});
