import { expect, test } from "@playwright/test";
import { hydrated, newShopperWithCodOrder, noSeriousViolations, shot } from "./support";

// Issue 37 on a 360 px phone: the product page's size chart (a dialog whose table scrolls in its own box, in cm or
// inches), and "Buy again" on an order refilling the cart.

test.use({ viewport: { width: 360, height: 800 } });

test("a shopper opens the size chart beside the sizes, reads it in inches, and it fits a 360 px phone", async ({ page }) => {
  const list = (await (await page.request.get("/api/v1/products/getAllProduct?availibility=true&limit=20")).json()) as {
    products: { slug: string; maxDiscount: number }[];
  };
  const product = list.products.find((candidate) => candidate.maxDiscount > 0)!;
  await page.goto(`/product/${product.slug}`);
  const button = await hydrated(page.getByRole("button", { name: "Size chart" }));
  // Before a size is chosen: the lowest price, its MRP struck through and the saving.
  await expect(page.locator('[aria-live="polite"]', { hasText: "Inclusive of all taxes" })).toContainText(/Cut price ₹[\d,]+.*\d+% off/);
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Size chart" });
  await expect(dialog).toBeVisible();
  const table = dialog.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Chest" })).toBeVisible();
  const mChest = table.getByRole("row", { name: /^M / }).getByRole("cell").first();
  const cm = Number(await mChest.innerText());
  expect(cm).toBeGreaterThan(60);
  // The table scrolls inside its box; the page does not widen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, "size-chart-360");
  await noSeriousViolations(page, "dialog[open]");

  await dialog.getByText("Inches").click();
  await expect(mChest).toHaveText(String(Math.round((cm / 2.54) * 2) / 2));
  await expect(dialog.getByRole("region", { name: "Measurements in inches" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await page.setViewportSize({ width: 1280, height: 900 });
  await button.click();
  await expect(dialog).toBeVisible();
  await shot(page, "size-chart-1280");
});

test("Buy again on an order puts its size back in the cart", async ({ page }) => {
  const { orderId } = await newShopperWithCodOrder(page);
  const origin = new URL(page.url()).origin;
  await page.request.post("/api/v1/order/updateMyCart", { data: { cart: "[]" }, headers: { origin } });
  await page.goto(`/orders/${orderId}`);
  const item = page.getByRole("region", { name: "Items" }).getByRole("listitem").first();
  const name = (await item.getByRole("link").first().innerText()).trim();
  await expect(item.getByRole("link", { name })).toHaveAttribute("href", /^\/product\//);
  await (await hydrated(page.getByRole("button", { name: "Buy again: the whole order" }))).click();
  await expect(page.getByRole("status").filter({ hasText: "Added to your cart" })).toContainText(name);
  await shot(page, "buy-again-360", { fullPage: true });
  await page.getByRole("link", { name: "Go to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("main")).toContainText(name);
  await shot(page, "buy-again-cart-360");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/orders/${orderId}`);
  await shot(page, "buy-again-1280", { fullPage: true });
});
