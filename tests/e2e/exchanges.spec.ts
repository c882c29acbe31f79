import type { APIRequestContext, Page } from "@playwright/test";
import { expect, ownProduct, signIn, test, type Shopper } from "./fixtures";
import { ADMIN, deliveredCodOrder, hydrated, noSeriousViolations, shot, toast } from "./support";

// An exchange (issue 19): Priya's delivered M is replaced by an L through the return screen, with
// the keyboard alone; she sees the exchange Requested on the return's page; an admin marks the
// return picked up, the job worker books and ships the replacement, and she follows its tracking.
// Priya is each test's own shopper, and the kurta each test's own product.

type ApiSize = { _id: string; size: string; price: number; stock: number };
type ApiProduct = { _id: string; name: string; isCOD: boolean; subDetails: { _id: string; colorName: string; sizes: ApiSize[] }[] };

async function bearer(request: APIRequestContext, who: { email: string; password: string }): Promise<Record<string, string>> {
  const signin = await request.post("/api/v1/user/signin", { data: who });
  expect(signin.ok(), await signin.text()).toBe(true);
  return { Authorization: `Bearer ${((await signin.json()) as { token: string }).token}` };
}

/**
 * A cash-on-delivery product of the test's own with an M, an L at the M's price and a dearer XL, of one colour, as the
 * API describes it.
 */
async function exchangeablePair(request: APIRequestContext) {
  const own = await ownProduct(request, { sizes: ["M", "L", "XL"], prices: { XL: 1499 } });
  const { product } = (await (await request.get(`/api/v1/products/getProduct?id=${own.id}`)).json()) as { product: ApiProduct };
  const variant = product.subDetails[0]!;
  const m = variant.sizes.find((size) => size.size === "M")!;
  const l = variant.sizes.find((size) => size.size === "L")!;
  return { product, colorName: variant.colorName, m, l, sizes: variant.sizes };
}

/** The shopper's cash-on-delivery order of one M of such a product (with `coupon` when given), delivered by the admin. */
async function deliveredM(request: APIRequestContext, shopper: Shopper, coupon?: string) {
  const pair = await exchangeablePair(request);
  const order = await deliveredCodOrder(request, shopper, [{ sizeId: pair.m._id, quantity: 1 }], coupon);
  return { ...pair, orderId: order._id };
}

async function moveOrder(request: APIRequestContext, admin: Record<string, string>, orderId: string, status: string) {
  const moved = await request.post("/api/v1/order/updateOrder", { headers: admin, data: { orderId, status } });
  expect(moved.status(), await moved.text()).toBe(200);
}

async function fitsAndShoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `${name}-${width}`, { fullPage: true });
  }
}

const isFocused = (page: Page, name: string) =>
  page.getByRole("radio", { name, exact: true }).evaluate((element) => element === document.activeElement);

