import { afterAll, describe, expect, it } from "vitest";
import { POST as cashOnDeliveryRoute } from "@/app/api/v1/order/cashOnDelivery/route";
import { POST as getMyOrdersRoute } from "@/app/api/v1/order/getMyOrders/route";
import { POST as getOrderByIdRoute } from "@/app/api/v1/order/getOrderById/route";
import { cartTotals, gstFor, gstRateFor, lineTotal } from "@/lib/pricing";
import { call, db } from "../../support/api";
import { PUNE_ADDRESS } from "../../support/factories";
import { storedCart } from "../cart/fixtures";
import { buyer, buyersInTurn, callOrder, cartText, fillCart, kurta, newKey, ordersOf, stockOf, type Buyer } from "./fixtures";

afterAll(() => db.$disconnect());

const COD = "/api/v1/order/cashOnDelivery";
const place = (user: Buyer, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  callOrder(cashOnDeliveryRoute, { path: COD, token: user.token, json: body, headers });

describe("cash on delivery: the happy path", () => {
  it("takes the stock, copies the lines and the address, prices with lib/pricing, empties the cart and mails the buyer", async () => {
    const user = await buyer();
    const { product, S, M } = await kurta({ S: 5, M: 3 });
    const lines = [
      { sizeId: S.id, quantity: 2 },
      { sizeId: M.id, quantity: 3 },
    ];
    await fillCart(user.id, lines);
    const before = await db.product.findUniqueOrThrow({ where: { id: product.id }, select: { purchased: true } });

    const { status, body } = await place(user, { addressId: user.addressId, cart: cartText(lines) });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.message).toBe("Order placed successfully");

    expect(await stockOf(S.id)).toBe(3);
    expect(await stockOf(M.id)).toBe(0);
    expect(await storedCart(user.id)).toEqual({});
    const after = await db.product.findUniqueOrThrow({
      where: { id: product.id },
      select: { purchased: true, inStock: true, availableSizes: true },
    });
    expect(after.purchased).toBe(before.purchased + 5);
    // The listing fields follow the stock: M is gone from the sizes on sale.
    expect(after.availableSizes).toEqual(["S", "L"]);

    const priced = [
      { pricePaise: 149_900, cutPricePaise: 199_900, quantity: 2 },
      { pricePaise: 149_900, cutPricePaise: 199_900, quantity: 3 },
    ];
    const totals = cartTotals(priced);
    const [order] = await ordersOf(user.id);
    expect(order).toMatchObject({
      paymentType: "COD",
      status: "PENDING",
      orderType: "ORDER",
      subtotalPaise: totals.subtotalPaise,
      gstPaise: totals.gstPaise,
      discountPaise: totals.discountPaise,
      deliveryPaise: 4000,
      deliveryDiscountPaise: 4000,
      // ₹7,869.75 collected in whole rupees: ₹7,870.
      roundOffPaise: 25,
      totalPaise: totals.totalPaise + 25,
      shipName: "Priya Sharma",
      shipAddressLine1: "12 MG Road",
      shipAddressLine2: "Near the park",
      shipCity: "Pune",
      shipState: "Maharashtra",
      shipPinCode: "411001",
      shipPhoneNumber: "9876543210",
    });
    expect(order!.publicOrderId).toMatch(/^KS-\d{6}-[0-9A-Z]{6}$/);
    const line = order!.lines.find((l) => l.sizeId === M.id)!;
    expect(line).toMatchObject({
      productId: product.id,
      productName: "Chikankari Kurta",
      description: product.description,
      colorName: "Indigo",
      colorCode: "#3f51b5",
      size: "M",
      imageUrl: product.variants[0]!.image,
      unitPricePaise: 149_900,
      cutPricePaise: 199_900,
      gstRateBp: gstRateFor(149_900),
      unitGstPaise: gstFor(149_900),
      quantity: 3,
      lineTotalPaise: lineTotal(priced[1]!),
    });

    // The API answers the order in the spec's shape, money in rupees.
    expect(body.order).toMatchObject({
      _id: order!.id,
      totalPrice: 7870,
      paymentType: "COD",
      paymentId: null,
      orderType: "Order",
      paymentStatus: "Pending (Cash)",
      orderDetails: { public_order_id: order!.publicOrderId, status: "Pending" },
      address: PUNE_ADDRESS,
      shiprocketDetails: { invoice: null, awb_code: null },
    });
    expect(body.order!.cart).toHaveLength(2);
    expect(body.order!.cart.map((item) => [item.name, item.quantity, item.images])).toEqual(
      expect.arrayContaining([
        ["Chikankari Kurta - Indigo - S", 2, [product.variants[0]!.image]],
        ["Chikankari Kurta - Indigo - M", 3, [product.variants[0]!.image]],
      ]),
    );

    const mails = await db.emailOutbox.findMany({ where: { to: user.email } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.template).toBe("order-confirmation");
    expect(mails[0]!.subject).toContain(order!.publicOrderId);
    expect(mails[0]!.text).toContain("3 × Chikankari Kurta - Indigo - M");
    expect(mails[0]!.text).toContain(`/orders/${order!.id}`);

    const audit = await db.auditLog.findMany({ where: { entityType: "Order", entityId: order!.id } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: user.id, action: "order.placed" });
  });

  it("a later price change in the catalogue never changes a placed order", async () => {
    const user = await buyer();
    const { S } = await kurta();
    const { body } = await place(user, { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 1 }] });
    await db.sizeStock.update({ where: { id: S.id }, data: { pricePaise: 99_900 } });
    await db.product.updateMany({ where: { variants: { some: { sizes: { some: { id: S.id } } } } }, data: { name: "Renamed Kurta" } });
    const again = await callOrder(getOrderByIdRoute, {
      path: "/api/v1/order/getOrderById",
      token: user.token,
      json: { orderId: body.order!._id },
    });
    expect(again.body.orders).toMatchObject({
      totalPrice: body.order!.totalPrice,
      cart: [{ name: "Chikankari Kurta - Indigo - S", price: 1499 }],
    });
  });

  it("keeps the address's locality and landmark in the order's second line", async () => {
    const user = await buyer();
    await db.address.update({ where: { id: user.addressId }, data: { locality: "Ghorpuri Bazar", landmark: "Opp. Post Office" } });
    const { S } = await kurta();
    const { body } = await place(user, { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 1 }] });
    expect(body.order!.address).toEqual({ ...PUNE_ADDRESS, addressLine2: "Near the park, Ghorpuri Bazar, Opp. Post Office" });
  });
});

