import { isDeepStrictEqual } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { GET as getMyCartGet, POST as getMyCart } from "@/app/api/v1/order/getMyCart/route";
import { POST as updateMyCart } from "@/app/api/v1/order/updateMyCart/route";
import { cartTotals } from "@/lib/pricing";
import { db, signupAndLogin } from "../../support/api";
import { callCart, customer, expectedCartApiItem, expectedApiTotals, indigoKurta, setStock, storedCart, type Customer } from "./fixtures";
import { makeProduct } from "../../support/factories";

afterAll(() => db.$disconnect());

const UPDATE = "/api/v1/order/updateMyCart";
const GET = "/api/v1/order/getMyCart";
const NOT_FOUND = "An item could not be found and was removed";
const QUANTITY = "Quantity must be a whole number of at least 1";
const EMPTY_TOTALS = { subtotal: 0, gst: 0, discount: 0, promoDiscount: 0, promotions: [], delivery: 40, deliveryDiscount: 40, total: 0 };

const update = (user: Customer | { token: string }, cart: unknown) =>
  callCart(updateMyCart, { path: UPDATE, token: user.token, json: { cart } });
const fetchCart = (user: Customer | { token: string }) => callCart(getMyCart, { path: GET, token: user.token, json: {} });

describe("the shapes of updateMyCart and getMyCart", () => {
  it("an empty cart", async () => {
    const user = await customer();
    const { status, body } = await fetchCart(user);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: "Cart loaded",
      cart: [],
      totals: EMPTY_TOTALS,
      coupon: null,
      notApplied: [],
      gifts: [],
      notices: [],
    });
  });

  it("updateMyCart stores the whole cart (JSON text) and getMyCart answers it, in the client's order", async () => {
    const user = await customer();
    const { product, variant, M, L } = await indigoKurta({ M: 7, L: 4 });
    const cart = JSON.stringify([
      { productId: product.id, subDetailId: variant.id, sizeId: L.id, quantity: 1 },
      { productId: product.id, subDetailId: variant.id, sizeId: M.id, quantity: 2 },
    ]);
    const updated = await update(user, cart);
    expect(updated.status).toBe(200);
    const items = [expectedCartApiItem(product, variant, L, 1), expectedCartApiItem(product, variant, M, 2)];
    const totals = expectedApiTotals([
      { pricePaise: 149_900, cutPricePaise: 199_900, quantity: 1 },
      { pricePaise: 149_900, cutPricePaise: 199_900, quantity: 2 },
    ]);
    expect(updated.body).toEqual({
      success: true,
      message: "Cart updated",
      cart: items,
      totals,
      coupon: null,
      notApplied: [],
      gifts: [],
      notices: [],
    });
    expect(await storedCart(user.id)).toEqual({ [L.id]: 1, [M.id]: 2 });

    const fetched = await fetchCart(user);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual({
      success: true,
      message: "Cart loaded",
      cart: items,
      totals,
      coupon: null,
      notApplied: [],
      gifts: [],
      notices: [],
    });
    // GET answers the same as the spec's POST.
    expect((await callCart(getMyCartGet, { path: GET, token: user.token })).body).toEqual(fetched.body);
  });

  it("accepts the cart as an array and as a form field, and replaces what was stored", async () => {
    const user = await customer();
    const { S, M, L } = await indigoKurta();
    await update(user, [
      { sizeId: S.id, quantity: 1 },
      { sizeId: M.id, quantity: 1 },
    ]);
    expect(await storedCart(user.id)).toEqual({ [S.id]: 1, [M.id]: 1 });

    const replaced = await update(user, [{ sizeId: L.id, quantity: 3 }]);
    expect(replaced.status).toBe(200);
    expect(replaced.body.cart!.map((item) => [item.sizeId, item.quantity])).toEqual([[L.id, 3]]);
    expect(await storedCart(user.id)).toEqual({ [L.id]: 3 });

    const form = await callCart(updateMyCart, {
      path: UPDATE,
      token: user.token,
      form: { cart: JSON.stringify([{ sizeId: S.id, quantity: 2 }]) },
    });
    expect(form.status).toBe(200);
    expect(await storedCart(user.id)).toEqual({ [S.id]: 2 });

    const emptied = await update(user, "[]");
    expect(emptied.body).toMatchObject({
      success: true,
      cart: [],
      totals: EMPTY_TOTALS,
      coupon: null,
      notApplied: [],
      gifts: [],
      notices: [],
    });
    expect(await storedCart(user.id)).toEqual({});
  });

  it("works with a token from the real sign-in", async () => {
    const user = await signupAndLogin();
    const { S } = await indigoKurta();
    expect((await update(user, [{ sizeId: S.id, quantity: 1 }])).status).toBe(200);
    expect(await storedCart(user.id)).toEqual({ [S.id]: 1 });
  });
});

