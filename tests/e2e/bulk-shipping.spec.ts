import type { Page } from "@playwright/test";
import { confirmedOrderOfToday, shotAtBothWidths } from "./admin-orders";
import { expect, newShopper, ownProduct, test } from "./fixtures";
import { ADMIN, hydrated, logInAs, noSeriousViolations, shot, toast } from "./support";

// Shipping in bulk (issue 33, item 7): three of Priya's orders are confirmed; the admin opens the
// picklist of the orders to ship from Manage Orders, then selects the three in To ship (the last from the keyboard),
// ships them at once and reads the toast, and prints their labels as one PDF. Priya is a shopper of the test's own,
// whose orders the lists are searched for by her phone (they hold every shopper's), and the kurta its own product.

const cards = (page: Page) => page.getByRole("list", { name: "Manage Orders" }).getByRole("listitem");

test("the admin prints the picklist, then ships three confirmed orders at once and gets their labels", async ({ page, request }) => {
  const priya = await newShopper("Priya Test");
  const { sizeId } = await ownProduct(request);
  const orders = [
    await confirmedOrderOfToday(request, priya, sizeId),
    await confirmedOrderOfToday(request, priya, sizeId),
    await confirmedOrderOfToday(request, priya, sizeId),
  ];
  const ids = orders.map((order) => order.orderDetails.public_order_id);
  // A fourth of hers stays Confirmed: her To ship list still has a card, and the bar, once the three are shipped.
  await confirmedOrderOfToday(request, priya, sizeId);

  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, ADMIN);
  await page.goto("/admin/orders");

  // The picklist of every Confirmed order: a row per product, colour and size, the three orders on the sheet.
  await page.getByRole("link", { name: "Picklist", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/picklist$/);
  await expect(page.getByRole("heading", { level: 1, name: "Picklist" })).toBeVisible();
  await expect(page.getByText(/\d+ pieces? from \d+ Confirmed orders?/)).toBeVisible();
  const table = page.getByRole("table", { name: "Pieces to pick, by product, colour and size" });
  await expect(table.getByRole("columnheader", { name: "Qty" })).toBeVisible();
  expect(await table.getByRole("row").count()).toBeGreaterThan(1);
  const sheet = page.getByRole("region", { name: "Orders on this sheet" });
  for (const id of ids) await expect(sheet).toContainText(id);
  await expect(page.getByRole("button", { name: "Print picklist" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Confirmed orders" })).toHaveAttribute("aria-current", "true");
  await noSeriousViolations(page);
  await shotAtBothWidths(page, "bulk-picklist");
  // On paper: the sheet alone, without the shop's header, footer, the sidebar or the buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print picklist" })).toBeHidden();
  await expect(table).toBeVisible();
  await shot(page, "bulk-picklist-print", { fullPage: true });
  await page.emulateMedia({ media: "screen" });

  // To ship: the three selected by their checkboxes, then shipped at once.
  await page.goto(`/admin/orders?status=Confirmed&search=${priya.phone}`);
  const bar = page.getByRole("form", { name: "Selected orders" });
  await expect(bar.getByText("No order selected")).toBeVisible();
  for (const id of ids.slice(0, 2)) await (await hydrated(page.getByRole("checkbox", { name: `Select ${id}` }))).check();
  // The third from the keyboard (issue 49): ticked with Space, then one Tab and Enter reach the bar, and three Tabs
  // more its Ship selected, rather than every control of the cards between.
  await page.getByRole("checkbox", { name: `Select ${ids[2]}` }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAccessibleName("To the actions for the selected orders");
  await page.keyboard.press("Enter");
  await expect(bar).toBeFocused();
  for (let tab = 0; tab < 3; tab++) await page.keyboard.press("Tab");
  await expect(bar.getByRole("button", { name: "Ship selected" })).toBeFocused();
  await expect(bar.getByText("3 selected")).toBeVisible();
  await expect(bar.getByRole("button", { name: "Labels (PDF)" })).toBeDisabled();
  await noSeriousViolations(page);
  await shotAtBothWidths(page, "bulk-selected");

  // Asked first (issue 49): three pickups, the courier, what they are worth; nothing is booked before the yes.
  await bar.getByRole("button", { name: "Ship selected" }).click();
  const asking = page.getByRole("dialog", { name: "Book 3 pickups?" });
  await expect(asking).toContainText("Courier: Kurta Shop Express (demo)");
  await expect(asking).toContainText(/3 orders, \d+ pieces/);
  await expect(asking).toContainText(/Total ₹[\d,]+/);
  await noSeriousViolations(page);
  await shotAtBothWidths(page, "bulk-ship-asks");
  await asking.getByRole("button", { name: "Go back" }).click();
  for (const id of ids) await expect(cards(page).filter({ hasText: id })).toContainText("Confirmed");
  await bar.getByRole("button", { name: "Ship selected" }).click();
  await asking.getByRole("button", { name: "Ship 3 orders" }).click();
  await expect(toast(page, "3 orders shipped")).toBeVisible({ timeout: 30_000 });
  await expect(bar.getByText("No order selected")).toBeVisible();
  // Shipped, they leave To ship.
  for (const id of ids) await expect(cards(page).filter({ hasText: id })).toHaveCount(0);

  // Among all orders, the three are Shipped; selected again, their labels are one PDF.
  await page.goto(`/admin/orders?status=Shipped&search=${priya.phone}`);
  for (const id of ids) {
    await expect(cards(page).filter({ hasText: id })).toContainText("Shipped");
    await (await hydrated(page.getByRole("checkbox", { name: `Select ${id}` }))).check();
  }
  await expect(bar.getByRole("button", { name: "Labels (PDF)" })).toBeEnabled();
  // The button opens the labels' address in a new tab (caught here), which answers one PDF.
  await page.evaluate(() => {
    window.open = (url) => {
      document.body.dataset.opened = String(url);
      return null;
    };
  });
  await bar.getByRole("button", { name: "Labels (PDF)" }).click();
  const opened = new URL((await page.locator("body").getAttribute("data-opened"))!, page.url());
  expect(opened.pathname).toBe("/admin/orders/labels");
  expect(opened.searchParams.get("ids")!.split(",").sort()).toEqual(orders.map((order) => order._id).sort());
  const pdf = await page.request.get(opened.href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});
