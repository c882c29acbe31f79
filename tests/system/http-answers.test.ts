import { randomBytes, randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADMIN, DEMO_PASSWORD } from "./support/data";
import { clientAt, loopback, requestFrom, type Answer } from "./support/from-address";
import { stopAll } from "./support/processes";
import { startShop, type Shop } from "./support/shop";

// What a client without a browser sees of the production server: answers the e2e journeys checked with
// Playwright's `request` alone, opening no page, moved here unchanged in what they assert (issue 50). One
// server (scripts/serve.ts, as `npm start` runs it) behind no proxy, so it reads each client's address from
// the connection, with the spec's client on its own host allowed (CORS_ORIGINS).
const ALLOWED = "https://spec-client.example";
const OTHER = "https://evil.example";
const PRIYA = { email: "priya@kurta.shop", password: DEMO_PASSWORD };

let shop: Shop;
beforeAll(async () => {
  shop = await startShop({ env: { TRUSTED_PROXY_HOPS: "0", CORS_ORIGINS: ALLOWED } });
});
afterAll(() => stopAll());

const json = <T>(answer: Answer) => JSON.parse(answer.text) as T;

/** The `Authorization: Bearer …` header of an account, from the API's sign-in. */
async function bearer(who: { email: string; password: string }): Promise<{ Authorization: string }> {
  const signin = await clientAt(shop)("/api/v1/user/signin", { json: who });
  expect(signin.status, signin.text).toBe(200);
  return { Authorization: `Bearer ${json<{ token: string }>(signin).token}` };
}

describe("the spec's client on its own host (CORS)", () => {
  // Its preflights are answered and its answers readable, with credentials; any other origin gets no
  // Access-Control-Allow-* header.
  const corsOf = (answer: Answer) =>
    Object.fromEntries(Object.entries(answer.headers).filter(([name]) => name.startsWith("access-control-")));
  const preflight = (origin: string, to = "/api/v1/order/cashOnDelivery") =>
    clientAt(shop)(to, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, content-type, idempotency-key",
      },
    });

  test("an allowed origin's preflight names the methods, headers and credentials it may use", async () => {
    const response = await preflight(ALLOWED);
    expect(response.status).toBe(204);
    expect(corsOf(response)).toEqual({
      "access-control-allow-origin": ALLOWED,
      "access-control-allow-credentials": "true",
      "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE",
      "access-control-allow-headers": "Authorization, Content-Type, Idempotency-Key",
      "access-control-expose-headers": "Retry-After",
      "access-control-max-age": "600",
    });
    expect(response.headers["vary"]).toContain("Origin");
  });

  test("another origin's preflight gets no CORS header at all", async () => {
    for (const to of ["/api/v1/order/cashOnDelivery", "/api/v1/user/getUser"]) {
      const response = await preflight(OTHER, to);
      expect(corsOf(response), to).toEqual({});
      expect(response.headers["vary"]).toContain("Origin");
    }
  });

  test("answers carry the CORS headers for an allowed origin only, success and refusal alike", async () => {
    const auth = await bearer(PRIYA);
    const client = clientAt(shop);
    const mine = await client("/api/v1/user/getUser", { headers: { ...auth, Origin: ALLOWED } });
    expect(mine.status).toBe(200);
    expect(corsOf(mine)).toMatchObject({ "access-control-allow-origin": ALLOWED, "access-control-allow-credentials": "true" });

    const refused = await client("/api/v1/user/getUser", { headers: { Origin: ALLOWED } });
    expect(refused.status).toBe(401);
    expect(corsOf(refused)).toMatchObject({ "access-control-allow-origin": ALLOWED });

    const other = await client("/api/v1/user/getUser", { headers: { ...auth, Origin: OTHER } });
    expect(other.status).toBe(200);
    expect(corsOf(other)).toEqual({});
  });
});