describe("the server decides prices, names and stock", () => {
  it("ignores the price, discount, name, image and maxQuantity the client sends", async () => {
    const user = await customer();
    const { product, variant, M } = await indigoKurta({ M: 5 });
    const { body } = await update(user, [
      {
        sizeId: M.id,
        quantity: 2,
        price: 1,
        discount: 99_999,
        name: "Free kurta",
        image: "https://evil.example/x.png",
        maxQuantity: 1000,
        description: "x",
        slug: "x",
      },
    ]);
    expect(body.cart).toEqual([expectedCartApiItem(product, variant, M, 2)]);
    expect(body.totals).toEqual(expectedApiTotals([{ pricePaise: 149_900, cutPricePaise: 199_900, quantity: 2 }]));
    expect(body.notices).toEqual([]);
  });

  it("totals are lib/pricing's for 2 × ₹1,499, in rupees", async () => {
    const user = await customer();
    const { M } = await indigoKurta();
    const { body } = await update(user, [{ sizeId: M.id, quantity: 2 }]);
    const paise = cartTotals([{ pricePaise: 149_900, cutPricePaise: 199_900, quantity: 2 }]);
    expect(body.totals).toEqual({
      subtotal: 2998,
      gst: paise.gstPaise / 100,
      discount: 1000,
      promoDiscount: 0,
      promotions: [],
      delivery: 40,
      deliveryDiscount: 40,
      total: (paise.subtotalPaise + paise.gstPaise) / 100,
    });
    expect(body.totals!.gst).toBeGreaterThan(0);
    expect((await fetchCart(user)).body.totals).toEqual(body.totals);
  });

  it("caps a quantity above the stock, with a notice, and stores the cap", async () => {
    const user = await customer();
    const { product, variant, M } = await indigoKurta({ M: 3 });
    const { status, body } = await update(user, [{ sizeId: M.id, quantity: 9 }]);
    expect(status).toBe(200);
    expect(body.cart).toEqual([expectedCartApiItem(product, variant, M, 3)]);
    expect(body.notices).toEqual(["Only 3 left of Chikankari Kurta - Indigo - M: quantity set to 3"]);
    expect(await storedCart(user.id)).toEqual({ [M.id]: 3 });
  });

  it("drops an out-of-stock line, with a notice, and keeps the rest", async () => {
    const user = await customer();
    const { product, variant, S, M } = await indigoKurta({ S: 0, M: 4 });
    const { status, body } = await update(user, [
      { sizeId: S.id, quantity: 1 },
      { sizeId: M.id, quantity: 1 },
    ]);
    expect(status).toBe(200);
    expect(body.cart).toEqual([expectedCartApiItem(product, variant, M, 1)]);
    expect(body.notices).toEqual(["Chikankari Kurta - Indigo - S is out of stock and was removed"]);
    expect(await storedCart(user.id)).toEqual({ [M.id]: 1 });
  });

  it("merges duplicates of one size (quantities add), then caps the sum", async () => {
    const user = await customer();
    const { S, M } = await indigoKurta({ S: 10, M: 4 });
    const { body } = await update(user, [
      { sizeId: S.id, quantity: 2 },
      { sizeId: M.id, quantity: 3 },
      { sizeId: S.id, quantity: 3 },
      { sizeId: M.id, quantity: 3 },
    ]);
    expect(body.cart!.map((item) => [item.sizeId, item.quantity])).toEqual([
      [S.id, 5],
      [M.id, 4],
    ]);
    expect(body.notices).toEqual(["Only 4 left of Chikankari Kurta - Indigo - M: quantity set to 4"]);
    expect(await storedCart(user.id)).toEqual({ [S.id]: 5, [M.id]: 4 });
  });
});

