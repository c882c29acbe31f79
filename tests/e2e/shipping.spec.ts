import type { APIRequestContext, Page } from "@playwright/test";
import { expect, newShopper, signIn, test, type Shopper } from "./fixtures";
import { ADMIN, addAddress, codSize, noSeriousViolations, shopOrigin, shot } from "./support";

// Shipping through the local twin: an admin ships and delivers Priya's order through the API,
// Priya follows Track Package to /track/{awb}; and the delivery estimates by pin code. Priya is a
// shopper of this file's own.
test.describe.configure({ mode: "serial" });

let priya: Shopper;
test.beforeAll(async () => {
  priya = await newShopper("Priya Sharma");
});

const DELIVERY_BY = /^Delivery by (Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} [A-Z][a-z]{2} to /;

async function token(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const response = await request.post("/api/v1/user/signin", { data: account });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function moveOrder(request: APIRequestContext, adminToken: string, orderId: string, status: string) {
  const response = await request.post("/api/v1/order/updateOrder", {
    data: { orderId, status },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function fitsAndShoot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await shot(page, `${name}-${width}`, { fullPage: true });
}

test("an order shipped through the API shows Track Package, and /track/{awb} follows it to delivery", async ({ page, request }) => {
  await signIn(page, priya);
  const origin = shopOrigin();
  const pick = await codSize(page.request);
  const addresses = (await (await page.request.get("/api/v1/user/getAddress")).json()) as { address: { _id: string; pinCode: string }[] };
  const placed = await page.request.post("/api/v1/order/cashOnDelivery", {
    data: { addressId: addresses.address[0]!._id, cart: JSON.stringify([{ sizeId: pick.sizeId, quantity: 1 }]) },
    headers: { origin },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const orderId = ((await placed.json()) as { order: { _id: string } }).order._id;

  const adminToken = await token(request, ADMIN);
  await moveOrder(request, adminToken, orderId, "Confirmed");
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole("link", { name: /Track Package/ })).toHaveCount(0);

  await moveOrder(request, adminToken, orderId, "Shipped");
  await page.goto(`/orders/${orderId}`);
  await page.getByRole("link", { name: "Track Package" }).click();
  await expect(page).toHaveURL(/\/track\/TW\d{12}$/);
  const awb = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name: "Track your parcel" })).toBeVisible();
  await expect(page.getByTestId("awb-code")).toHaveText(awb);
  const steps = page.getByTestId("tracking-events").getByRole("listitem");
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText("In transit");
  await expect(steps.nth(2)).toContainText("Booked");

  await moveOrder(request, adminToken, orderId, "Delivered");
  await page.reload();
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(0)).toContainText("Delivered");
  await expect(steps.nth(1)).toContainText("Out for delivery");
  await noSeriousViolations(page);
  await fitsAndShoot(page, "track", 360);
  await fitsAndShoot(page, "track", 1280);

  // Not one of ours: not found.
  expect((await page.goto("/track/TW000000000000"))!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("the product page gives a delivery date and cash on delivery for a pin code", async ({ page, request }) => {
  const pick = await codSize(request);
  await page.goto(`/product/${pick.productId}`);
  const delivery = page.getByRole("form", { name: "Delivery" });
  const pin = delivery.getByLabel("Pin code");
  const result = page.getByTestId("delivery-estimate");

  await pin.fill("011001");
  await delivery.getByRole("button", { name: "Check" }).click();
  await expect(result).toHaveText("Enter a 6-digit pin code that does not start with 0");
  await expect(pin).toHaveAttribute("aria-invalid", "true");

  await pin.fill("110001");
  await delivery.getByRole("button", { name: "Check" }).click();
  await expect(result.locator("p").first()).toHaveText(new RegExp(`${DELIVERY_BY.source}110001$`));
  await expect(result).toContainText("Cash on delivery available");

  await pin.fill("900001");
  await pin.press("Enter");
  await expect(result).toHaveText("Sorry, we do not deliver to 900001 yet");
  await noSeriousViolations(page);
  await fitsAndShoot(page, "product-delivery", 360);
});

test("the booking page gives the estimate for the chosen address", async ({ page }) => {
  await signIn(page, priya);
  const pick = await codSize(page.request);
  const origin = shopOrigin();
  const cart = await page.request.post("/api/v1/order/updateMyCart", {
    data: { cart: JSON.stringify([{ sizeId: pick.sizeId, quantity: 1 }]) },
    headers: { origin },
  });
  expect(cart.ok()).toBe(true);
  await addAddress(page, priya.phone);
  await page.goto("/booking");
  const estimate = page.getByTestId("booking-estimate");
  // Of her two addresses, the one her last order went to is chosen for her, with its estimate; another choice gets its own.
  const radios = page.getByRole("region", { name: "Delivery address" }).getByRole("radio");
  await expect(radios.and(page.locator(":checked"))).toHaveCount(1);
  await expect(estimate).toHaveText(new RegExp(`${DELIVERY_BY.source}\\d{6}\\. Cash on delivery available$`));
  await radios.last().check();
  await expect(estimate).toHaveText(new RegExp(`${DELIVERY_BY.source}\\d{6}\\. Cash on delivery available$`));
});