describe("cash on delivery: each refusal, with its message", () => {
  it("an unverified account", async () => {
    const user = await buyer({ verified: false });
    const { S } = await kurta();
    const { status, body } = await place(user, { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 1 }] });
    expect(status).toBe(403);
    expect(body).toEqual({ success: false, message: "Please verify your account from manage account" });
    expect(await ordersOf(user.id)).toEqual([]);
  });

  it("no address selected", async () => {
    const user = await buyer();
    const { S } = await kurta();
    for (const addressId of [undefined, "", "   "]) {
      const { status, body } = await place(user, { addressId, cart: [{ sizeId: S.id, quantity: 1 }] });
      expect(status).toBe(400);
      expect(body.message).toBe("Select Any Address");
    }
  });

  it("someone else's address is not found", async () => {
    const [user, other] = [await buyer(), await buyer()];
    const { S } = await kurta();
    const { status, body } = await place(user, { addressId: other.addressId, cart: [{ sizeId: S.id, quantity: 1 }] });
    expect(status).toBe(404);
    expect(body.message).toBe("Address not found");
    expect(await stockOf(S.id)).toBe(10);
  });

  it("an empty cart", async () => {
    const user = await buyer();
    for (const cart of ["[]", []]) {
      const { status, body } = await place(user, { addressId: user.addressId, cart });
      expect(status).toBe(400);
      expect(body.message).toBe("Your cart is empty");
    }
    expect((await place(user, { addressId: user.addressId })).body.message).toBe("Cart is required");
  });

  it("cash on delivery not allowed for a product, naming it", async () => {
    const user = await buyer();
    const online = await kurta({}, false);
    const cod = await kurta();
    const { status, body } = await place(user, {
      addressId: user.addressId,
      cart: [
        { sizeId: cod.S.id, quantity: 1 },
        { sizeId: online.M.id, quantity: 1 },
      ],
    });
    expect(status).toBe(400);
    expect(body.message).toBe("Cash on delivery is not available for Chikankari Kurta. Please pay online with Pay Now.");
    expect(await stockOf(cod.S.id)).toBe(10);
  });

  it("an order above the cash-on-delivery maximum (COD_MAX_ORDER_RUPEES, ₹10,000 by default)", async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 10 });
    // 7 × ₹1,499 + GST is above ₹10,000; 6 are below.
    const { status, body } = await place(user, { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 7 }] });
    expect(status).toBe(400);
    expect(body.message).toBe("Cash on delivery is available for orders up to ₹10,000. Please pay online with Pay Now.");
    expect(await stockOf(S.id)).toBe(10);
    expect((await place(user, { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 6 }] })).status).toBe(200);
  });

  it("out of stock: the whole order is refused with a 409 naming the item and what is left", async () => {
    const user = await buyer();
    const { S, M, L } = await kurta({ S: 5, M: 2, L: 0 });
    const cart = [
      { sizeId: S.id, quantity: 1 },
      { sizeId: M.id, quantity: 3 },
    ];
    await fillCart(user.id, cart);
    const short = await place(user, { addressId: user.addressId, cart });
    expect(short.status).toBe(409);
    expect(short.body.message).toBe("Only 2 left of Chikankari Kurta - Indigo - M");
    const gone = await place(user, { addressId: user.addressId, cart: [{ sizeId: L.id, quantity: 1 }] });
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe("Chikankari Kurta - Indigo - L is out of stock");
    // Nothing was taken, not even the line that had enough; the cart is as it was.
    expect([await stockOf(S.id), await stockOf(M.id)]).toEqual([5, 2]);
    expect(await storedCart(user.id)).toEqual({ [S.id]: 1, [M.id]: 3 });
    expect(await ordersOf(user.id)).toEqual([]);
  });

  it("an unknown or forged line refuses the order", async () => {
    const user = await buyer();
    const kurtaA = await kurta();
    const kurtaB = await kurta();
    for (const cart of [[{ sizeId: "no-such-size", quantity: 1 }], [{ sizeId: kurtaA.S.id, productId: kurtaB.product.id, quantity: 1 }]]) {
      const { status, body } = await place(user, { addressId: user.addressId, cart });
      expect(status).toBe(409);
      expect(body.message).toBe("An item in your cart is no longer sold. Please review your cart.");
    }
    expect(await stockOf(kurtaA.S.id)).toBe(10);
  });

  it("bad quantities and a logged-out caller", async () => {
    const user = await buyer();
    const { S } = await kurta();
    for (const quantity of [0, -1, 1.5, "2"]) {
      const { status, body } = await place(user, { addressId: user.addressId, cart: [{ sizeId: S.id, quantity }] });
      expect(status).toBe(400);
      expect(body.message).toBe("Quantity must be a whole number of at least 1");
    }
    const anonymous = await callOrder(cashOnDeliveryRoute, { path: COD, json: { addressId: user.addressId, cart: [] } });
    expect(anonymous.status).toBe(401);
    expect(await stockOf(S.id)).toBe(10);
  });
});

