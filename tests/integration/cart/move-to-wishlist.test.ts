import { afterAll, describe, expect, it } from "vitest";
import { MAX_WISHLIST_LINES, WISHLIST_LIMIT_MESSAGE } from "@/lib/cart/schemas";
import { getBooking } from "@/lib/orders/booking";
import { MOVE_LIMIT_MESSAGE, moveCartLinesToWishlist, NOT_IN_CART_MESSAGE } from "@/lib/wishlist/move-from-cart";
import { db, refusal } from "../../support/api";
import { makeProduct } from "../../support/factories";
import { buyer, fillCart, kurta } from "../orders/fixtures";

// A mixed cart on the booking page: the pieces cash on delivery cannot pay move to the wishlist,
// the caller's own lines only, all or none; the rest can then be paid in cash.
afterAll(() => db.$disconnect());

const cartOf = async (userId: string) =>
  (await db.cartLine.findMany({ where: { userId }, select: { sizeId: true, quantity: true } })).map((line) => line.sizeId).sort();
const wishlistOf = async (userId: string) =>
  (await db.wishlistLine.findMany({ where: { userId }, select: { sizeId: true } })).map((line) => line.sizeId).sort();

async function mixedCart() {
  const user = await buyer();
  const cash = await kurta({ S: 5 });
  const online = await kurta({ S: 5, M: 5 }, false);
  await fillCart(user.id, [
    { sizeId: cash.S.id, quantity: 1 },
    { sizeId: online.S.id, quantity: 2 },
    { sizeId: online.M.id, quantity: 1 },
  ]);
  return { user, cash, online };
}

describe("moving the pieces cash cannot pay to the wishlist", () => {
  it("the booking page names them; moved, the rest may be paid in cash", async () => {
    const { user, cash, online } = await mixedCart();
    const before = await getBooking(user.ctx);
    const choice = before.cod.byAddress[user.addressId]!;
    expect(choice).toMatchObject({ ok: false, rule: "products", onlineOnly: [{ productId: online.product.id }] });
    const moved = await moveCartLinesToWishlist(user.ctx, { sizeIds: [online.S.id, online.M.id] });
    expect(moved.moved).toBe(2);
    expect(moved.cart.map((item) => item.sizeId)).toEqual([cash.S.id]);
    expect(await wishlistOf(user.id)).toEqual([online.S.id, online.M.id].sort());
    const after = await getBooking(user.ctx);
    expect(after.cod.byAddress[user.addressId]).toMatchObject({ ok: true });

    // A second press (a retry after a lost answer) changes nothing.
    const again = await moveCartLinesToWishlist(user.ctx, { sizeIds: [online.S.id, online.M.id] });
    expect(again.moved).toBe(0);
    expect(await cartOf(user.id)).toEqual([cash.S.id]);
    expect(await wishlistOf(user.id)).toEqual([online.S.id, online.M.id].sort());
  });

  it("refuses another shopper's lines and made-up ids with 404, and moves nothing", async () => {
    const { user, online } = await mixedCart();
    const other = await mixedCart();
    for (const sizeIds of [[other.online.L.id], [online.S.id, "not-a-size"], [online.S.id, other.cash.S.id]]) {
      const error = await refusal(() => moveCartLinesToWishlist(user.ctx, { sizeIds }));
      expect([error.status, error.message]).toEqual([404, NOT_IN_CART_MESSAGE]);
    }
    expect(await wishlistOf(user.id)).toEqual([]);
    expect(await cartOf(user.id)).toHaveLength(3);
    expect(await cartOf(other.user.id)).toHaveLength(3);
  });

  it("refuses malformed and huge lists with 400, and a visitor with 401", async () => {
    const { user, online } = await mixedCart();
    const cases: [unknown, string][] = [
      [{}, "Choose the items to move"],
      [{ sizeIds: [] }, "Choose the items to move"],
      [{ sizeIds: "abc" }, "Choose the items to move"],
      [{ sizeIds: [42] }, "Choose the items to move"],
      [{ sizeIds: Array.from({ length: 51 }, (_, i) => `size-${i}`) }, MOVE_LIMIT_MESSAGE],
      [{ sizeIds: [online.S.id.padEnd(101, "x")] }, NOT_IN_CART_MESSAGE],
    ];
    for (const [input, message] of cases) {
      const error = await refusal(() => moveCartLinesToWishlist(user.ctx, input));
      expect([error.status, error.message]).toEqual([400, message]);
    }
    const visitor = await refusal(() => moveCartLinesToWishlist({ caller: null, ip: "10.0.0.9" }, { sizeIds: [online.S.id] }));
    expect(visitor.status).toBe(401);
    expect(await cartOf(user.id)).toHaveLength(3);
  });

  it("keeps the wishlist's limit: refused whole, the cart unchanged", async () => {
    const { user, online } = await mixedCart();
    const filler = await makeProduct({
      name: "Filler Kurta",
      variants: [
        {
          colorName: "Rust",
          colorCode: "#b7410e",
          sizes: Array.from({ length: MAX_WISHLIST_LINES - 1 }, (_, i) => ({
            size: `F${i}`,
            pricePaise: 99_900,
            cutPricePaise: 99_900,
            stock: 1,
          })),
        },
      ],
    });
    const sizes = Object.values(filler.variants[0]!.sizes);
    await db.wishlistLine.createMany({ data: sizes.map((size) => ({ userId: user.id, sizeId: size.id })) });
    const error = await refusal(() => moveCartLinesToWishlist(user.ctx, { sizeIds: [online.S.id, online.M.id] }));
    expect([error.status, error.message]).toEqual([400, WISHLIST_LIMIT_MESSAGE]);
    expect(await cartOf(user.id)).toHaveLength(3);
    // One fits.
    expect((await moveCartLinesToWishlist(user.ctx, { sizeIds: [online.S.id] })).moved).toBe(1);
  });
});
