import { randomInt } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createRequire } from "node:module";
import { expect, test, type APIRequestContext, type Cookie, type Locator, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

// What the end-to-end journeys share: logging in through the form, waiting for hydration, finding a
// toast, and the accessibility check every page passes.

/** The demo accounts (prisma/seed/users.ts). */
export const ADMIN = { email: "admin@kurta.shop", password: "Admin@12345" };
export const PRIYA = { email: "priya@kurta.shop", password: "Customer@123" };
export const RAHUL = { email: "rahul@kurta.shop", password: "Customer@123" };

/** Logs in through the login form and waits for the page it lands on: the account page, the back office for the owner. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  // The admin lands on /admin, which redirects to the back office's home: wait for that, or a click
  // made in between is undone by the redirect (a menu opened closes on the new path).
  await expect(page).toHaveURL(email === ADMIN.email ? /\/admin\/[a-z-]+$/ : /\/myaccount/);
}

const sessions = new Map<string, Cookie[]>();

/**
 * Logs a demo account in, as `logIn` does, but through the form only the first time in this worker: later
 * calls give the page's context the session cookies that login made (the tests of the login itself use the form).
 */
export async function logInAs(page: Page, who: { email: string; password: string }) {
  const cookies = sessions.get(who.email);
  if (!cookies) {
    await logIn(page, who.email, who.password);
    sessions.set(who.email, await page.context().cookies());
    return;
  }
  await page.context().addCookies(cookies);
  await page.goto("/myaccount");
  await expect(page).toHaveURL(/\/myaccount/);
}

const SCREENS = "test-results/screens";

/**
 * A picture to look at in test-results/screens, taken only when `E2E_SHOTS=1` asks for them: no test asserts
 * anything on it. A JPEG, which Chromium encodes in a third of a PNG's time (a whole page at 1280 px: 200 ms against 680).
 */
export async function shot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}) {
  if (process.env.E2E_SHOTS !== "1") return;
  mkdirSync(SCREENS, { recursive: true });
  await target.screenshot({ path: `${SCREENS}/${name}.jpg`, type: "jpeg", quality: 80, ...options });
}

export function toast(page: Page, text: string | RegExp) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
// Axe's experimental label-content-name-mismatch (WCAG 2.5.3, the visible label within the accessible name) runs too:
// reviews run it. Only violations are collected: the passes are never read.
const AXE_OPTIONS: RunOptions = { rules: { "label-content-name-mismatch": { enabled: true } }, resultTypes: ["violations"] };

/**
 * The serious and critical axe violations on the page as it is (within `include`, a selector, when given), one line
 * each. axe-core runs in the page itself, injected once per document: @axe-core/playwright's analyze() opens a page of
 * its own for every check, which took 3 to 4 s here where this takes half a second. The shop has no frames.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  // A toast is left out: it fades in and out over the page (its contrast is read mid-fade), and waiting up
  // to 15 s for every toast to go cost each check that long.
  const results = await page.evaluate(
    ([selector, options]) =>
      (window as unknown as { axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> } }).axe.run(
        selector ? { include: [selector], exclude: ["[data-sonner-toast]"] } : { exclude: ["[data-sonner-toast]"] },
        options,
      ),
    [include, AXE_OPTIONS] as const,
  );
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * No serious or critical axe violation on the page once it has settled (toasts aside, which fade over it): a
 * colour read mid-transition (a link turning to its active colours) is read again; a real violation stays.
 */
export async function noSeriousViolations(page: Page, include?: string) {
  let violations = await seriousViolations(page, include);
  // Read again twice, a second apart; each read takes as long as it takes (seconds on a loaded machine).
  for (let again = 0; again < 2 && violations.length > 0; again++) {
    await page.waitForTimeout(1_000);
    violations = await seriousViolations(page, include);
  }
  expect(violations).toEqual([]);
}

/** noSeriousViolations on the page as it is, at a phone's width (360 px) and a desktop's (1280 px); left at 1280. */
export async function noSeriousViolationsOnPhoneAndDesktop(page: Page) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await noSeriousViolations(page);
  }
}

/** Waits until React has hydrated this element (it then carries React's props), so events reach the app: a click that
 * lands earlier is lost, which happens on a loaded machine. */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(() => locator.first().evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))), {
      timeout: 20_000,
    })
    .toBe(true);
  return locator;
}

type ApiProduct = { subDetails: { sizes: { _id: string; stock: number }[] }[] };

/** The shop's origin, as a same-origin request from its pages sends it, before or after a page opens. */
export const shopOrigin = () => new URL(test.info().project.use.baseURL!).origin;

/**
 * The product listing at `query`, the demo catalogue first (oldest first). The listing's default puts the newest
 * first, and journeys running side by side add products of their own that they reprice, sell out or delete as
 * they go (admin-catalog changes a price and deletes its variants): a journey that picked one of those failed.
 */
