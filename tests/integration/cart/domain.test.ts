import { afterAll, describe, expect, it } from "vitest";
import type { Ctx } from "@/lib/auth/caller";
import { addToCart, removeFromCart, setCartQuantity, updateMyCart } from "@/lib/cart/cart";
import { cartCount, getCart } from "@/lib/cart/queries";
import { AppError } from "@/lib/errors";
import { getWishlist, wishlistCount } from "@/lib/wishlist/queries";
import { addToWishlist, moveWishlistToCart, removeFromWishlist, updateMyWishlist } from "@/lib/wishlist/wishlist";
import { db } from "../../support/api";
import {
  customer,
  expectedCartItem,
  expectedTotals,
  expectedWishlistItem,
  indigoKurta,
  setStock,
  storedCart,
  storedWishlist,
} from "./fixtures";
import { makeProduct } from "../../support/factories";

afterAll(() => db.$disconnect());

const ANONYMOUS: Ctx = { caller: null, ip: "10.0.0.1" };

/** The AppError a call is refused with. */
async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string; status: number }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.code, message: error.message, status: error.status };
}

describe("addToCart", () => {
  it("adds quantity 1 by default and answers the whole cart view", async () => {
    const user = await customer();
    const { product, variant, M } = await indigoKurta({ M: 6 });
    const view = await addToCart(user.ctx, { sizeId: M.id });
    expect(view).toEqual({
      cart: [expectedCartItem(product, variant, M, 1)],
      totals: expectedTotals([{ pricePaise: 149_900, cutPricePaise: 199_900, quantity: 1 }]),
      promotions: [],
      coupon: null,
      notApplied: [],
      gifts: [],
      notices: [],
    });
    expect(await storedCart(user.id)).toEqual({ [M.id]: 1 });
    expect(await cartCount(user.id)).toBe(1);
    expect(await getCart(user.ctx)).toEqual(view);
  });

  it("a size already in the cart is returned unchanged", async () => {
    const user = await customer();
    const { S } = await indigoKurta();
    await addToCart(user.ctx, { sizeId: S.id, quantity: 2 });
    const again = await addToCart(user.ctx, { sizeId: S.id, quantity: 5 });
    expect(again.cart.map((item) => item.quantity)).toEqual([2]);
    expect(await storedCart(user.id)).toEqual({ [S.id]: 2 });
  });

  it("caps a quantity above the stock with a notice", async () => {
    const user = await customer();
    const { L } = await indigoKurta({ L: 2 });
    const view = await addToCart(user.ctx, { sizeId: L.id, quantity: 5 });
    expect(view.cart.map((item) => item.quantity)).toEqual([2]);
    expect(view.notices).toEqual(["Only 2 left of Chikankari Kurta - Indigo - L: quantity set to 2"]);
  });

  it("refuses a size out of stock, an unknown size, bad quantities and a full cart", async () => {
    const user = await customer();
    const { S, M } = await indigoKurta({ S: 0 });
    expect(await refusal(addToCart(user.ctx, { sizeId: S.id }))).toEqual({
      code: "out_of_stock",
      message: "Item is out of stock",
      status: 409,
    });
    expect(await refusal(addToCart(user.ctx, { sizeId: "nope" }))).toMatchObject({ code: "not_found", status: 404 });
    expect(await refusal(addToCart(user.ctx, { sizeId: M.id, quantity: 0 }))).toMatchObject({
      code: "validation",
      message: "Quantity must be a whole number of at least 1",
    });
    expect(await refusal(addToCart(user.ctx, {}))).toMatchObject({ code: "validation", message: "Please select a size" });
    expect(await storedCart(user.id)).toEqual({});

    const sizes = Array.from({ length: 51 }, (_, i) => ({ size: `F${i}`, pricePaise: 10_000, cutPricePaise: 10_000, stock: 1 }));
    const many = await makeProduct({ name: "Short Kurta", variants: [{ colorName: "Red", colorCode: "#ff0000", sizes }] });
    const ids = Object.values(many.variants[0]!.sizes).map((size) => size.id);
    await updateMyCart(user.ctx, { cart: ids.slice(0, 50).map((sizeId) => ({ sizeId, quantity: 1 })) });
    expect(await refusal(addToCart(user.ctx, { sizeId: ids[50] }))).toEqual({
      code: "validation",
      message: "Your cart can hold at most 50 items",
      status: 400,
    });
    // Already in the full cart: still fine (unchanged).
    expect((await addToCart(user.ctx, { sizeId: ids[0] })).cart).toHaveLength(50);
  });
});

