import { expect, test, type Locator } from "@playwright/test";
import { newShopperWithCodOrder, seededListing } from "./support";

// Issue 49 point 12: on a 360 px phone the small text links a thumb taps are at least 24 px tall (WCAG 2.2, 2.5.8); at
// 1280 px the skip link takes the keyboard to the main content.

test.use({ viewport: { width: 360, height: 800 } });

async function atLeast24(link: Locator) {
  await expect(link).toBeVisible();
  const box = (await link.boundingBox())!;
  expect(box.height, `${await link.innerText()}: ${box.height} px tall`).toBeGreaterThanOrEqual(24);
}

test("the login's links, a product's breadcrumbs and an order's way back are at least 24 px tall", async ({ page }) => {
  await page.goto("/login");
  await atLeast24(page.getByRole("link", { name: "Forgot password?" }));
  await atLeast24(page.getByRole("main").getByRole("link", { name: "Sign up" }));

  const list = (await (await page.request.get(seededListing("limit=1"))).json()) as { products: { slug: string }[] };
  await page.goto(`/product/${list.products[0]!.slug}`);
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link");
  expect(await crumbs.count()).toBeGreaterThan(0);
  for (const crumb of await crumbs.all()) await atLeast24(crumb);

  const { orderId } = await newShopperWithCodOrder(page);
  await page.goto(`/orders/${orderId}`);
  await atLeast24(page.getByRole("main").getByRole("link", { name: "My Orders", exact: true }));
});

test("Skip to content moves the keyboard's focus to the page's main content", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/search");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  // The next Tab goes on from the main content, not back to the header.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement))).toBe(true);
});
