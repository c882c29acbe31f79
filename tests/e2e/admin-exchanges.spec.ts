import type { APIRequestContext, Page } from "@playwright/test";
import { expect, newShopper, ownProduct, test, type Shopper } from "./fixtures";
import { ADMIN, bearer, deliveredCodOrder, logInAs, noSeriousViolations, shot, toast } from "./support";

// Exchanges in the back office (issue 19): Priya's delivered cash-on-delivery order of two pieces is
// exchanged twice through returnOrder (one piece each, for another size of the same product). On
// Manage Returns the admin finds the exchanges, closes the first (the pickup failed: its replacement
// is cancelled), marks the second picked up, and once the job has shipped its replacement, marks it
// delivered. Axe on the list with exchanges, and screenshots of the list and the dashboard. Priya is a
// shopper of this file's own, found in the list by her phone, and the kurta a product of its own.
test.describe.configure({ mode: "serial" });

type ApiSize = { _id: string; size: string; price: number; stock: number };
type ApiProduct = { _id: string; name: string; isCOD: boolean; subDetails: { colorName: string; sizes: ApiSize[] }[] };
type ApiOrder = {
  _id: string;
  cart: { _id: string }[];
  orderDetails: { public_order_id: string; status: string };
  exchange: { stage: string; replacement: { _id: string; publicOrderId: string; status: string } } | null;
};

/** A cash-on-delivery product of the file's own: its M to sell two of, and its L at the same price to exchange them for. */
async function exchangeablePair(request: APIRequestContext) {
  const own = await ownProduct(request, { sizes: ["M", "L"] });
  const { product } = (await (await request.get(`/api/v1/products/getProduct?id=${own.id}`)).json()) as { product: ApiProduct };
  const sizes = product.subDetails.flatMap((variant) => variant.sizes.map((size) => ({ ...size, colorName: variant.colorName })));
  return { product, bought: sizes.find((size) => size.size === "M")!, wanted: sizes.find((size) => size.size === "L")! };
}

let exchange: { product: ApiProduct; bought: ApiSize & { colorName: string }; wanted: ApiSize & { colorName: string } };
let returns: ApiOrder[] = [];
let priya: Shopper;

const cards = (page: Page) => page.getByRole("list", { name: "Manage Returns" }).locator(":scope > li");
const card = (page: Page, publicId: string) => cards(page).filter({ has: page.getByText(publicId, { exact: true }) });
const exchangeOf = (page: Page, publicId: string) => page.getByRole("region", { name: `Exchange of ${publicId}` });

test.beforeAll(async ({ request }) => {
  priya = await newShopper("Priya Test");
  exchange = await exchangeablePair(request);
  const order = await deliveredCodOrder(request, priya, [{ sizeId: exchange.bought._id, quantity: 2 }]);
  returns = [];
  for (const reason of ["Too tight", "Too tight as well"]) {
    const returned = await request.post("/api/v1/order/returnOrder", {
      headers: priya.headers,
      data: { orderId: order._id, reason, cart: [{ _id: order.cart[0]!._id, currQty: 1, replaceWith: exchange.wanted._id }] },
    });
    expect(returned.ok(), await returned.text()).toBe(true);
    returns.push(((await returned.json()) as { order: ApiOrder }).order);
  }
});

test("Manage Returns marks the exchanges, finds them by kind, and passes axe at 1280 and 360 px", async ({ page }) => {
  await logInAs(page, ADMIN);
  await page.goto("/admin/returns");
  await page.getByLabel("Order id or phone").fill(priya.phone);
  await page.getByLabel("Kind").selectOption("Exchanges only");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/kind=Exchange/);
  const [first, second] = returns.map((returned) => returned.orderDetails.public_order_id);
  // Newest first: both of Priya's exchanges head the list, each marked and with what it sends for what.
  await expect(cards(page).nth(0)).toContainText(second!);
  await expect(cards(page).nth(1)).toContainText(first!);
  const { bought, wanted, product } = exchange;
  for (const publicId of [first!, second!]) {
    await expect(card(page, publicId).getByText("Exchange", { exact: true })).toBeVisible();
    await expect(exchangeOf(page, publicId)).toContainText("Exchange: Requested");
    await expect(exchangeOf(page, publicId)).toContainText(
      `1 × ${product.name}: ${wanted.colorName} ${wanted.size} for ${bought.colorName} ${bought.size}`,
    );
    await expect(exchangeOf(page, publicId)).toContainText("Ships once the return is picked up");
    await expect(card(page, publicId).getByRole("button", { name: "Mark Picked Up" })).toBeVisible();
    await expect(card(page, publicId).getByRole("button", { name: "Close return" })).toBeVisible();
    // Nothing is owed on an exchange for a size at the same price or less: no refund to mark paid.
    await expect(card(page, publicId).getByRole("button", { name: "Mark Refund Paid" })).toHaveCount(0);
  }
  for (const text of await cards(page).allInnerTexts()) expect(text).toContain("Exchange");

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await noSeriousViolations(page);
    await shot(page, `admin-returns-exchange-${width}`, { fullPage: true });
  }
});

