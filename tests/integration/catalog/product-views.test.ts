import { afterAll, describe, expect, it } from "vitest";
import { GET as viewerRoute } from "@/app/api/v1/user/viewer/route";
import { call, db, randomIp } from "../../support/api";
import { customer, indigoKurta } from "../cart/fixtures";

afterAll(() => db.$disconnect());

// "Most popular" sorts by views: each visitor (an account, else an address) counts once a day per
// product, however often the page is loaded or the viewer call is scripted.
const PATH = "/api/v1/user/viewer";

async function viewedCount(productId: string): Promise<number> {
  return (await db.product.findUniqueOrThrow({ where: { id: productId }, select: { viewed: true } })).viewed;
}

/** Waits until the tally holds `expected` views. Views are written in order, so once a later visitor's
 * view is in, every earlier call's is too: a count past `expected` fails. */
async function expectViews(productId: string, expected: number) {
  await expect.poll(() => viewedCount(productId), { timeout: 5_000, interval: 200 }).toBe(expected);
}

describe("product views", () => {
  it("100 anonymous calls from one address add one view; another address adds one more", async () => {
    const { product } = await indigoKurta();
    const before = await viewedCount(product.id);
    const ip = randomIp();
    const calls = await Promise.all(Array.from({ length: 100 }, () => call(viewerRoute, { path: `${PATH}?product=${product.slug}`, ip })));
    expect(calls.map((answer) => answer.status)).toEqual(Array.from({ length: 100 }, () => 200));
    expect(calls[0]!.body).toEqual({ success: true, viewer: null, product: { cart: {}, wishlist: [] } });

    await call(viewerRoute, { path: `${PATH}?product=${product.id}`, ip: randomIp() });
    await expectViews(product.id, before + 2);
  });

  it("a signed-in shopper counts once, from any address", async () => {
    const { product } = await indigoKurta();
    const user = await customer();
    const before = await viewedCount(product.id);
    for (let i = 0; i < 10; i++) {
      const { status } = await call(viewerRoute, { path: `${PATH}?product=${product.slug}`, token: user.token, ip: randomIp() });
      expect(status).toBe(200);
    }
    await call(viewerRoute, { path: `${PATH}?product=${product.slug}`, ip: randomIp() });
    await expectViews(product.id, before + 2);
  });

  it("a product named with a NUL byte is a 400, never a 500", async () => {
    const { status, body } = await call(viewerRoute, { path: `${PATH}?product=a%00b` });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: "Unknown product" });
  });
});