describe("setCartQuantity", () => {
  it("sets a quantity; beyond the stock is 'Out of Stock'; 0 removes the line", async () => {
    const user = await customer();
    const { S, M } = await indigoKurta({ S: 4, M: 4 });
    await addToCart(user.ctx, { sizeId: S.id });
    await addToCart(user.ctx, { sizeId: M.id });

    const set = await setCartQuantity(user.ctx, { sizeId: S.id, quantity: 4 });
    expect(set.cart.map((item) => [item.sizeId, item.quantity])).toEqual([
      [S.id, 4],
      [M.id, 1],
    ]);
    expect(set.totals).toEqual(
      expectedTotals([
        { pricePaise: 149_900, cutPricePaise: 199_900, quantity: 4 },
        { pricePaise: 149_900, cutPricePaise: 199_900, quantity: 1 },
      ]),
    );

    expect(await refusal(setCartQuantity(user.ctx, { sizeId: S.id, quantity: 5 }))).toEqual({
      code: "out_of_stock",
      message: "Out of Stock",
      status: 409,
    });
    expect(await storedCart(user.id)).toEqual({ [S.id]: 4, [M.id]: 1 });

    // The minus button at 1 sends 0.
    const removed = await setCartQuantity(user.ctx, { sizeId: M.id, quantity: 0 });
    expect(removed.cart.map((item) => item.sizeId)).toEqual([S.id]);
    expect(await storedCart(user.id)).toEqual({ [S.id]: 4 });
  });

  it("refuses a line not in the cart, and bad quantities", async () => {
    const user = await customer();
    const { S, M } = await indigoKurta();
    await addToCart(user.ctx, { sizeId: S.id });
    expect(await refusal(setCartQuantity(user.ctx, { sizeId: M.id, quantity: 1 }))).toEqual({
      code: "not_found",
      message: "Product is not in cart",
      status: 404,
    });
    for (const quantity of [-1, 1.5, "2", undefined]) {
      expect(await refusal(setCartQuantity(user.ctx, { sizeId: S.id, quantity }))).toMatchObject({
        code: "validation",
        message: "Quantity must be a whole number of at least 0",
      });
    }
    expect(await storedCart(user.id)).toEqual({ [S.id]: 1 });
  });
});

describe("removeFromCart", () => {
  it("removes a line; a second time: 'Product is not in cart'", async () => {
    const user = await customer();
    const { S, M } = await indigoKurta();
    await addToCart(user.ctx, { sizeId: S.id });
    await addToCart(user.ctx, { sizeId: M.id });
    const view = await removeFromCart(user.ctx, { sizeId: S.id });
    expect(view.cart.map((item) => item.sizeId)).toEqual([M.id]);
    expect(await refusal(removeFromCart(user.ctx, { sizeId: S.id }))).toEqual({
      code: "not_found",
      message: "Product is not in cart",
      status: 404,
    });
    expect(await storedCart(user.id)).toEqual({ [M.id]: 1 });
  });

  it("never touches another user's line", async () => {
    const [alice, bob] = [await customer(), await customer()];
    const { S } = await indigoKurta();
    await addToCart(bob.ctx, { sizeId: S.id, quantity: 3 });
    expect(await refusal(removeFromCart(alice.ctx, { sizeId: S.id }))).toMatchObject({ code: "not_found" });
    expect(await refusal(setCartQuantity(alice.ctx, { sizeId: S.id, quantity: 1 }))).toMatchObject({ code: "not_found" });
    expect(await storedCart(bob.id)).toEqual({ [S.id]: 3 });
    expect((await getCart(alice.ctx)).cart).toEqual([]);
  });
});

