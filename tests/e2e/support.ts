import { randomInt } from "node:crypto";
import { request as httpRequest } from "node:http";
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

// What the end-to-end journeys share: logging in through the form, waiting for hydration, finding a
// toast, and the accessibility check every page passes.

/** Logs in through the login form and waits for the account page it lands on. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/myaccount/);
}

export function toast(page: Page, text: string | RegExp) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/**
 * No serious or critical axe violation, once the toasts have gone (they fade over the page). Axe's experimental
 * label-content-name-mismatch (WCAG 2.5.3, the visible label within the accessible name) runs too: reviews run it.
 */
export async function noSeriousViolations(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).options({ rules: { "label-content-name-mismatch": { enabled: true } } }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
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

/** Replaces the logged-in page's cart (through the API, from our own origin). */
export async function setCart(page: Page, lines: { sizeId: string; quantity: number }[]) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/api/v1/order/updateMyCart", { data: { cart: JSON.stringify(lines) }, headers: { origin } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Puts one piece of a size in stock into the logged-in page's cart, so the header shows its count. */
export async function putOneInCart(page: Page) {
  const list = (await (await page.request.get("/api/v1/products/getAllProduct?availibility=true&limit=1")).json()) as {
    products: { _id: string }[];
  };
  const { product } = (await (await page.request.get(`/api/v1/products/getProduct?id=${list.products[0]!._id}`)).json()) as {
    product: ApiProduct;
  };
  const size = product.subDetails.flatMap((variant) => variant.sizes).find((candidate) => candidate.stock > 0);
  await setCart(page, [{ sizeId: size!._id, quantity: 1 }]);
}

/** The `Authorization: Bearer …` header of a demo account, from the API's sign-in. */
export async function bearer(request: APIRequestContext, who: { email: string; password: string }): Promise<Record<string, string>> {
  const signin = await request.post("/api/v1/user/signin", { data: who });
  expect(signin.ok(), await signin.text()).toBe(true);
  return { Authorization: `Bearer ${((await signin.json()) as { token: string }).token}` };
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