describe("forged and unknown lines are dropped", () => {
  it("a size of one product sent with the productId of another", async () => {
    const user = await customer();
    const kurta = await indigoKurta();
    const other = await indigoKurta();
    const { status, body } = await update(user, [
      { productId: other.product.id, subDetailId: kurta.variant.id, sizeId: kurta.M.id, quantity: 1 },
      { productId: kurta.product.id, subDetailId: kurta.variant.id, sizeId: kurta.S.id, quantity: 1 },
    ]);
    expect(status).toBe(200);
    expect(body.cart!.map((item) => item.sizeId)).toEqual([kurta.S.id]);
    expect(body.notices).toEqual([NOT_FOUND]);
    expect(await storedCart(user.id)).toEqual({ [kurta.S.id]: 1 });
  });

  it("a size sent with the variant id of another colour", async () => {
    const user = await customer();
    const product = await makeProduct({
      name: "Angrakha Kurta",
      variants: [
        { colorName: "Rust", colorCode: "#b7410e", sizes: [{ size: "M", pricePaise: 99_900, cutPricePaise: 99_900, stock: 5 }] },
        { colorName: "Sage", colorCode: "#9caf88", sizes: [{ size: "M", pricePaise: 99_900, cutPricePaise: 99_900, stock: 5 }] },
      ],
    });
    const [rust, sage] = [product.variants[0]!, product.variants[1]!];
    const { body } = await update(user, [{ productId: product.id, subDetailId: sage.id, sizeId: rust.sizes.M!.id, quantity: 1 }]);
    expect(body.cart).toEqual([]);
    expect(body.notices).toEqual([NOT_FOUND]);
    expect(await storedCart(user.id)).toEqual({});
  });

  it("unknown sizeIds (one notice for all of them)", async () => {
    const user = await customer();
    const { S } = await indigoKurta();
    const { status, body } = await update(user, [
      { sizeId: "no-such-size", quantity: 1 },
      { sizeId: S.id, quantity: 1 },
      { sizeId: "another-missing-size", quantity: 2 },
    ]);
    expect(status).toBe(200);
    expect(body.cart!.map((item) => item.sizeId)).toEqual([S.id]);
    expect(body.notices).toEqual([NOT_FOUND]);
  });

  it("another user's cart is never seen or changed", async () => {
    const [alice, bob] = [await customer(), await customer()];
    const { S, M } = await indigoKurta();
    await update(alice, [{ sizeId: S.id, quantity: 2 }]);
    await update(bob, [{ sizeId: M.id, quantity: 1 }]);

    // Bob's reads and writes, even naming Alice, only ever reach Bob's own lines.
    expect((await fetchCart(bob)).body.cart!.map((item) => item.sizeId)).toEqual([M.id]);
    const bobs = await callCart(updateMyCart, { path: UPDATE, token: bob.token, json: { userId: alice.id, cart: [] } });
    expect(bobs.status).toBe(200);
    expect(await storedCart(bob.id)).toEqual({});
    expect(await storedCart(alice.id)).toEqual({ [S.id]: 2 });
    expect((await fetchCart(alice)).body.cart!.map((item) => [item.sizeId, item.quantity])).toEqual([[S.id, 2]]);
  });
});

describe("bad input answers 400 with the message and changes nothing", () => {
  it.each([
    ["a quantity of 0", 0],
    ["a negative quantity", -1],
    ["a fractional quantity", 1.5],
    ["a quantity as text", "2"],
    ["a null quantity", null],
    ["no quantity", undefined],
    ["a quantity beyond safe integers", 1e20],
  ])("%s", async (_name, quantity) => {
    const user = await customer();
    const { S, M } = await indigoKurta();
    await update(user, [{ sizeId: S.id, quantity: 1 }]);
    const { status, body } = await update(user, [
      { sizeId: M.id, quantity: 1 },
      { sizeId: S.id, quantity },
    ]);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: QUANTITY, errors: { "cart.1.quantity": QUANTITY } });
    expect(await storedCart(user.id)).toEqual({ [S.id]: 1 });
  });

  it.each([
    ["JSON text that does not parse", "[{sizeId: 1", "Cart is not valid JSON"],
    ["an empty string", "", "Cart is not valid JSON"],
    ["JSON text of an object", '{"sizeId":"x","quantity":1}', "Cart must be a list of items"],
    ["a number", 5, "Cart must be a list of items"],
    ["no cart", undefined, "Cart is required"],
    ["null", null, "Cart is required"],
    ["a line that is not an object", ["abc"], "Each cart item must be an object"],
    ["a line without a sizeId", [{ quantity: 1 }], "Each item needs a sizeId"],
    ["a line with a numeric sizeId", [{ sizeId: 12, quantity: 1 }], "Each item needs a sizeId"],
  ])("%s", async (_name, cart, message) => {
    const user = await customer();
    const { S } = await indigoKurta();
    await update(user, [{ sizeId: S.id, quantity: 1 }]);
    const { status, body } = await update(user, cart);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
    expect(await storedCart(user.id)).toEqual({ [S.id]: 1 });
  });

  it("a request body that is not JSON", async () => {
    const user = await customer();
    const { status, body } = await callCart(updateMyCart, { path: UPDATE, token: user.token, raw: "{cart:" });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: "The request body is not valid JSON" });
  });

  it("at most 50 lines: 50 are stored, 51 answer 400", async () => {
    const user = await customer();
    const sizes = Array.from({ length: 51 }, (_, i) => ({ size: `W${i + 1}`, pricePaise: 50_000, cutPricePaise: 60_000, stock: 5 }));
    const product = await makeProduct({ name: "Straight Kurta", variants: [{ colorName: "White", colorCode: "#ffffff", sizes }] });
    const ids = Object.values(product.variants[0]!.sizes).map((size) => size.id);
    const fifty = await update(
      user,
      ids.slice(0, 50).map((sizeId) => ({ sizeId, quantity: 1 })),
    );
    expect(fifty.status).toBe(200);
    expect(fifty.body.cart).toHaveLength(50);

    const tooMany = await update(
      user,
      ids.map((sizeId) => ({ sizeId, quantity: 1 })),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ success: false, message: "Your cart can hold at most 50 items" });
    expect(Object.keys(await storedCart(user.id))).toHaveLength(50);
  });

  it.each([
    [getMyCart, GET],
    [updateMyCart, UPDATE],
  ])("no token: 401 (%#)", async (handler, path) => {
    const { status, body } = await callCart(handler, { path, json: { cart: [] } });
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, message: "Please log in to continue" });
  });
});

