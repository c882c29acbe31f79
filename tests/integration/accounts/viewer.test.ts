import { afterAll, describe, expect, it } from "vitest";
import { GET as viewerRoute } from "@/app/api/v1/user/viewer/route";
import { addToCart } from "@/lib/cart/cart";
import { addToWishlist } from "@/lib/wishlist/wishlist";
import { call, db, sessionCookie } from "../../support/api";
import { customer, indigoKurta } from "../cart/fixtures";

afterAll(() => db.$disconnect());

// What a static catalogue page asks once it has loaded: who is looking, and their marks on the product shown.
const PATH = "/api/v1/user/viewer";

async function viewedCount(productId: string): Promise<number> {
  return (await db.product.findUniqueOrThrow({ where: { id: productId }, select: { viewed: true } })).viewed;
}

describe("GET /api/v1/user/viewer", () => {
  it("a visitor is nobody, with empty marks on a product, and the view is counted once the tally is written", async () => {
    const { product } = await indigoKurta();
    const before = await viewedCount(product.id);
    const { status, body, response } = await call(viewerRoute, { path: `${PATH}?product=${product.slug}` });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, viewer: null, product: { cart: {}, wishlist: [] } });
    expect(response.headers.get("cache-control") ?? "").not.toMatch(/public|s-maxage/);
    // Views go to the database in one statement within about a second.
    await expect.poll(() => viewedCount(product.id), { timeout: 5_000, interval: 200 }).toBe(before + 1);
  });

  it("a shopper gets their name, cart count and their marks on this product only, from the cookie or a token", async () => {
    const user = await customer();
    const shown = await indigoKurta();
    const other = await indigoKurta();
    await addToCart(user.ctx, { sizeId: shown.M.id, quantity: 2 });
    await addToCart(user.ctx, { sizeId: other.L.id });
    await addToWishlist(user.ctx, { sizeId: shown.S.id });
    await addToWishlist(user.ctx, { sizeId: other.S.id });

    const expected = {
      success: true,
      viewer: { fullname: user.ctx.caller!.fullname, isAdmin: false, cartCount: 2 },
      product: { cart: { [shown.M.id]: 2 }, wishlist: [shown.S.id] },
    };
    const byCookie = await call(viewerRoute, { path: `${PATH}?product=${shown.product.id}`, cookie: sessionCookie(user.token) });
    expect(byCookie.body).toEqual(expected);
    const byToken = await call(viewerRoute, { path: `${PATH}?product=${shown.product.slug}`, token: user.token });
    expect(byToken.body).toEqual(expected);

    const withoutProduct = await call(viewerRoute, { path: PATH, token: user.token });
    expect(withoutProduct.body).toEqual({ ...expected, product: null });
  });

  it("an unknown product counts nothing and marks nothing; a 1 MB id is refused for its length", async () => {
    const user = await customer();
    const unknown = await call(viewerRoute, { path: `${PATH}?product=no-such-kurta`, token: user.token });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ success: true, viewer: expect.objectContaining({ isAdmin: false }), product: null });

    const huge = await call(viewerRoute, { path: `${PATH}?product=${"a".repeat(1_000_000)}` });
    expect(huge.status).toBe(400);
    expect(huge.body).toEqual({ success: false, message: "Unknown product" });
  });

  it("a signed-out session is a visitor again", async () => {
    const user = await customer();
    await db.session.deleteMany({ where: { userId: user.id } });
    const { body } = await call(viewerRoute, { path: PATH, token: user.token });
    expect(body).toEqual({ success: true, viewer: null, product: null });
  });
});