test("Priya exchanges a delivered M for an L and follows the replacement to her door", async ({ page, request, shopper }) => {
  // A long journey: two pages checked with axe and shot at two widths, and the job worker's shipment.
  test.setTimeout(240_000);
  const admin = await bearer(request, ADMIN);
  const { product, colorName, m, sizes, orderId } = await deliveredM(request, shopper);

  await signIn(page, shopper);
  await page.goto(`/return/${orderId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Return items" })).toBeVisible();
  await expect(page.getByText(/a refund or a replacement/)).toBeVisible();

  // With the keyboard alone: Tab to Refund or Replace, the arrow to Replace, Tab to the sizes, the arrows to L.
  const refund = await hydrated(page.getByRole("radio", { name: "Refund", exact: true }));
  await expect(refund).toHaveAttribute("aria-checked", "true");
  for (let presses = 0; presses < 30 && !(await isFocused(page, "Refund")); presses++) await page.keyboard.press("Tab");
  expect(await isFocused(page, "Refund")).toBe(true);
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Replace", exact: true })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("status").filter({ hasText: "Returning" })).toHaveText("Returning 1");
  const colours = page.getByRole("radiogroup", { name: /^Colour to replace / });
  await expect(colours.getByRole("radio", { name: colorName, exact: true })).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const sizeGroup = page.getByRole("radiogroup", { name: /^Size to replace / });
  const large = sizeGroup.getByRole("radio", { name: /^L, / });
  for (let presses = 0; presses < 6 && (await large.getAttribute("aria-checked")) !== "true"; presses++) {
    await page.keyboard.press("ArrowRight");
  }
  await expect(large).toHaveAttribute("aria-checked", "true");
  await expect(large).toBeFocused();
  await expect(page.getByText(`${colorName} L replaces your ${colorName} M.`)).toBeVisible();

  // A dearer size is shown but cannot be chosen, with the reason and what to do instead.
  const mPrice = m.price;
  const dearer = sizes.find((size) => size.price > mPrice);
  if (dearer) {
    await expect(sizeGroup.getByRole("radio", { name: new RegExp(`^${dearer.size}, Costs ₹`) })).toBeDisabled();
    await expect(page.getByText("For a size that costs more, return this piece for a refund and order the other.")).toBeVisible();
  }

  // The same price: nothing refunded, one piece replaced.
  const returnChosen = page.getByTestId("return-chosen");
  await expect(returnChosen).toHaveText("Return ₹0 · replace 1 piece");
  await expect(page.getByTestId("return-all")).toHaveText("Return All ₹0 · replace 1 piece");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Reason for the return")).toBeFocused();
  await page.keyboard.type("The M is tight across the shoulders");

  await noSeriousViolations(page);
  await fitsAndShoot(page, "exchange-return");
  await page.setViewportSize({ width: 1280, height: 900 });

  await returnChosen.focus();
  await page.keyboard.press("Enter");
  // Asked once: what is replaced, and the refund.
  const confirm = page.getByRole("dialog", { name: "Request this exchange?" });
  await expect(confirm).toContainText(`1 × ${product.name}`);
  await expect(confirm).toContainText(`replaced with ${colorName}, size L`);
  await confirm.getByRole("button", { name: "Request exchange" }).click();
  await expect(toast(page, "Exchange requested")).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  const card = page
    .getByRole("listitem")
    .filter({ hasText: `Return: ${product.name}` })
    .first();
  await expect(card).toContainText("Exchange: Requested");
  await fitsAndShoot(page, "exchange-orders");
  await page.setViewportSize({ width: 1280, height: 900 });

  // The return's page: the exchange, Requested, with L for M, and Cancel return.
  await card.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Return details" })).toBeVisible();
  const returnId = page.url().split("/").pop()!;
  const exchange = page.getByRole("region", { name: "Exchange" });
  await expect(exchange.getByTestId("exchange-stage")).toHaveText("Requested");
  await expect(exchange).toContainText(`${colorName} L for ${colorName} M`);
  await expect(page.getByRole("button", { name: "Cancel return" })).toBeVisible();
  await expect(page.getByText("Value of items returned (GST included)")).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText("₹0");
  await noSeriousViolations(page);
  await fitsAndShoot(page, "exchange-requested");
  await page.setViewportSize({ width: 1280, height: 900 });

  // The courier picks the parcel up; the job worker books the replacement and ships it.
  await moveOrder(request, admin, returnId, "Return Picked Up");
  await expect(async () => {
    await page.reload();
    await expect(exchange.getByTestId("exchange-stage")).toHaveText("Replacement shipped", { timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByRole("button", { name: "Cancel return" })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Credit notes" })).toContainText(/Credit note .* for ₹/);
  const invoiceHref = await exchange.getByRole("link", { name: /Replacement invoice/ }).getAttribute("href");
  const invoice = await page.request.get(invoiceHref!);
  expect(invoice.status()).toBe(200);
  expect(invoice.headers()["content-type"]).toContain("application/pdf");
  await noSeriousViolations(page);
  await fitsAndShoot(page, "exchange-shipped");
  await page.setViewportSize({ width: 1280, height: 900 });

  // Its tracking: the twin's /track/{awb} answers with the timeline.
  await exchange.getByRole("link", { name: "Track Replacement" }).click();
  await expect(page).toHaveURL(/\/track\/TW\d{12}$/);
  expect((await page.request.get(page.url())).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Track your parcel" })).toBeVisible();
  await expect(page.getByTestId("tracking-events").getByRole("listitem").last()).toContainText("Booked");

  // The replacement's own page says what it is and leads back to the return.
  await page.goto(`/orders/${returnId}`);
  const replacementLink = exchange.getByRole("link", { name: /^KS-/ });
  const replacementHref = (await replacementLink.getAttribute("href"))!;
  await replacementLink.click();
  await expect(page).toHaveURL(new RegExp(`${replacementHref}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Replacement details" })).toBeVisible();
  await expect(page.getByText("Replacement ID")).toBeVisible();
  await expect(page.getByRole("link", { name: "the returned pieces" })).toHaveAttribute("href", `/orders/${returnId}`);
  await noSeriousViolations(page);
  await fitsAndShoot(page, "exchange-replacement");
  await page.setViewportSize({ width: 1280, height: 900 });

  // Delivered: the exchange is done.
  await moveOrder(request, admin, replacementHref.split("/").pop()!, "Delivered");
  await page.goto(`/orders/${returnId}`);
  await expect(exchange.getByTestId("exchange-stage")).toHaveText("Replacement delivered");
});

test("Priya cancels her exchange before the pickup: the replacement is not sent and the piece can be returned again", async ({
  page,
  request,
  shopper,
}) => {
  const { orderId } = await deliveredM(request, shopper);
  await signIn(page, shopper);
  await page.goto(`/return/${orderId}`);
  await (await hydrated(page.getByRole("radio", { name: "Replace", exact: true }))).click();
  await page
    .getByRole("radiogroup", { name: /^Size to replace / })
    .getByRole("radio", { name: /^L, / })
    .click();
  await page.getByLabel("Reason for the return").fill("Ordered the wrong size");
  await page.getByTestId("return-chosen").click();
  await page.getByRole("dialog", { name: "Request this exchange?" }).getByRole("button", { name: "Request exchange" }).click();
  await expect(toast(page, "Exchange requested")).toBeVisible();
  await page.getByRole("listitem").filter({ hasText: "Exchange: Requested" }).first().getByRole("link").click();

  await (await hydrated(page.getByRole("button", { name: "Cancel return" }))).click();
  await page.getByRole("dialog", { name: "Cancel this return?" }).getByRole("button", { name: "Cancel return" }).click();
  await expect(toast(page, "Return cancelled")).toBeVisible();
  await expect(page.getByTestId("exchange-stage")).toHaveText("Cancelled");
  await expect(page.getByText("You cancelled this exchange, so the replacement was not sent.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel return" })).toHaveCount(0);

  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole("link", { name: "Return", exact: true })).toBeVisible();
});