test("a client cannot pick its own address with X-Forwarded-For or our internal header", async () => {
  // The server decides the client's address from the TCP connection (TRUSTED_PROXY_HOPS=0), so headers a
  // client writes itself cannot spread its attempts over made-up addresses.
  const postContact = async (from: string, headers: Record<string, string>) =>
    (
      await requestFrom(shop, from, "/api/v1/contact", {
        json: { name: "Meera Iyer", email: "meera@example.com", message: "Do you ship to Port Blair?" },
        headers,
      })
    ).status;
  const from = loopback();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const forged = `198.51.100.${i + 1}`;
    statuses.push(await postContact(from, { "x-forwarded-for": forged, "x-real-ip": forged, "x-kurta-client-ip": forged }));
  }
  // Five messages an hour from one address: the forged addresses did not count as new ones.
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  // A client that really connects from elsewhere is not affected.
  expect(await postContact(loopback(), {})).toBe(200);
});

describe("unknown addresses", () => {
  // Next keeps a page built on its first visit under .next/server. A made-up product, category or reviews
  // address answers 404 and leaves nothing there, or anyone could fill the disk; an address PostgreSQL
  // cannot read (a NUL byte, broken UTF-8) is just as unknown.
  const SERVER_DIR = path.resolve(".next/server");
  const fileCount = () => readdirSync(SERVER_DIR, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

  test("50 unknown product, category and reviews addresses answer 404 and store no file", async () => {
    const client = clientAt(shop);
    const before = fileCount();
    const routes = ["product", "category", "reviews"];
    for (let i = 0; i < 50; i++) {
      const address = `/${routes[i % routes.length]}/no-such-${randomBytes(6).toString("hex")}`;
      const response = await client(address);
      expect(response.status, address).toBe(404);
      expect(response.text).toContain("Page not found");
    }
    expect(fileCount()).toBe(before);
  });

  test("an address with a NUL byte or broken UTF-8 answers 404", async () => {
    const client = clientAt(shop);
    const addresses = ["/product/%00", "/product/a%00b", "/product/%ED%A0%80", "/product/%E0%A4", "/reviews/a%00b", "/reviews/%ED%A0%80"];
    for (const address of [...addresses, "/category/%ED%A0%80", "/track/%ED%A0%80", "/uploads/%ED%A0%80"]) {
      const response = await client(address);
      expect(response.status, address).toBe(404);
      expect(response.text).toContain("Page not found");
    }
  });
});

test("uploads are served only for stored files, never for paths outside the store", async () => {
  const client = clientAt(shop);
  expect((await client("/uploads/seed/../../auth-secret")).status).toBe(404);
  expect((await client("/uploads/seed/nothing-here.webp")).status).toBe(404);
});

test("robots.txt keeps crawlers out of private pages and points at the sitemap", async () => {
  const response = await clientAt(shop)("/robots.txt");
  expect(response.status).toBe(200);
  const text = response.text;
  expect(text).toMatch(/^User-Agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  for (const disallowed of [
    "/cart",
    "/wishlist",
    "/booking",
    "/orders",
    "/return",
    "/myaccount",
    "/admin",
    "/api",
    "/login",
    "/signup",
    "/reset-password",
    "/verify",
    "/dev",
  ]) {
    expect(text).toMatch(new RegExp(`^Disallow: ${disallowed}$`, "m"));
  }
  expect(text).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
});

test("every page carries the security headers; per-user pages get a fresh script nonce on every script", async () => {
  const client = clientAt(shop);
  for (const page of ["/", "/search?category=x", "/category/cotton-kurtas", "/aboutUs", "/login"]) {
    const response = await client(page);
    const policy = response.headers["content-security-policy"] ?? "";
    expect(policy, page).toContain("frame-ancestors 'none'");
    expect(policy, page).toContain("object-src 'none'");
    expect(policy, page).toContain("base-uri 'self'");
    expect(policy, page).not.toContain("unsafe-eval");
  }
  const nonceOf = async (page: string, headers: Record<string, string> = {}) => {
    const response = await client(page, { headers });
    expect(response.status, page).toBe(200);
    const policy = response.headers["content-security-policy"] ?? "";
    const scriptRule = policy.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";
    expect(scriptRule, page).toContain("'strict-dynamic'");
    expect(scriptRule, page).not.toContain("'unsafe-inline'");
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, page).toBeTruthy();
    // Every script of the page carries it, or the browser would refuse to run them.
    const scripts = response.text.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length, page).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, page).toContain(`nonce="${nonce}"`);
    return nonce;
  };
  const visitor = [await nonceOf("/login"), await nonceOf("/login")];
  const email = `cache-${randomUUID()}@example.com`;
  const password = "Caching@12345";
  const signup = await client("/api/v1/user/signup", { json: { fullname: "Cache Tester", email, password, confirmPassword: password } });
  expect(signup.status >= 200 && signup.status < 300, signup.text).toBe(true);
  const token = (await bearer({ email, password })).Authorization.slice("Bearer ".length);
  const cookie = { Cookie: `authjs.session-token=${token}` };
  const nonces = [...visitor, await nonceOf("/cart", cookie), await nonceOf("/myaccount", cookie)];
  expect(new Set(nonces).size).toBe(nonces.length);
});