describe("tampering", () => {
  it("prices, totals and names sent by the client change nothing", async () => {
    const user = await buyer();
    const { S } = await kurta();
    const { status, body } = await place(user, {
      addressId: user.addressId,
      amount: 1,
      totalPrice: 1,
      cart: [{ sizeId: S.id, quantity: 2, price: 1, discount: 99_999, name: "Free kurta", totalPrice: 1, gst: 0 }],
    });
    expect(status).toBe(200);
    const expected = cartTotals([{ pricePaise: 149_900, cutPricePaise: 199_900, quantity: 2 }]);
    // ₹3,147.90, collected in cash as ₹3,148.
    expect(expected.totalPaise).toBe(314_790);
    expect(body.order!.totalPrice).toBe(3148);
    expect(body.order!.cart[0]).toMatchObject({ name: "Chikankari Kurta - Indigo - S", price: 1499 });
  });
});

describe("the race for the last pieces", () => {
  it("50 buyers at once for 7 pieces: exactly 7 orders, stock 0, the others a clear 409, never a partial order", async () => {
    const { S, M } = await kurta({ S: 7, M: 100 });
    const buyers = await buyersInTurn(50);
    // Each wants one S and one M: a refused order must not keep its M either.
    const results = await Promise.all(
      buyers.map((user) =>
        place(user, {
          addressId: user.addressId,
          cart: [
            { sizeId: S.id, quantity: 1 },
            { sizeId: M.id, quantity: 1 },
          ],
        }),
      ),
    );
    const placed = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(placed).toHaveLength(7);
    expect(refused).toHaveLength(43);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe("Chikankari Kurta - Indigo - S is out of stock");
    }
    expect(await stockOf(S.id)).toBe(0);
    expect(await stockOf(M.id)).toBe(93);
    const orders = await db.order.findMany({ where: { userId: { in: buyers.map((u) => u.id) } }, include: { lines: true } });
    expect(orders).toHaveLength(7);
    for (const order of orders) expect(order.lines.map((l) => l.quantity)).toEqual([1, 1]);
    expect(new Set(orders.map((o) => o.publicOrderId)).size).toBe(7);
  });
});

