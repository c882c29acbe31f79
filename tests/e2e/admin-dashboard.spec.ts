import type { Page } from "@playwright/test";
import { expect, newShopper, ownProduct, signIn, test } from "./fixtures";
import { ADMIN, codOrderMovedTo, logInAs, noSeriousViolations, putOneInCart, shot, toast, type PlacedOrder } from "./support";

// The back office (spec sections 2 and 6): the dashboard drawn from the demo data, Manage Orders
// moving an order to Delivered, Manage Returns and the audit log, who is refused, accessibility,
// and how each page looks at 360 and 1280 px. The orders moved are a shopper's of this journey's own,
// found by her phone: the lists hold every shopper's, and other journeys run beside this one.
test.describe.configure({ mode: "serial" });

const PAGES = ["/admin/dashboard", "/admin/orders", "/admin/returns", "/admin/audit"] as const;

const orders = (page: Page, title = "Manage Orders") => page.getByRole("list", { name: title }).getByRole("listitem");
const auditEntries = (page: Page) => page.getByRole("list", { name: "Audit entries" }).getByRole("listitem");

function card(page: Page, publicId: string) {
  return orders(page).filter({ has: page.getByText(publicId, { exact: true }) });
}

/** The order the third test delivers last (through the API): the audit log's newest entry about it is that delivery. */
let lastDelivered: PlacedOrder | undefined;

test("a visitor and a customer are refused, on the pages and on the API", async ({ page, request, shopper }) => {
  await page.goto("/admin/orders");
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Forders$/);
  const visitor = await request.post("/api/v1/products/getGraphData", { data: {} });
  expect(visitor.status()).toBe(401);

  await signIn(page, shopper);
  for (const path of ["/admin", ...PAGES]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  const origin = new URL(page.url()).origin;
  const customer = await page.request.post("/api/v1/products/getGraphData", { data: {}, headers: { origin } });
  expect(customer.status()).toBe(403);
  expect(await customer.json()).toEqual({ success: false, message: "Only admins can do that" });
});

