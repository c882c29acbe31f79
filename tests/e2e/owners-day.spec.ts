import { expect, test, type Page } from "@playwright/test";
import { confirmedOrderOfToday, shotAtBothWidths as shoot, type ConfirmedOrder } from "./admin-orders";
import { ADMIN, logInAs, noSeriousViolations, toast } from "./support";

// The owner's day (issue 24, sections 8 and 9): Priya orders; the admin filters today's orders,
// opens the "To ship" view, ships her order and reads the courier and the AWB in the toast, then
// opens it inside the back office. The dashboard's today and this week; the shop's icons.
test.describe.configure({ mode: "serial" });

const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const cards = (page: Page) => page.getByRole("list", { name: "Manage Orders" }).getByRole("listitem");
const quickFilter = (page: Page, name: string | RegExp) => page.getByRole("list", { name: "Quick filters" }).getByRole("link", { name });

test("the admin filters today's orders, ships one from To ship, reads the courier and the AWB, and opens it in the back office", async ({
  page,
  request,
}) => {
  const order = await confirmedOrderOfToday(request);
  const publicId = order.orderDetails.public_order_id;
  const today = todayInIndia();
  const shownDay = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" }).format(
    new Date(),
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, ADMIN);
  await page.goto("/admin/orders");

  // Today: only orders placed today in India, Priya's among them.
  await quickFilter(page, "Today").click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}$`));
  await expect(quickFilter(page, "Today")).toHaveAttribute("aria-current", "true");
  await expect(page.getByLabel("Placed from")).toHaveValue(today);
  await expect(cards(page).filter({ hasText: publicId })).toHaveCount(1);
  for (const text of await cards(page).allInnerTexts()) expect(text).toContain(shownDay);

  // To ship, pressed with Today on, opens every order it counts (issue 49: "To ship 9" opened a list of 6):
  // Confirmed orders only, as many as its count, Priya's with its Ship button.
  const toShipCount = Number(
    await quickFilter(page, /^To ship/)
      .locator("span")
      .innerText(),
  );
  expect(toShipCount).toBeGreaterThanOrEqual(1);
  await quickFilter(page, /^To ship/).click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=Confirmed$/);
  await expect(page.getByText(`${new Intl.NumberFormat("en-IN").format(toShipCount)} found, newest first`)).toBeVisible();
  await expect(quickFilter(page, /^To ship/)).toHaveAttribute("aria-current", "true");
  await expect(quickFilter(page, "Today")).not.toHaveAttribute("aria-current", "true");
  await expect(page.getByLabel("Status")).toHaveValue("Confirmed");
  for (const text of await cards(page).allInnerTexts()) expect(text).toContain("Confirmed");
  await noSeriousViolations(page);
  await shoot(page, "owners-day-to-ship");

  const card = cards(page).filter({ hasText: publicId });
  await card.getByRole("button", { name: "Ship" }).click();
  const shipped = toast(page, new RegExp(`^${publicId} shipped with Kurta Shop Express \\(demo\\), AWB TW\\d{12}$`));
  await expect(shipped).toBeVisible();
  const awb = (await shipped.innerText()).match(/TW\d{12}/)![0];
  // Shipped, it leaves the To ship view, and its count goes down by one.
  await expect(cards(page).filter({ hasText: publicId })).toHaveCount(0);
  await expect(quickFilter(page, /^To ship/).locator("span")).toHaveText(String(toShipCount - 1));

  // The order opened from the list stays in the back office, with the sidebar.
  await page.goto(`/admin/orders?search=${publicId}`);
  await cards(page).filter({ hasText: publicId }).getByRole("link", { name: "View Order" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order._id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Order details" })).toBeVisible();
  await expect(page.getByTestId("public-order-id")).toHaveText(publicId);
  const sidebar = page.getByRole("navigation", { name: "Back office" });
  await expect(sidebar.getByRole("link", { name: "View Orders" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Manage Orders", exact: true })).toHaveAttribute("href", "/admin/orders");
  await expect(page.getByRole("button", { name: "Mark Delivered" })).toBeVisible();
  await expect(page.getByTestId("shipment")).toHaveText(`Shipped with Kurta Shop Express (demo), AWB ${awb}`);
  const detail = (await (
    await page.request.post("/api/v1/order/getOrderById", { data: { orderId: order._id }, headers: { origin: new URL(page.url()).origin } })
  ).json()) as { orders: ConfirmedOrder };
  expect(detail.orders.shiprocketDetails.awb_code).toBe(awb);
  await noSeriousViolations(page);
  await shoot(page, "owners-day-order");
});

test("a date the list cannot read is refused with its message, and the dashboard shows today and this week", async ({ page }) => {
  await logInAs(page, ADMIN);
  await page.goto("/admin/orders?from=2026-11-26&to=2026-11-25");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("from must be on or before to");
  await page.goto("/admin/orders?from=26-11-2026");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("from must be a date written YYYY-MM-DD, such as 2026-11-25");

  await page.goto("/admin/dashboard");
  const totals = page.locator("dl").first();
  for (const label of ["Sales", "Orders"]) {
    const figure = totals.locator(":scope > div").filter({ has: page.getByText(label, { exact: true }) });
    await expect(figure.getByText("Today", { exact: true })).toBeVisible();
    await expect(figure.getByText("This week", { exact: true })).toBeVisible();
  }
  // Priya's order of the first test was placed today.
  const ordersToday = totals.locator(":scope > div").nth(1).locator("dl dd").first();
  await expect(ordersToday).toHaveText(/^[1-9][\d,]*$/);
  await expect(page.locator('[data-chart="sales"] path.recharts-line-curve')).toHaveCount(3);
  await noSeriousViolations(page);
  await shoot(page, "owners-day-dashboard");
  await page.goto("/admin/orders");
  await shoot(page, "owners-day-orders");
});

test("the home page's Happy Customers quote buyers' reviews of some length, never a test's", async ({ page }) => {
  await page.goto("/");
  const quotes = page.getByRole("region", { name: "Happy Customers" }).locator("blockquote");
  await expect(quotes.first()).toBeAttached();
  for (const text of await quotes.allTextContents()) {
    expect(text.trim().length).toBeGreaterThanOrEqual(40);
    expect(text).not.toMatch(/<[a-z/]/i);
  }
});

test("the shop has a favicon and app icons", async ({ request, page }) => {
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  await page.goto("/");
  const icons = await page
    .locator('head link[rel="icon"], head link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  expect(icons.some((href) => href.startsWith("/icon.svg"))).toBe(true);
  expect(icons.some((href) => href.startsWith("/apple-icon.png"))).toBe(true);
  for (const href of icons) expect((await request.get(href)).status(), href).toBe(200);
});