export function seededListing(query: string): string {
  return `/api/v1/products/getAllProduct?${query}&sortBy=createdAt&sortOrder=asc`;
}

/** Replaces the logged-in page's cart (through the API, from our own origin). */
export async function setCart(page: Page, lines: { sizeId: string; quantity: number }[]) {
  const origin = shopOrigin();
  const response = await page.request.post("/api/v1/order/updateMyCart", { data: { cart: JSON.stringify(lines) }, headers: { origin } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Puts one piece of a size in stock into the logged-in page's cart, so the header shows its count. */
export async function putOneInCart(page: Page) {
  const list = (await (await page.request.get(seededListing("availibility=true&limit=1"))).json()) as {
    products: { _id: string }[];
  };
  const { product } = (await (await page.request.get(`/api/v1/products/getProduct?id=${list.products[0]!._id}`)).json()) as {
    product: ApiProduct;
  };
  const size = product.subDetails.flatMap((variant) => variant.sizes).find((candidate) => candidate.stock > 0);
  await setCart(page, [{ sizeId: size!._id, quantity: 1 }]);
}

type CodProduct = { _id: string; isCOD: boolean; subDetails: { sizes: { _id: string; stock: number; price: number }[] }[] };

/** A cash-on-delivery product with a size in stock under the COD limit. */
export async function codSize(request: APIRequestContext): Promise<{ productId: string; sizeId: string }> {
  const list = await request.get(seededListing("availibility=true&payment=cod&limit=30"));
  for (const card of ((await list.json()) as { products: { _id: string }[] }).products) {
    const { product } = (await (await request.get(`/api/v1/products/getProduct?id=${card._id}`)).json()) as { product: CodProduct };
    const size = product.isCOD && product.subDetails.flatMap((variant) => variant.sizes).find((s) => s.stock >= 2 && s.price < 4000);
    if (size) return { productId: product._id, sizeId: size._id };
  }
  throw new Error("No cash-on-delivery size in the demo catalogue");
}

type Mailbox = { success: boolean; emails: { subject: string; text: string; links: string[] }[] };

/** The newest link in the development mailbox of `to` whose URL contains `part`, as a path. */
export async function mailedLink(request: APIRequestContext, to: string, part: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      if (!response.ok()) return undefined;
      const body = (await response.json()) as Mailbox;
      link = body.emails.flatMap((mail) => mail.links).find((url) => url.includes(part));
      return link;
    }, `an email to ${to} with a ${part} link`)
    .toBeTruthy();
  const url = new URL(link ?? "");
  return url.pathname + url.search;
}

/** A mobile number no test used before (ten digits, starting 7). */
export function freshMobile(): string {
  return `7${randomInt(100_000_000, 1_000_000_000)}`;
}

/** The code of the newest text to `phone` in the development SMS inbox (the twin of MSG91). */
export async function textedCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | null | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/messages?to=${encodeURIComponent(phone)}`);
      if (!response.ok()) return undefined;
      const body = (await response.json()) as { messages: { code: string | null }[] };
      code = body.messages[0]?.code;
      return code;
    }, `a code texted to ${phone}`)
    .toMatch(/^\d{6}$/);
  return code!;
}

/** The `Authorization: Bearer …` header of a demo account, from the API's sign-in. */
export async function bearer(request: APIRequestContext, who: { email: string; password: string }): Promise<Record<string, string>> {
  const signin = await request.post("/api/v1/user/signin", { data: who });
  expect(signin.ok(), await signin.text()).toBe(true);
  return { Authorization: `Bearer ${((await signin.json()) as { token: string }).token}` };
}

/** An order as the API answers it, with what the journeys read of it. */
export type PlacedOrder = {
  _id: string;
  totalPrice: number;
  totals: { roundOff: number };
  cart: { _id: string }[];
  orderDetails: { public_order_id: string };
};

/**
 * A cash-on-delivery order of a shopper's (fixtures.ts), with `coupon` when given, placed through the API and moved by
 * the owner through `statuses` in turn.
 */
export async function codOrderMovedTo(
  request: APIRequestContext,
  shopper: { headers: Record<string, string>; addressId: string },
  cart: { sizeId: string; quantity: number }[],
  statuses: string[],
  coupon?: string,
): Promise<PlacedOrder> {
  const placed = await request.post("/api/v1/order/cashOnDelivery", {
    headers: { ...shopper.headers, origin: shopOrigin(), "Idempotency-Key": `e2e-delivered-${randomInt(2 ** 40)}` },
    data: { addressId: shopper.addressId, cart, ...(coupon ? { coupon } : {}) },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = ((await placed.json()) as { order: PlacedOrder }).order;
  const admin = await bearer(request, ADMIN);
  for (const status of statuses) {
    const moved = await request.post("/api/v1/order/updateOrder", { headers: admin, data: { orderId: order._id, status } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return order;
}

/** A cash-on-delivery order of a shopper's (fixtures.ts), placed through the API and taken to Delivered by the owner. */
export function deliveredCodOrder(
  request: APIRequestContext,
  shopper: { headers: Record<string, string>; addressId: string },
  cart: { sizeId: string; quantity: number }[],
  coupon?: string,
): Promise<PlacedOrder> {
  return codOrderMovedTo(request, shopper, cart, ["Confirmed", "Shipped", "Delivered"], coupon);
}

/** A loopback address of its own (all of 127.0.0.0/8 is this machine): the server's per-address limits used from it are a test's own. */
export const loopback = () => `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** POSTs JSON to the e2e server from the loopback address `from` (the server reads the client's address from the connection). */
export function postFrom(
  from: string,
  path: string,
  json: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: Number(process.env.E2E_PORT || 3100),
        localAddress: from,
        method: "POST",
        path,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * Signs up through the API from a loopback address of its own: sign-ups are limited per address
 * (10 an hour), and the suite makes more than that from this machine. Answers like Playwright's.
 */
export async function signUp(data: { fullname: string; email: string; password: string; confirmPassword: string }) {
  const { status, body } = await postFrom(loopback(), "/api/v1/user/signup", data);
  return { ok: () => status >= 200 && status < 300, status: () => status, text: async () => body };
}

/** Signs a new mobile number up on the login page (its code from the SMS twin): the number. */
export async function signUpWithMobile(page: Page): Promise<string> {
  const mobile = freshMobile();
  await page.goto("/login");
  await page.getByLabel("Mobile number").fill(mobile);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByLabel("6-digit code").fill(await textedCode(page.request, mobile));
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page).toHaveURL(/\/myaccount$/, { timeout: 30_000 });
  return mobile;
}

/** Saves an address in Ahmedabad for the logged-in page (through the API): its id. */
export async function addAddress(page: Page, phoneNumber: string): Promise<string> {
  const origin = shopOrigin();
  const added = await page.request.post("/api/v1/user/addAddress", {
    headers: { origin },
    data: { name: "Nisha Patel", addressLine1: "7 Ashram Road", city: "Ahmedabad", state: "Gujarat", pinCode: "380009", phoneNumber },
  });
  expect(added.status(), await added.text()).toBe(200);
  return ((await added.json()) as { address: { _id: string }[] }).address[0]!._id;
}

export type Texted = { text: string; channel: string; buttons?: { id: string; title: string }[] };

/** The cash-on-delivery confirmation message the twin keeps for the number (WhatsApp). */
export async function codConfirmationTo(page: Page, mobile: string): Promise<Texted> {
  let found: Texted | undefined;
  await expect
    .poll(async () => {
      const body = (await (await page.request.get(`/api/dev/messages?to=${mobile}`)).json()) as {
        messages: (Texted & { template: string })[];
      };
      found = body.messages.find((message) => message.template === "cod-confirm");
      return found?.channel;
    }, "the confirmation message")
    .toBe("WHATSAPP");
  return found!;
}

/**
 * Signs a new mobile number up, saves an address and places a cash-on-delivery order of one piece of `sizeId` (else a
 * demo product's) through the API: its id and the number.
 */
export async function newShopperWithCodOrder(page: Page, ownSizeId?: string) {
  const mobile = await signUpWithMobile(page);
  const origin = new URL(page.url()).origin;
  const addressId = await addAddress(page, mobile);
  const sizeId = ownSizeId ?? (await codSize(page.request)).sizeId;
  await setCart(page, [{ sizeId, quantity: 1 }]);
  const placed = await page.request.post("/api/v1/order/cashOnDelivery", {
    headers: { origin },
    data: { addressId, cart: JSON.stringify([{ sizeId, quantity: 1 }]) },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = ((await placed.json()) as { order: { _id: string; orderDetails: { public_order_id: string } } }).order;
  return { orderId: order._id, publicOrderId: order.orderDetails.public_order_id, mobile };
}

/** A size in stock of a product that cannot be paid in cash (the demo catalogue has some). */
export async function onlineOnlySize(request: APIRequestContext): Promise<{ productId: string; sizeId: string }> {
  const list = await request.get(seededListing("availibility=true&limit=60"));
  for (const card of ((await list.json()) as { products: { _id: string }[] }).products) {
    const { product } = (await (await request.get(`/api/v1/products/getProduct?id=${card._id}`)).json()) as { product: CodProduct };
    const size = !product.isCOD && product.subDetails.flatMap((variant) => variant.sizes).find((s) => s.stock >= 2 && s.price < 4000);
    if (size) return { productId: product._id, sizeId: size._id };
  }
  throw new Error("No online-only size in the demo catalogue");
}
