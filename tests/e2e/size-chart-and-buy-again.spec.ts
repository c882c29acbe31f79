import { expect, test } from "@playwright/test";
import { hydrated, newShopperWithCodOrder, noSeriousViolations, seededListing, shot } from "./support";

// Issues 37 and 49 on a 360 px phone: the product page's size chart (a dialog whose table scrolls in its own box with the
// sizes fixed, in inches or cm, the bust each size fits, a row tapped picks its size), and "Buy again" on an order refilling the cart.

test.use({ viewport: { width: 360, height: 800 } });

test("a shopper reads the size chart in inches with the bust each size fits, scrolls it with the size column fixed, and taps a row to pick the size", async ({
  page,
}) => {
  const list = (await (await page.request.get(seededListing("availibility=true&limit=40"))).json()) as {
    products: { slug: string; maxDiscount: number }[];
  };
  // A seeded kurta of several sizes: journeys running beside this one add one-size products of their own (fixtures.ts).
  const product = list.products.find((candidate) => candidate.maxDiscount > 0 && !candidate.slug.startsWith("test-kurta-"))!;
  await page.goto(`/product/${product.slug}`);
  const button = await hydrated(page.getByRole("button", { name: "Size chart" }));
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  // Before a size is chosen: the lowest price, its MRP struck through and the saving.
  await expect(page.locator('[aria-live="polite"]', { hasText: "Inclusive of all taxes" })).toContainText(/Cut price ₹[\d,]+.*\d+% off/);
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Size chart" });
  await expect(dialog).toBeVisible();
  // Inches first, as Indian shoppers read them.
  const region = dialog.getByRole("region", { name: "Measurements in inches" });
  await expect(region).toBeVisible();
  const table = dialog.getByRole("table");
  await expect(table.getByRole("columnheader").nth(1)).toHaveText("Fits bust");
  await expect(table.getByRole("columnheader").nth(2)).toHaveText("Chest");
  const row = table.getByRole("row").nth(3);
  const size = (await row.getByRole("button").innerText()).trim();
  const cells = row.getByRole("cell");
  const chestInches = Number(await cells.nth(1).innerText());
  // The body the size fits: the garment's chest less 5 to 8 cm of ease, worked out for her.
  await dialog.getByText("Centimetres", { exact: true }).click();
  await expect(dialog.getByRole("region", { name: "Measurements in centimetres" })).toBeVisible();
  const chestCm = Number(await cells.nth(1).innerText());
  expect(chestCm).toBeGreaterThan(60);
  expect(chestInches).toBe(Math.round((chestCm / 2.54) * 2) / 2);
  await expect(cells.nth(0)).toHaveText(`${chestCm - 8}–${chestCm - 5}`);
  await dialog.getByText("Inches", { exact: true }).click();
  await expect(cells.nth(1)).toHaveText(String(chestInches));

  // The table scrolls inside its box with the sizes fixed at its left; the page does not widen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, "size-chart-360");
  await noSeriousViolations(page, "dialog[open]");
  await region.evaluate((box) => (box.scrollLeft = box.scrollWidth));
  expect(await region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  const regionLeft = (await region.boundingBox())!.x;
  expect((await row.getByRole("button").boundingBox())!.x - regionLeft).toBeLessThan(8);
  await shot(page, "size-chart-scrolled-360");

  // A tap on the row (not on its size) picks that size on the page and closes the chart.
  await cells.last().click();
  await expect(dialog).toBeHidden();
  const sizes = page.getByRole("radiogroup", { name: "Size" });
  await expect(sizes.getByRole("radio", { name: new RegExp(`^${size}(,|$)`) })).toHaveAttribute("aria-checked", "true");
  await expect(page).toHaveURL(new RegExp(`size=${size}`));
  await expect(button).toBeFocused();

  // By keyboard: the chart marks the size chosen, and Enter on another size picks it.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(table.getByRole("button", { name: `Choose size ${size}` })).toHaveAttribute("aria-pressed", "true");
  const other = table.getByRole("row").nth(2).getByRole("button");
  const otherSize = (await other.innerText()).trim();
  await other.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(sizes.getByRole("radio", { name: new RegExp(`^${otherSize}(,|$)`) })).toHaveAttribute("aria-checked", "true");

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