describe("a buyer who comes after the last piece is gone", () => {
  it("is answered 409 at once, without queueing behind orders still holding the product", async () => {
    const { product, S, M } = await kurta({ S: 0, M: 5 });
    const user = await buyer();
    // Another order of this product is between its stock update and its commit, holding the product's row.
    let release!: () => void;
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const winner = db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "Product" WHERE "id" = ${product.id} FOR UPDATE`;
        holding();
        await new Promise<void>((resolve) => (release = resolve));
      },
      { maxWait: 10_000, timeout: 60_000 },
    );
    await held;
    try {
      const late = await place(user, {
        addressId: user.addressId,
        cart: [
          { sizeId: M.id, quantity: 1 },
          { sizeId: S.id, quantity: 1 },
        ],
      });
      expect([late.status, late.body.message]).toEqual([409, "Chikankari Kurta - Indigo - S is out of stock"]);
    } finally {
      release();
      await winner;
    }
    expect([await stockOf(S.id), await stockOf(M.id)]).toEqual([0, 5]);
    expect(await ordersOf(user.id)).toEqual([]);
  });
});

describe("idempotency", () => {
  it("ten concurrent retries with one key make one order, and all get it", async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 10 });
    const key = newKey();
    const body = { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 1 }] };
    const results = await Promise.all(Array.from({ length: 10 }, () => place(user, body, { "Idempotency-Key": key })));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const ids = new Set(results.map((r) => r.body.order!._id));
    expect(ids.size).toBe(1);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await stockOf(S.id)).toBe(9);
    expect(await db.emailOutbox.count({ where: { to: user.email } })).toBe(1);

    // A later retry, after the stock ran out, still answers the same order.
    await db.sizeStock.update({ where: { id: S.id }, data: { stock: 0 } });
    const later = await place(user, body, { "Idempotency-Key": key });
    expect(later.status).toBe(200);
    expect(later.body.order!._id).toBe([...ids][0]);
  });

  it("the key in the body works too; a key reused for another cart is refused; a bad key is a 400", async () => {
    const user = await buyer();
    const { S, M } = await kurta();
    const key = newKey();
    const first = await place(user, { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 1 }], idempotencyKey: key });
    const again = await place(user, { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 1 }], idempotencyKey: key });
    expect(again.body.order!._id).toBe(first.body.order!._id);
    const other = await place(user, { addressId: user.addressId, cart: [{ sizeId: M.id, quantity: 1 }] }, { "Idempotency-Key": key });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe("This Idempotency-Key was already used for a different order");
    const bad = await place(user, { addressId: user.addressId, cart: [{ sizeId: M.id, quantity: 1 }] }, { "Idempotency-Key": "x y" });
    expect(bad.status).toBe(400);
    expect(await ordersOf(user.id)).toHaveLength(1);
    // Another user's identical key is their own.
    const stranger = await buyer();
    expect(
      (await place(stranger, { addressId: stranger.addressId, cart: [{ sizeId: S.id, quantity: 1 }] }, { "Idempotency-Key": key })).status,
    ).toBe(200);
    expect(await ordersOf(stranger.id)).toHaveLength(1);
  });
});

describe("getMyOrders and getOrderById", () => {
  it("lists only the caller's orders, newest first; another user's order is a 404", async () => {
    const [user, other] = [await buyer(), await buyer()];
    const { S, M } = await kurta();
    const first = await place(user, { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 1 }] });
    const second = await place(user, { addressId: user.addressId, cart: [{ sizeId: M.id, quantity: 2 }] });
    const theirs = await place(other, { addressId: other.addressId, cart: [{ sizeId: S.id, quantity: 1 }] });

    const mine = await callOrder(getMyOrdersRoute, { path: "/api/v1/order/getMyOrders", token: user.token, json: {} });
    expect(mine.status).toBe(200);
    expect((mine.body.orders as { _id: string }[]).map((o) => o._id)).toEqual([second.body.order!._id, first.body.order!._id]);
    // Paging when asked.
    const paged = await call(getMyOrdersRoute, { path: "/api/v1/order/getMyOrders", token: user.token, json: { page: 2, limit: 1 } });
    expect((paged.body as { orders?: { _id: string }[] }).orders!.map((o) => o._id)).toEqual([first.body.order!._id]);
    expect(paged.body.pagination).toEqual({ currentPage: 2, totalPages: 2, total: 2, limit: 1 });

    const byId = (token: string, orderId: string) =>
      callOrder(getOrderByIdRoute, { path: "/api/v1/order/getOrderById", token, json: { orderId } });
    const own = await byId(user.token, first.body.order!._id);
    expect(own.status).toBe(200);
    expect(own.body.orders).toEqual(JSON.parse(JSON.stringify(first.body.order)));
    expect((await byId(user.token, first.body.order!.orderDetails.public_order_id)).status).toBe(200);
    const stolen = await byId(user.token, theirs.body.order!._id);
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual({ success: false, message: "Order not found" });
    expect((await byId(user.token, theirs.body.order!.orderDetails.public_order_id)).status).toBe(404);
    expect((await byId(user.token, "")).status).toBe(400);
  });
});
