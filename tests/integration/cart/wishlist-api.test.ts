import { afterAll, describe, expect, it } from "vitest";
import { GET as getMyWishlistGet, POST as getMyWishlist } from "@/app/api/v1/order/getMyWishlist/route";
import { POST as updateMyWishlist } from "@/app/api/v1/order/updateMyWishlist/route";
import { db } from "../../support/api";
import { callWishlist, customer, expectedWishlistApiItem, indigoKurta, setStock, storedWishlist, type Customer } from "./fixtures";
import { makeProduct } from "../../support/factories";

afterAll(() => db.$disconnect());

const UPDATE = "/api/v1/order/updateMyWishlist";
const GET = "/api/v1/order/getMyWishlist";
const NOT_FOUND = "An item could not be found and was removed";

const update = (user: Customer, wishlist: unknown) =>
  callWishlist(updateMyWishlist, { path: UPDATE, token: user.token, json: { wishlist } });
const fetchWishlist = (user: Customer) => callWishlist(getMyWishlist, { path: GET, token: user.token, json: {} });

describe("updateMyWishlist and getMyWishlist", () => {
  it("an empty wishlist", async () => {
    const user = await customer();
    const { status, body } = await fetchWishlist(user);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: "Wishlist loaded", wishlist: [], notices: [] });
  });

  it("stores the whole wishlist (JSON text) in the client's order; getMyWishlist answers it", async () => {
    const user = await customer();
    const { product, variant, S, L } = await indigoKurta();
    const updated = await update(
      user,
      JSON.stringify([
        { productId: product.id, subDetailId: variant.id, sizeId: L.id, price: 1, name: "cheap" },
        { productId: product.id, subDetailId: variant.id, sizeId: S.id },
      ]),
    );
    expect(updated.status).toBe(200);
    const items = [expectedWishlistApiItem(product, variant, L), expectedWishlistApiItem(product, variant, S)];
    expect(updated.body).toEqual({ success: true, message: "Wishlist updated", wishlist: items, notices: [] });
    expect(await storedWishlist(user.id)).toEqual([S.id, L.id].sort());

    const fetched = await fetchWishlist(user);
    expect(fetched.body).toEqual({ success: true, message: "Wishlist loaded", wishlist: items, notices: [] });
    expect((await callWishlist(getMyWishlistGet, { path: GET, token: user.token })).body).toEqual(fetched.body);

    const replaced = await update(user, [{ sizeId: S.id }]);
    expect(replaced.body.wishlist).toEqual([expectedWishlistApiItem(product, variant, S)]);
    expect(await storedWishlist(user.id)).toEqual([S.id]);
  });

  it("keeps out-of-stock sizes, marked inStock: false (also when the stock runs out later)", async () => {
    const user = await customer();
    const { product, variant, S, M } = await indigoKurta({ S: 0, M: 2 });
    const { body } = await update(user, [{ sizeId: S.id }, { sizeId: M.id }]);
    expect(body.wishlist).toEqual([
      expectedWishlistApiItem(product, variant, S, false),
      expectedWishlistApiItem(product, variant, M, true),
    ]);
    expect(body.notices).toEqual([]);

    await setStock(M.id, 0);
    const later = await fetchWishlist(user);
    expect(later.body.wishlist!.map((item) => item.inStock)).toEqual([false, false]);
    expect(await storedWishlist(user.id)).toEqual([S.id, M.id].sort());
  });

  it("drops forged and unknown lines with a notice, and merges duplicates", async () => {
    const user = await customer();
    const kurta = await indigoKurta();
    const other = await makeProduct({
      name: "Pathani Kurta",
      variants: [
        { colorName: "Black", colorCode: "#000000", sizes: [{ size: "XL", pricePaise: 249_900, cutPricePaise: 299_900, stock: 1 }] },
      ],
    });
    const { status, body } = await update(user, [
      { sizeId: kurta.S.id, productId: other.id },
      { sizeId: kurta.M.id, subDetailId: other.variants[0]!.id },
      { sizeId: "missing" },
      { sizeId: kurta.L.id },
      { sizeId: kurta.L.id, productId: kurta.product.id },
    ]);
    expect(status).toBe(200);
    expect(body.wishlist!.map((item) => item.sizeId)).toEqual([kurta.L.id]);
    expect(body.notices).toEqual([NOT_FOUND]);
    expect(await storedWishlist(user.id)).toEqual([kurta.L.id]);
  });

  it("another user's wishlist is never seen or changed", async () => {
    const [alice, bob] = [await customer(), await customer()];
    const { S, M } = await indigoKurta();
    await update(alice, [{ sizeId: S.id }]);
    await update(bob, [{ sizeId: M.id }]);
    await callWishlist(updateMyWishlist, { path: UPDATE, token: bob.token, json: { userId: alice.id, wishlist: [] } });
    expect(await storedWishlist(alice.id)).toEqual([S.id]);
    expect(await storedWishlist(bob.id)).toEqual([]);
    expect((await fetchWishlist(alice)).body.wishlist!.map((item) => item.sizeId)).toEqual([S.id]);
  });

  it.each([
    ["JSON text that does not parse", "[{", "Wishlist is not valid JSON"],
    ["no wishlist", undefined, "Wishlist is required"],
    ["an object", { sizeId: "x" }, "Wishlist must be a list of items"],
    ["a line that is not an object", [7], "Each wishlist item must be an object"],
    ["a line without a sizeId", [{ productId: "p" }], "Each item needs a sizeId"],
  ])("%s: 400, nothing changes", async (_name, wishlist, message) => {
    const user = await customer();
    const { S } = await indigoKurta();
    await update(user, [{ sizeId: S.id }]);
    const { status, body } = await update(user, wishlist);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
    expect(await storedWishlist(user.id)).toEqual([S.id]);
  });

  it("at most 100 lines: 100 are stored, 101 answer 400", async () => {
    const user = await customer();
    const sizes = Array.from({ length: 101 }, (_, i) => ({ size: `Z${i + 1}`, pricePaise: 40_000, cutPricePaise: 40_000, stock: i % 2 }));
    const product = await makeProduct({ name: "Long Kurta", variants: [{ colorName: "Teal", colorCode: "#008080", sizes }] });
    const ids = Object.values(product.variants[0]!.sizes).map((size) => size.id);
    const hundred = await update(
      user,
      ids.slice(0, 100).map((sizeId) => ({ sizeId })),
    );
    expect(hundred.status).toBe(200);
    expect(hundred.body.wishlist).toHaveLength(100);
    const tooMany = await update(
      user,
      ids.map((sizeId) => ({ sizeId })),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ success: false, message: "Your wishlist can hold at most 100 items" });
    expect(await storedWishlist(user.id)).toHaveLength(100);
  });

  it.each([
    [getMyWishlist, GET],
    [updateMyWishlist, UPDATE],
  ])("no token: 401 (%#)", async (handler, path) => {
    const { status, body } = await callWishlist(handler, { path, json: { wishlist: [] } });
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, message: "Please log in to continue" });
  });
});