test("the admin closes an exchange whose pickup failed, and delivers the other's replacement", async ({ page, request }) => {
  await logInAs(page, ADMIN);
  const [first, second] = returns;
  const firstId = first!.orderDetails.public_order_id;
  const secondId = second!.orderDetails.public_order_id;

  // Close the first, with a reason: the return is cancelled and its replacement with it.
  await page.goto(`/admin/returns?search=${firstId}`);
  await card(page, firstId).getByRole("button", { name: "Close return" }).click();
  await card(page, firstId).getByLabel(`Reason for closing ${firstId}`).fill("Pickup failed: nobody at the address");
  await card(page, firstId).getByRole("button", { name: "Close return" }).click();
  await expect(toast(page, `${firstId} is now Cancelled`)).toBeVisible();
  await expect(exchangeOf(page, firstId)).toContainText("Exchange: Closed");
  await expect(card(page, firstId)).toContainText("Cancelled");
  await expect(card(page, firstId).getByRole("button")).toHaveCount(0);

  // The second is picked up; the job books its replacement with the courier and marks it shipped.
  await page.goto(`/admin/returns?search=${secondId}`);
  await card(page, secondId).getByRole("button", { name: "Mark Picked Up" }).click();
  await expect(toast(page, `${secondId} is now Return Picked Up`)).toBeVisible();
  await expect(exchangeOf(page, secondId)).toContainText(/Exchange: (Picked up|Replacement shipped)/);
  const admin = await bearer(request, ADMIN);
  const replacementId = second!.exchange!.replacement._id;
  await expect
    .poll(
      async () => {
        const answer = await request.post("/api/v1/order/getOrderById", { headers: admin, data: { orderId: replacementId } });
        return ((await answer.json()) as { orders: ApiOrder }).orders.orderDetails.status;
      },
      { timeout: 60_000 },
    )
    .toBe("Shipped");

  await page.reload();
  const panel = exchangeOf(page, secondId);
  await expect(panel).toContainText("Exchange: Replacement shipped");
  await expect(panel).toContainText(/AWB \w+/);
  await expect(panel.getByRole("link", { name: "Track replacement" })).toHaveAttribute("href", /\/track\/\w+$/);
  await panel.getByRole("button", { name: "Mark Delivered" }).click();
  const replacementPublicId = second!.exchange!.replacement.publicOrderId;
  await expect(toast(page, `${replacementPublicId} is now Delivered`)).toBeVisible();
  await expect(panel).toContainText("Exchange: Replacement delivered");
  await expect(panel.getByRole("button")).toHaveCount(0);
  await expect(card(page, secondId)).toContainText("Return Picked Up");
});

test("the dashboard counts the exchange apart from refunds, shot at 1280 and 360 px", async ({ page }) => {
  await logInAs(page, ADMIN);
  await page.goto("/admin/dashboard");
  const tiles = page.locator("dl");
  await expect(tiles.getByText("Return rate", { exact: true })).toBeVisible();
  await expect(tiles.getByText("Exchange rate", { exact: true })).toBeVisible();
  await expect(tiles.getByText(/^[1-9][\d,]* of [\d,]+ pieces exchanged$/)).toBeVisible();
  const legend = page.locator('[data-chart="returns"] .recharts-legend-item');
  await expect(legend.filter({ hasText: "Returned (refund)" })).toHaveCount(1);
  await expect(legend.filter({ hasText: "Exchanged" })).toHaveCount(1);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await noSeriousViolations(page);
    await shot(page, `admin-dashboard-exchanges-${width}`, { fullPage: true });
  }
});