describe("getMyCart re-checks the stored cart against the current stock", () => {
  it("lowers a line when the stock drops, drops it at 0, and saves both", async () => {
    const user = await customer();
    const { product, variant, S, M } = await indigoKurta({ S: 10, M: 10 });
    await update(user, [
      { sizeId: S.id, quantity: 5 },
      { sizeId: M.id, quantity: 2 },
    ]);

    await setStock(S.id, 3);
    await setStock(M.id, 0);
    const first = await fetchCart(user);
    expect(first.status).toBe(200);
    expect(first.body.cart).toEqual([expectedCartApiItem(product, variant, S, 3, 3)]);
    expect(first.body.notices).toEqual([
      "Only 3 left of Chikankari Kurta - Indigo - S: quantity set to 3",
      "Chikankari Kurta - Indigo - M is out of stock and was removed",
    ]);
    expect(first.body.totals).toEqual(expectedApiTotals([{ pricePaise: 149_900, cutPricePaise: 199_900, quantity: 3 }]));
    expect(await storedCart(user.id)).toEqual({ [S.id]: 3 });

    // Saved: the next read has nothing left to say.
    const second = await fetchCart(user);
    expect(second.body.cart).toEqual(first.body.cart);
    expect(second.body.notices).toEqual([]);
  });

  it("keeps a line within the stock as it is, showing the current stock as maxQuantity", async () => {
    const user = await customer();
    const { product, variant, L } = await indigoKurta({ L: 10 });
    await update(user, [{ sizeId: L.id, quantity: 2 }]);
    await setStock(L.id, 2);
    const { body } = await fetchCart(user);
    expect(body.cart).toEqual([expectedCartApiItem(product, variant, L, 2, 2)]);
    expect(body.notices).toEqual([]);
  });

  it("shows a changed price at once", async () => {
    const user = await customer();
    const { M } = await indigoKurta();
    await update(user, [{ sizeId: M.id, quantity: 1 }]);
    await db.sizeStock.update({ where: { id: M.id }, data: { pricePaise: 129_900 } });
    const { body } = await fetchCart(user);
    expect(body.cart![0]).toMatchObject({ price: 1299, discount: 1999 });
    expect(body.totals).toEqual(expectedApiTotals([{ pricePaise: 129_900, cutPricePaise: 199_900, quantity: 1 }]));
  });
});

describe("concurrent replacements of one cart", () => {
  it("never collide: every call succeeds and one of them wins whole", async () => {
    const user = await customer();
    const { S, M, L } = await indigoKurta();
    const carts = [
      [
        { sizeId: S.id, quantity: 1 },
        { sizeId: M.id, quantity: 1 },
      ],
      [
        { sizeId: M.id, quantity: 2 },
        { sizeId: L.id, quantity: 2 },
      ],
      [
        { sizeId: S.id, quantity: 3 },
        { sizeId: L.id, quantity: 3 },
      ],
      [
        { sizeId: S.id, quantity: 4 },
        { sizeId: M.id, quantity: 4 },
        { sizeId: L.id, quantity: 4 },
      ],
    ];
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all(carts.map((cart) => update(user, cart)));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const stored = await storedCart(user.id);
      const winners = carts.filter((cart) => isDeepStrictEqual(stored, Object.fromEntries(cart.map((l) => [l.sizeId, l.quantity]))));
      expect(winners.length, JSON.stringify(stored)).toBeGreaterThan(0);
    }
  });
});