test("a category added, filled, renamed and removed in the back office shows on the next request", async () => {
  const client = clientAt(shop);
  const auth = await bearer(ADMIN);
  const categories = async () =>
    json<{ categories: { id: string; name: string; slug: string }[] }>(await client("/api/v1/products/category")).categories;
  const stamp = Date.now().toString(36);
  const name = `Wedding Kurtas ${stamp}`;
  const slug = `wedding-kurtas-${stamp}`;
  const address = `/category/${slug}`;
  const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

  expect((await client(address)).status).toBe(404);

  const tile = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#800000" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("name", name);
  form.set("image", new Blob([new Uint8Array(tile)], { type: "image/png" }), "tile.png");
  const added = await client("/api/v1/products/category", { headers: auth, form });
  expect(added.status >= 200 && added.status < 300, added.text).toBe(true);
  const created = (await categories()).find((category) => category.name === name);
  expect(created?.slug).toBe(slug);
  let page = await client(address);
  expect(page.status).toBe(200);
  let html = page.text;
  expect(heading(html)).toBe(name);
  expect(html).toContain("New designs are on their way");

  const productName = `Zardozi wedding kurta ${stamp}`;
  const product = await client("/api/v1/products/createProduct", {
    headers: auth,
    json: { name: productName, description: "A silk kurta with zardozi work.", details: [], hsn: "6211", category: created!.id },
  });
  expect(product.status >= 200 && product.status < 300, product.text).toBe(true);
  const productId = json<{ product: { id: string } }>(product).product.id;
  html = (await client(address)).text;
  expect(html).toContain(productName);
  expect(html.replace(/<!-- -->/g, "")).toContain(">1 product<");

  const renamed = `Shaadi Kurtas ${stamp}`;
  const renaming = new FormData();
  renaming.set("id", created!.id);
  renaming.set("name", renamed);
  const update = await client("/api/v1/products/category", { method: "PUT", headers: auth, form: renaming });
  expect(update.status >= 200 && update.status < 300, update.text).toBe(true);
  page = await client(address);
  expect(page.status).toBe(200);
  html = page.text;
  expect(heading(html)).toBe(renamed);
  expect(html).toContain(`<title>${renamed} | Kurta Shop</title>`);

  const removedProduct = await client(`/api/v1/products/product?id=${productId}`, { method: "DELETE", headers: auth });
  expect(removedProduct.status >= 200 && removedProduct.status < 300, removedProduct.text).toBe(true);
  const removed = await client(`/api/v1/products/category?id=${created!.id}`, { method: "DELETE", headers: auth });
  expect(removed.status >= 200 && removed.status < 300, removed.text).toBe(true);
  expect((await client(address)).status).toBe(404);
});