test("after a code, Priya's own size and every size at the same price are offered for what she paid, at 360 px (issue 49)", async ({
  page,
  request,
  shopper,
}) => {
  const admin = await bearer(request, ADMIN);
  const code = `EXCH${Date.now() % 1_000_000}`;
  const saved = await request.post("/api/v1/promotions", {
    headers: admin,
    data: { code, title: "10% off, for the exchange journey", type: "PERCENT", value: 10, listed: false },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { colorName, m, sizes, orderId } = await deliveredM(request, shopper, code);

  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, shopper);
  await page.goto(`/return/${orderId}`);
  await (await hydrated(page.getByRole("radio", { name: "Replace", exact: true }))).click();
  const sizeGroup = page.getByRole("radiogroup", { name: /^Size to replace / });
  // Her own M and the L (no dearer than the M) can be chosen: neither "Costs more" after the code.
  for (const label of ["M", "L"]) {
    const choice = sizeGroup.getByRole("radio", { name: new RegExp(`^${label}, `) });
    await expect(choice).toBeEnabled();
    await expect(choice).not.toHaveAccessibleName(/Costs/);
  }
  await sizeGroup.getByRole("radio", { name: /^L, / }).click();
  await expect(page.getByText(`${colorName} L replaces your ${colorName} M.`)).toBeVisible();
  await expect(page.getByTestId("return-chosen")).toHaveText("Return ₹0 · replace 1 piece");
  // Only a dearer size is refused.
  const dearer = sizes.find((size) => size.price > m.price);
  if (dearer) await expect(sizeGroup.getByRole("radio", { name: new RegExp(`^${dearer.size}, Costs ₹`) })).toBeDisabled();
  await noSeriousViolations(page);
  await shot(page, "exchange-after-code-360", { fullPage: true });
});