test("the admin's dashboard draws its charts from the demo data", async ({ page }) => {
  await logInAs(page, ADMIN);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const totals = page.locator("dl");
  for (const label of ["Sales", "Orders", "Products", "Users"]) await expect(totals.getByText(label, { exact: true })).toBeVisible();
  await expect(totals.locator("dd").first()).toHaveText(/^₹[\d,]+/);

  // Three years of sales, in purple, orange and green.
  const sales = page.locator('[data-chart="sales"]');
  await expect(sales.locator("path.recharts-line-curve")).toHaveCount(3);
  const strokes = await sales.locator("path.recharts-line-curve").evaluateAll((paths) => paths.map((path) => path.getAttribute("stroke")));
  expect(strokes).toEqual(["#16a34a", "#ea580c", "#7c3aed"]);
  // No line runs above the top gridline: the axis holds the largest month (smaller y is higher up).
  const heights = await sales.evaluate((figure) => {
    // A path's numbers are x,y pairs (M and L take one pair, C three).
    const ys = (path: Element) =>
      (path.getAttribute("d")?.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g) ?? []).filter((_, index) => index % 2 === 1).map(Number);
    const lines = [...figure.querySelectorAll("path.recharts-line-curve")].flatMap(ys);
    const grid = [...figure.querySelectorAll(".recharts-cartesian-grid-horizontal line")].map((line) => Number(line.getAttribute("y1")));
    return { highestPoint: Math.min(...lines), topGridline: Math.min(...grid) };
  });
  expect(heights.highestPoint).toBeGreaterThanOrEqual(heights.topGridline - 0.5);
  await expect(page.locator('[data-chart="status"] .recharts-pie-sector').first()).toBeVisible();
  await expect(page.locator('[data-chart="stock"] .recharts-pie-sector')).toHaveCount(2);
  await expect(page.locator('[data-chart="categories"] .recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.locator('[data-chart="returns"] .recharts-bar-rectangle').first()).toBeVisible();

  const sellers = page.getByRole("region", { name: "Best sellers" }).getByRole("listitem");
  await expect(sellers).toHaveCount(10);
  await expect(sellers.first().getByRole("link")).toHaveAttribute("href", /^\/admin\/product\/\w+$/);
  await expect(page.getByRole("region", { name: "Cash on delivery against prepaid" })).toContainText("Prepaid:");
  await expect(page.getByRole("region", { name: "Low stock" }).getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/admin\/product\/\w+$/,
  );
});

test("the admin moves a shipped order to Delivered, and a move made meanwhile is refused with its message", async ({ page, request }) => {
  const buyer = await newShopper();
  const { sizeId } = await ownProduct(request);
  const placed: PlacedOrder[] = [];
  for (let order = 0; order < 2; order++)
    placed.push(await codOrderMovedTo(request, buyer, [{ sizeId, quantity: 1 }], ["Confirmed", "Shipped"]));

  await logInAs(page, ADMIN);
  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Orders" })).toBeVisible();
  await page.getByLabel("Order id or phone").fill(buyer.phone);
  await page.getByLabel("Status").selectOption("Shipped");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=Shipped/);
  await expect(orders(page)).toHaveCount(2);
  for (const text of await orders(page).allInnerTexts()) expect(text).toContain("Shipped");
  const ids = await orders(page).locator(".font-mono").allInnerTexts();
  const [first, second] = ids;
  lastDelivered = placed.find((order) => order.orderDetails.public_order_id === second);

  // The first: Mark Delivered, then its card says Delivered.
  await card(page, first!).getByRole("button", { name: "Mark Delivered" }).click();
  await expect(toast(page, `${first} is now Delivered`)).toBeVisible();
  await page.getByLabel("Order id or phone").fill(first!);
  await page.getByLabel("Status").selectOption("");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(orders(page)).toHaveCount(1);
  await expect(card(page, first!)).toContainText("Delivered");
  await expect(card(page, first!).getByRole("button")).toHaveCount(0);
  await card(page, first!).getByRole("link", { name: "View Order" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/\w+$/);
  await expect(page.getByTestId("public-order-id")).toHaveText(first!);
  // The customer's own Return is not the admin's to press; the way back is Manage Orders.
  await expect(page.getByRole("link", { name: "Return", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Manage Orders", exact: true })).toBeVisible();

  // The second is delivered through the API while the page still offers the move.
  await page.goto(`/admin/orders?search=${second}`);
  const origin = new URL(page.url()).origin;
  const moved = await page.request.post("/api/v1/order/updateOrder", {
    data: { orderId: second, status: "Delivered" },
    headers: { origin },
  });
  expect(moved.status()).toBe(200);
  await card(page, second!).getByRole("button", { name: "Mark Delivered" }).click();
  await expect(toast(page, "This order is already delivered")).toBeVisible();

  // Search that finds nothing.
  await page.goto("/admin/orders?search=KS-NOTHING");
  await expect(page.getByText("No Orders Found")).toBeVisible();
});

test("Manage Returns and the audit log list what happened", async ({ page }) => {
  await logInAs(page, ADMIN);
  // The audit log first, while the previous test's entries are on its first page (other journeys add theirs).
  await page.goto("/admin/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
  // The delivery of the previous test, newest first among its order's entries.
  const delivery = auditEntries(page).filter({ hasText: lastDelivered!._id }).first();
  await expect(delivery).toContainText("order.delivered");
  await expect(delivery).toContainText(/shipped\W+to delivered/);
  await page.getByLabel("Entity").selectOption("Order");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/entity=Order/);
  const entities = await auditEntries(page).allInnerTexts();
  expect(entities.every((text) => text.includes("on Order"))).toBe(true);

  await page.goto("/admin/returns");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Returns" })).toBeVisible();
  await expect(orders(page, "Manage Returns").first()).toContainText(/Return Requested|Return Picked Up|Refunded/);
  await page.goto("/admin/returns?search=KS-NOTHING");
  await expect(page.getByText("No Return Found")).toBeVisible();
});

test("every admin page passes axe, folds its sidebar at 360 px, and is shot at 360 and 1280 px", async ({ page }) => {
  // Eight axe runs and screenshots: more than the default minute on a loaded machine.
  test.setTimeout(180_000);
  await logInAs(page, ADMIN);
  for (const path of PAGES) {
    const name = path.split("/").pop()!;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "View Orders" })).toBeVisible();
    if (path === "/admin/dashboard") await expect(page.locator('[data-chart="sales"] path.recharts-line-curve')).toHaveCount(3);
    await noSeriousViolations(page);
    await shot(page, `admin-${name}-1280`, { fullPage: true });

    await page.setViewportSize({ width: 360, height: 800 });
    const sidebar = page.getByRole("navigation", { name: "Back office" });
    await expect(sidebar.getByRole("link", { name: "View Orders" })).toBeHidden();
    // Charts take the new width once their resize observer has run.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(page, `admin-${name}-360`, { fullPage: true });
    await sidebar.getByRole("button", { name: /Admin menu/ }).click();
    await expect(sidebar.getByRole("link", { name: "View Orders" })).toBeVisible();
    await noSeriousViolations(page);
  }
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "View Orders" })).toBeHidden();
});

test("every admin list passes axe with something in the admin's cart, at 1280 and 360 px", async ({ page }) => {
  test.setTimeout(180_000);
  // An owner of this test's own: the demo admin's cart is left as it is.
  await signIn(page, await newShopper("Asha Owner", { admin: true }));
  await putOneInCart(page);
  for (const path of [...PAGES, "/admin/manage-products", "/admin/manage-category"]) {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "My Cart, 1 item" })).toBeVisible();
      await noSeriousViolations(page);
    }
  }
});

test("the sidebar marks Manage Products on a product's edit page", async ({ page }) => {
  await logInAs(page, ADMIN);
  await page.goto("/admin/manage-products");
  await page.locator('main a[href^="/admin/product/"]').first().click();
  await expect(page).toHaveURL(/\/admin\/product\/[^/]+$/);
  const sidebar = page.getByRole("navigation", { name: "Back office" });
  await expect(sidebar.getByRole("link", { name: "Manage Products" })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByRole("link", { name: "Add Product" })).not.toHaveAttribute("aria-current", "page");
});
