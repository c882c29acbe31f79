import { afterAll, describe, expect, it } from "vitest";
import { POST as changeSizeRoute } from "@/app/api/v1/cart/size/route";
import { addToCart } from "@/lib/cart/cart";
import { OTHER_COLOUR_MESSAGE } from "@/lib/cart/change-size";
import { getCart } from "@/lib/cart/queries";
import { db } from "../../support/api";
import { makeProduct } from "../../support/factories";
import { callCart, customer, indigoKurta, storedCart, type Customer } from "./fixtures";

// Issue 49 point 12: the cart changes a line's size (the size picker on the line, POST /api/v1/cart/size).
// The pieces move to the other size of the same colour, join a line of that size, and meet its stock
// and the cap of pieces of one size.

afterAll(() => db.$disconnect());

const PATH = "/api/v1/cart/size";
const changeSize = (user: Customer | { token?: string }, body: Record<string, unknown>) =>
  callCart(changeSizeRoute, { path: PATH, token: user.token, json: body });
const lines = (body: { cart?: { size: string; quantity: number }[] }) => body.cart?.map((item) => `${item.size}×${item.quantity}`);

describe("changing a cart line's size", () => {
  it("moves the pieces to the other size in the line's place, and the page's view offers the colour's sizes", async () => {
    const user = await customer();
    const { S, M, L } = await indigoKurta({ L: 0 });
    const other = await indigoKurta();
    await addToCart(user.ctx, { sizeId: M.id, quantity: 2 });
    await addToCart(user.ctx, { sizeId: other.M.id });

    const view = await getCart(user.ctx);
    expect(view.cart[0]!.sizes).toEqual([
      { sizeId: S.id, size: "S", inStock: true },
      { sizeId: M.id, size: "M", inStock: true },
      { sizeId: L.id, size: "L", inStock: false },
    ]);

    const moved = await changeSize(user, { sizeId: M.id, toSizeId: S.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ success: true, message: "Size changed", notices: [] });
    expect(lines(moved.body)).toEqual(["S×2", "M×1"]);
    expect(moved.body.cart![0]).toMatchObject({ sizeId: S.id, name: "Chikankari Kurta - Indigo - S" });
    expect(await storedCart(user.id)).toEqual({ [S.id]: 2, [other.M.id]: 1 });
  });

  it("joins a line of that size already in the cart, within its stock, and says so", async () => {
    const user = await customer();
    const { S, M, L } = await indigoKurta({ L: 4 });
    await addToCart(user.ctx, { sizeId: M.id, quantity: 2 });
    await addToCart(user.ctx, { sizeId: L.id, quantity: 1 });
    const merged = await changeSize(user, { sizeId: M.id, toSizeId: L.id });
    expect(merged.status).toBe(200);
    expect(lines(merged.body)).toEqual(["L×3"]);
    expect(await storedCart(user.id)).toEqual({ [L.id]: 3 });

    await addToCart(user.ctx, { sizeId: S.id, quantity: 3 });
    const capped = await changeSize(user, { sizeId: S.id, toSizeId: L.id });
    expect(capped.status).toBe(200);
    expect(capped.body.notices).toEqual(["Only 4 left of Chikankari Kurta - Indigo - L: quantity set to 4"]);
    expect(await storedCart(user.id)).toEqual({ [L.id]: 4 });
  });

  it("never holds more than 1,000 pieces of one size, however many are in stock", async () => {
    const user = await customer();
    const { M, L } = await indigoKurta({ M: 5000, L: 5000 });
    await addToCart(user.ctx, { sizeId: M.id, quantity: 800 });
    await addToCart(user.ctx, { sizeId: L.id, quantity: 500 });
    const merged = await changeSize(user, { sizeId: M.id, toSizeId: L.id });
    expect(merged.status).toBe(200);
    expect(merged.body.notices).toEqual(["At most 1000 pieces of Chikankari Kurta - Indigo - L: quantity set to 1000"]);
    expect(await storedCart(user.id)).toEqual({ [L.id]: 1000 });
  });

  it("refuses a sold-out size, another colour's or product's size, a line not in the cart, and a stranger, changing nothing", async () => {
    const user = await customer();
    const { M, L } = await indigoKurta({ L: 0 });
    const twoColours = await makeProduct({
      name: "Anarkali Kurta",
      variants: ["Indigo", "Rose"].map((colorName) => ({
        colorName,
        colorCode: colorName === "Rose" ? "#e91e63" : "#3f51b5",
        sizes: [{ size: "M", pricePaise: 99_900, cutPricePaise: 99_900, stock: 5 }],
      })),
    });
    const [indigo, rose] = twoColours.variants;
    await addToCart(user.ctx, { sizeId: M.id, quantity: 2 });
    await addToCart(user.ctx, { sizeId: indigo!.sizes.M!.id });

    expect(await changeSize(user, { sizeId: M.id, toSizeId: L.id })).toMatchObject({
      status: 409,
      body: { success: false, message: "Size L is out of stock" },
    });
    for (const [from, to] of [
      [indigo!.sizes.M!.id, rose!.sizes.M!.id],
      [M.id, indigo!.sizes.M!.id],
      [M.id, "no-such-size"],
    ]) {
      expect(await changeSize(user, { sizeId: from, toSizeId: to })).toMatchObject({
        status: 400,
        body: { success: false, message: OTHER_COLOUR_MESSAGE },
      });
    }
    expect(await changeSize(user, { sizeId: L.id, toSizeId: M.id })).toMatchObject({
      status: 404,
      body: { message: "Product is not in cart" },
    });
    expect((await changeSize({}, { sizeId: M.id, toSizeId: L.id })).status).toBe(401);
    expect(await storedCart(user.id)).toEqual({ [M.id]: 2, [indigo!.sizes.M!.id]: 1 });
  });

  it("two changes into one size at once both land: one line, within the stock", async () => {
    const user = await customer();
    const { S, M, L } = await indigoKurta({ L: 3 });
    await addToCart(user.ctx, { sizeId: S.id, quantity: 2 });
    await addToCart(user.ctx, { sizeId: M.id, quantity: 2 });
    const answers = await Promise.all([
      changeSize(user, { sizeId: S.id, toSizeId: L.id }),
      changeSize(user, { sizeId: M.id, toSizeId: L.id }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.flatMap((answer) => answer.body.notices)).toEqual(["Only 3 left of Chikankari Kurta - Indigo - L: quantity set to 3"]);
    expect(await storedCart(user.id)).toEqual({ [L.id]: 3 });
  });
});