describe("the wishlist's finer calls", () => {
  it("addToWishlist (in stock or not, once) and removeFromWishlist", async () => {
    const user = await customer();
    const { product, variant, S, M } = await indigoKurta({ S: 0 });
    await addToWishlist(user.ctx, { sizeId: S.id });
    const view = await addToWishlist(user.ctx, { sizeId: M.id });
    expect(view).toEqual({
      wishlist: [expectedWishlistItem(product, variant, S, false), expectedWishlistItem(product, variant, M, true)],
      notices: [],
    });
    expect((await addToWishlist(user.ctx, { sizeId: M.id })).wishlist).toHaveLength(2);
    expect(await wishlistCount(user.id)).toBe(2);
    expect(await storedWishlist(user.id)).toEqual([S.id, M.id].sort());
    expect(await refusal(addToWishlist(user.ctx, { sizeId: "missing" }))).toMatchObject({ code: "not_found" });

    const removed = await removeFromWishlist(user.ctx, { sizeId: S.id });
    expect(removed.wishlist.map((item) => item.sizeId)).toEqual([M.id]);
    expect(await refusal(removeFromWishlist(user.ctx, { sizeId: S.id }))).toEqual({
      code: "not_found",
      message: "Product is not in wishlist",
      status: 404,
    });
    expect(await getWishlist(user.ctx)).toEqual(removed);
  });

  it("moveWishlistToCart adds quantity 1 to the cart and takes the size off the wishlist", async () => {
    const user = await customer();
    const { product, variant, S, M } = await indigoKurta();
    await updateMyWishlist(user.ctx, { wishlist: [{ sizeId: S.id }, { sizeId: M.id }] });
    const moved = await moveWishlistToCart(user.ctx, { sizeId: S.id });
    expect(moved).toEqual({
      cart: [expectedCartItem(product, variant, S, 1)],
      totals: expectedTotals([{ pricePaise: 149_900, cutPricePaise: 199_900, quantity: 1 }]),
      promotions: [],
      coupon: null,
      notApplied: [],
      gifts: [],
      notices: [],
      wishlist: [expectedWishlistItem(product, variant, M)],
    });
    expect(await storedCart(user.id)).toEqual({ [S.id]: 1 });
    expect(await storedWishlist(user.id)).toEqual([M.id]);
  });

  it("moveWishlistToCart keeps the quantity of a size already in the cart", async () => {
    const user = await customer();
    const { M } = await indigoKurta();
    await addToCart(user.ctx, { sizeId: M.id, quantity: 3 });
    await addToWishlist(user.ctx, { sizeId: M.id });
    const moved = await moveWishlistToCart(user.ctx, { sizeId: M.id });
    expect(moved.cart.map((item) => item.quantity)).toEqual([3]);
    expect(moved.wishlist).toEqual([]);
  });

  it("moveWishlistToCart changes nothing when refused (out of stock, full cart, not on the wishlist)", async () => {
    const user = await customer();
    const { S, M, L } = await indigoKurta({ S: 5 });
    await updateMyWishlist(user.ctx, { wishlist: [{ sizeId: S.id }, { sizeId: L.id }] });
    await setStock(S.id, 0);
    expect(await refusal(moveWishlistToCart(user.ctx, { sizeId: S.id }))).toEqual({
      code: "out_of_stock",
      message: "Item is out of stock",
      status: 409,
    });
    expect(await refusal(moveWishlistToCart(user.ctx, { sizeId: M.id }))).toEqual({
      code: "not_found",
      message: "Product is not in wishlist",
      status: 404,
    });

    const sizes = Array.from({ length: 50 }, (_, i) => ({ size: `G${i}`, pricePaise: 10_000, cutPricePaise: 10_000, stock: 1 }));
    const many = await makeProduct({ name: "Kaftan Kurta", variants: [{ colorName: "Blue", colorCode: "#0000ff", sizes }] });
    await updateMyCart(user.ctx, { cart: Object.values(many.variants[0]!.sizes).map((size) => ({ sizeId: size.id, quantity: 1 })) });
    expect(await refusal(moveWishlistToCart(user.ctx, { sizeId: L.id }))).toMatchObject({
      code: "validation",
      message: "Your cart can hold at most 50 items",
    });

    expect(await storedWishlist(user.id)).toEqual([S.id, L.id].sort());
    expect(Object.keys(await storedCart(user.id))).toHaveLength(50);
    expect((await storedCart(user.id))[L.id]).toBeUndefined();
  });
});

describe("every call needs a logged-in user", () => {
  it.each([
    ["getCart", () => getCart(ANONYMOUS)],
    ["updateMyCart", () => updateMyCart(ANONYMOUS, { cart: [] })],
    ["addToCart", () => addToCart(ANONYMOUS, { sizeId: "x" })],
    ["setCartQuantity", () => setCartQuantity(ANONYMOUS, { sizeId: "x", quantity: 1 })],
    ["removeFromCart", () => removeFromCart(ANONYMOUS, { sizeId: "x" })],
    ["getWishlist", () => getWishlist(ANONYMOUS)],
    ["updateMyWishlist", () => updateMyWishlist(ANONYMOUS, { wishlist: [] })],
    ["addToWishlist", () => addToWishlist(ANONYMOUS, { sizeId: "x" })],
    ["removeFromWishlist", () => removeFromWishlist(ANONYMOUS, { sizeId: "x" })],
    ["moveWishlistToCart", () => moveWishlistToCart(ANONYMOUS, { sizeId: "x" })],
  ])("%s", async (_name, run) => {
    expect(await refusal(run())).toEqual({ code: "unauthenticated", message: "Please log in to continue", status: 401 });
  });
});
