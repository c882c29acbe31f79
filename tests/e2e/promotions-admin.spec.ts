import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { ADMIN, bearer, hydrated, logInAs, noSeriousViolations, shot, toast } from "./support";

// Admin → Promotions: the owner runs a one-minute sale on a category (a percentage and days in
// India) and finds it live in the list, with its report; then archives it. The category is made
// for the test and holds no product, so the prices other journeys read stay as they are. The
// editor's preview on a sample cart is looked at too.

test("the owner runs a one-minute category sale, sees it live, reads its report and archives it", async ({ page, request }) => {
  test.setTimeout(120_000);
  const auth = await bearer(request, ADMIN);
  const name = `Sangeet Kurtas ${Date.now().toString(36)}`;
  const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#7a1f5c" } })
    .png()
    .toBuffer();
  const added = await request.post("/api/v1/products/category", {
    headers: auth,
    multipart: { name, image: { name: "sangeet.png", mimeType: "image/png", buffer: image } },
  });
  expect(added.ok(), await added.text()).toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, ADMIN);
  await page.goto("/admin/dashboard");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Promotions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();

  const sale = page.getByRole("form", { name: "Run a sale" });
  await (await hydrated(sale.getByLabel("Category"))).selectOption(name);
  await sale.getByLabel("Percentage off").fill("15");
  // From today (the form's own start) to a week on, in India.
  const today = await sale.getByLabel("From (India)").inputValue();
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const lastDay = new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  await sale.getByLabel("To (India)").fill(lastDay);
  await sale.getByRole("button", { name: "Start the sale" }).click();

  const title = `15% off ${name}`;
  await expect(toast(page, `${title} is saved: live`)).toBeVisible();
  const listed = page.getByRole("list", { name: "Promotions" }).getByRole("listitem").filter({ hasText: title });
  await expect(listed).toContainText("Automatic · 15% off");
  await expect(listed).toContainText("Live");
  await noSeriousViolations(page);
  await shot(page, "promotions-1280", { fullPage: true });

  // The editor's preview prices a sample cart as the shop would.
  const editor = page.getByRole("form", { name: "New promotion" });
  await editor.getByLabel("Title").fill("Preview only");
  await editor.getByLabel("Percentage off (%)").fill("10");
  await expect(page.getByRole("region", { name: "Preview on a sample cart" })).toContainText(/The shopper saves ₹[\d,.]+ \(GST included\)/);
  await shot(page.getByRole("region", { name: "Preview on a sample cart" }), "promotions-preview-1280");

  await page.setViewportSize({ width: 360, height: 800 });
  await shot(page, "promotions-360", { fullPage: true });
  await noSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await listed.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const report = page.getByRole("region", { name: "Report" });
  await expect(report).toContainText("Orders0");
  await expect(report).toContainText("Discount given₹0");
  await shot(page, "promotion-1280", { fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await shot(page, "promotion-360", { fullPage: true });
  await noSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Archive" }).click();
  await expect(toast(page, `${title} is archived`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/promotions$/);
  await expect(page.getByRole("list", { name: "Promotions" }).getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
});
