import { NextRequest } from "next/server";
import { afterAll, describe, expect, it } from "vitest";
import { middleware } from "@/middleware";
import { APP_ORIGIN, db, sessionCookie } from "../../support/api";
import { admin, buyer, codOrder } from "./fixtures";

afterAll(() => db.$disconnect());

// The per-order pages stream behind a prerendered shell, so their 404 must be decided in middleware,
// before anything is sent (tests/e2e/order-pages.spec.ts checks the statuses on a production build).
async function openPage(path: string, token?: string) {
  const headers = token ? { cookie: sessionCookie(token) } : undefined;
  const response = await middleware(new NextRequest(new URL(path, APP_ORIGIN), { headers }));
  const rewrite = response.headers.get("x-middleware-rewrite");
  if (rewrite) expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  if (rewrite) return new URL(rewrite).pathname === "/_not-found" ? "not found" : `rewritten to ${rewrite}`;
  if (response.headers.get("location")) return `redirected to ${new URL(response.headers.get("location")!).pathname}`;
  return response.headers.get("x-middleware-next") === "1" ? "rendered" : `answered ${response.status}`;
}

describe("the per-order pages", () => {
  it("render for the order's owner and for admins, and are not found for anyone else", async () => {
    const { user, order } = await codOrder("DELIVERED");
    const stranger = await buyer();
    const boss = await admin();
    for (const path of [`/orders/${order._id}`, `/orders/${order.orderDetails.public_order_id}`, `/return/${order._id}`]) {
      expect([path, await openPage(path, user.token)]).toEqual([path, "rendered"]);
      expect([path, await openPage(path, boss.token)]).toEqual([path, "rendered"]);
      expect([path, await openPage(path, stranger.token)]).toEqual([path, "not found"]);
      expect([path, await openPage(path)]).toEqual([path, "redirected to /login"]);
    }
  });

  it("in Hindi too: the owner's, a 404 for another shopper, and a visitor sent to the Hindi login with the page to come back to", async () => {
    const { user, order } = await codOrder("DELIVERED");
    const stranger = await buyer();
    const path = `/hi/orders/${order._id}`;
    expect(await openPage(path, user.token)).toBe("rendered");
    expect(await openPage(path, stranger.token)).toBe("not found");
    const response = await middleware(new NextRequest(new URL(path, APP_ORIGIN)));
    const location = new URL(response.headers.get("location")!);
    expect([location.pathname, location.searchParams.get("next")]).toEqual(["/hi/login", path]);
    expect(await openPage(`/hi/cod/${order._id}?key=not-the-key`)).toBe("not found");
    expect(await openPage(`/hi/delivery/${order._id}?key=not-the-key`)).toBe("not found");
    // A per-user Hindi page carries a nonce, as its English twin.
    const booking = await middleware(
      new NextRequest(new URL("/hi/booking", APP_ORIGIN), { headers: { cookie: sessionCookie(user.token) } }),
    );
    expect(booking.headers.get("content-security-policy")).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
  });

  it("are not found for an unknown or malformed order id", async () => {
    const { token } = await buyer();
    for (const id of ["no-such-order", "KS-000000-ZZZZZZ", "%00", "a%00b", "%ED%A0%80", "%E0%A4", "x".repeat(101)]) {
      expect([id, await openPage(`/orders/${id}`, token)]).toEqual([id, "not found"]);
      expect([id, await openPage(`/return/${id}`, token)]).toEqual([id, "not found"]);
    }
  });

  it("track only our own parcels", async () => {
    const { order } = await codOrder("SHIPPED");
    await db.order.update({ where: { id: order._id }, data: { awbCode: `AWB${order._id.slice(-10)}` } });
    expect(await openPage(`/track/AWB${order._id.slice(-10)}`)).toBe("rendered");
    for (const awb of ["UNKNOWN123", "no", "%00abcdef"]) expect([awb, await openPage(`/track/${awb}`)]).toEqual([awb, "not found"]);
  });

  it("leave every other page alone", async () => {
    const { token } = await buyer();
    expect(await openPage("/orders", token)).toBe("rendered");
    expect(await openPage("/product/anything")).toBe("rendered");
  });
});
