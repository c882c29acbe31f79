import { randomInt } from "node:crypto";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { makeBuyers, sizeWithStock } from "./support/data";
import { stopAll, waitFor } from "./support/processes";
import { startShop, type Shop } from "./support/shop";

// The same production build under each way the README runs it on a Node host: `npm start`
// (scripts/serve.ts) and plain `next start`, each with no proxy in front (TRUSTED_PROXY_HOPS=0),
// as a first deployment has it. Every visitor is their own address, every request answers an id and
// writes its line, and a GET carrying a `Next-Action` header gets the answers any other GET gets.
const SHAPES = [
  { shape: "npm start (scripts/serve.ts)", plain: false },
  { shape: "plain next start", plain: true },
];
const SESSION_COOKIE = "__Secure-authjs.session-token";

afterAll(() => stopAll());

describe.each(SHAPES)("$shape", ({ plain }) => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop({ plain, env: { TRUSTED_PROXY_HOPS: "0", APP_URL: "https://kurta.test" } });
  });
  afterAll(() => shop.proc.stop());

  test("a GET with a Next-Action header: 404 for a broken address, the policy and HSTS on a cached product, 404 for another customer's order", async () => {
    const action = { "next-action": "x" };
    // With or without a dot in the path (the middleware's matcher leaves only the files at the top to Next).
    const broken = [
      "/search/%ED%A0%80.x",
      "/orders/%ED%A0%80.x",
      "/product/%ED%A0%80",
      "/reviews/%ED%A0%80",
      "/product/a%00b",
      "/product/%ED%A0%80.x",
      "/reviews/a%00b.x",
      "/category/%ED%A0%80.x",
    ];
    for (const path of broken) {
      const response = await shop.fetch(path, { headers: action });
      expect(`${path} ${response.status}`).toBe(`${path} 404`);
      expect(await response.text()).toContain("Page not found");
    }

    const { variant } = await sizeWithStock(5);
    const product = await shop.fetch(`/product/${variant.product.slug}`, { headers: action });
    expect(product.status).toBe(200);
    expect(await product.text()).toContain(escapeHtml(variant.product.name));
    expect(product.headers.get("cache-control")).toMatch(/^s-maxage=\d+/);
    expectOnePolicy(product.headers, "script-src 'self' 'unsafe-inline'");
    expect(product.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");

    const [owner, stranger] = await makeBuyers(2, shop);
    const size = await sizeWithStock(5, 2);
    const placed = await shop.api<{ order: { _id: string } }>("/api/v1/order/cashOnDelivery", {
      token: owner!.token,
      json: { addressId: owner!.addressId, cart: [{ sizeId: size.id, quantity: 1 }] },
    });
    expect(placed.status).toBe(200);
    const orderPath = `/orders/${placed.body.order._id}`;
    const as = (token: string) => ({ ...action, cookie: `${SESSION_COOKIE}=${token}` });
    const other = await shop.fetch(orderPath, { headers: as(stranger!.token) });
    expect(other.status).toBe(404);
    expect(await other.text()).toContain("Page not found");
    const own = await shop.fetch(orderPath, { headers: as(owner!.token) });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain("Order details");
    // A per-user page keeps its nonce policy.
    expectOnePolicy(own.headers, "'strict-dynamic'");
    expect(own.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    // A per-user address with a dot goes through the middleware too: one policy, its own nonce.
    const dotted = await shop.fetch("/myaccount/a.b", { headers: as(stranger!.token) });
    expect(dotted.status).toBe(404);
    expect(await dotted.text()).toContain("Page not found");
    expectOnePolicy(dotted.headers, "'strict-dynamic'");
    // A POST naming no action the build has is refused, and runs no page.
    const posted = await shop.fetch(orderPath, { method: "POST", headers: as(stranger!.token), body: "[]" });
    expect(posted.status).toBe(400);
    const postedText = await posted.text();
    expect(postedText).not.toContain(placed.body.order._id);
    expect(postedText).not.toContain("Order details");
  });

  test("each visitor is their own address: 35 failed sign-ins from 35 addresses block nobody, and this machine reads the dev mailbox", async () => {
    const [buyer] = await makeBuyers(1, shop);
    // Loopback addresses 127.x.y.z all reach this machine; a fresh /16 each run.
    const net = `127.${randomInt(1, 255)}.${randomInt(0, 255)}`;
    const failed = [];
    for (let i = 1; i <= 35; i++) {
      const email = `nobody-${i}-${randomInt(1e9)}@example.com`;
      failed.push((await post(shop, "/api/v1/user/signin", { email, password: "Wrong-password-1" }, `${net}.${i}`)).status);
    }
    expect(failed).toEqual(Array(35).fill(401));
    const signedIn = await post(shop, "/api/v1/user/signin", { email: buyer!.email, password: "Customer@123" }, `${net}.200`);
    expect(signedIn.status).toBe(200);
    expect(JSON.parse(signedIn.body)).toMatchObject({ success: true });

    const mailbox = await shop.fetch(`/api/dev/mailbox?to=${encodeURIComponent(buyer!.email)}`);
    expect(mailbox.status).toBe(200);
    expect(await mailbox.json()).toMatchObject({ emails: expect.any(Array) });
  });

  test("every request answers an x-request-id and writes one JSON line with it", async () => {
    const paths = ["/", "/api/health", "/login", "/product/no-such-product", "/api/v1/products/getAllProduct"];
    const sent: { path: string; id: string | null; status: number }[] = [];
    for (const path of paths) {
      const response = await shop.fetch(path);
      await response.arrayBuffer();
      const id = response.headers.get("x-request-id");
      expect(id, path).toMatch(/^[0-9a-f-]{36}$/);
      sent.push({ path, id, status: response.status });
    }
    const lineOf = (id: string | null) =>
      shop.proc
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{") && line.includes(`"requestId":"${id}"`) && line.includes('"msg":"request"'));
    // A line is written as its response closes, just after the client has it.
    await waitFor("the last request's line", async () => lineOf(sent.at(-1)!.id).length > 0);
    for (const { path, id, status } of sent) {
      const lines = lineOf(id);
      expect(lines, path).toHaveLength(1);
      expect(JSON.parse(lines[0]!), path).toMatchObject({
        level: "info",
        method: "GET",
        route: path,
        status,
        durationMs: expect.any(Number),
      });
    }
  });
});

function expectOnePolicy(headers: Headers, scriptRule: string) {
  const policy = headers.get("content-security-policy") ?? "";
  // Two policies (from two places) would read as one comma-joined header, and a browser enforces both.
  expect(policy.match(/frame-ancestors/g)).toHaveLength(1);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain(scriptRule);
}

/** A JSON POST from the given loopback address (the TCP peer the server sees). */
function post(shop: Shop, path: string, json: unknown, localAddress: string): Promise<{ status: number; body: string }> {
  const body = JSON.stringify(json);
  const { port } = new URL(shop.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}
