import { expect, test } from "@playwright/test";
import { ADMIN, hydrated, logInAs, noSeriousViolations, shot, toast } from "./support";

// Admin → Cash on delivery: the owner adds "Pay online only" for one pin code and saves, keeping every
// other value as it was (the e2e database is shared by every journey: the limits and the fee stay).
// 795001 (Imphal) is a pin code no other journey delivers to. Then the dashboard's COD section.
const PIN = "795001";

test("the owner makes a pin code pay online only, sees it in force, and finds the COD figures on the dashboard", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, ADMIN);
  await page.goto("/admin/dashboard");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "COD rules" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cash on delivery" })).toBeVisible();

  const form = page.getByRole("form", { name: "Cash on delivery rules" });
  const before = {
    min: await form.getByLabel("Minimum order (₹)").inputValue(),
    max: await form.getByLabel("Maximum order (₹)").inputValue(),
    fee: await form.getByLabel("Cash-on-delivery fee (₹, GST included)").inputValue(),
  };
  await expect(form.getByText(/Income-tax Act \(s\.269ST\)/)).toBeVisible();

  await (await hydrated(form.getByLabel("Pin code", { exact: true }))).fill(PIN);
  await form.getByLabel("Rule", { exact: true }).selectOption("Pay online only");
  await form.getByRole("button", { name: "Add place" }).click();
  await expect(form.getByRole("list", { name: "Place rules" })).toContainText(`Pin code ${PIN}: Pay online only`);
  await form.getByRole("button", { name: "Save rules" }).click();

  await expect(toast(page, "The new rules are in force")).toBeVisible();
  const inForce = page.getByRole("region", { name: "Rules in force" });
  await expect(inForce.getByRole("list", { name: "Places" })).toContainText(`Pin code ${PIN}: Pay online only`);
  await expect(page.getByRole("region", { name: "History" })).toContainText(`Pin code ${PIN}: Pay online only (added)`);
  // Nothing else moved.
  await expect(form.getByLabel("Minimum order (₹)")).toHaveValue(before.min);
  await expect(form.getByLabel("Maximum order (₹)")).toHaveValue(before.max);
  await expect(form.getByLabel("Cash-on-delivery fee (₹, GST included)")).toHaveValue(before.fee);

  await noSeriousViolations(page);
  await shot(page, "cod-rules-1280", { fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await shot(page, "cod-rules-360", { fullPage: true });
  await noSeriousViolations(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/audit?entity=CodRuleSet");
  await expect(page.getByRole("main")).toContainText("cod.rules_saved");
  await expect(page.getByRole("main")).toContainText(`Pin code ${PIN}: Pay online only (added)`);

  await page.goto("/admin/dashboard");
  const figures = page.getByRole("region", { name: "Cash on delivery: confirmations and returns to origin" });
  await expect(figures).toContainText("Confirmation rate");
  // Other journeys may have placed and shipped orders in the shared shop, or not yet: counts or words, either way.
  await expect(figures).toContainText("Returns to origin by payment");
  await expect(figures).toContainText(/\d+ of \d+ asked/);
  await expect(figures.getByRole("link", { name: "Cash-on-delivery rules" })).toHaveAttribute("href", "/admin/cod-rules");
  await noSeriousViolations(page);
  await shot(figures, "cod-figures-1280");
  await page.setViewportSize({ width: 360, height: 800 });
  await figures.scrollIntoViewIfNeeded();
  await shot(figures, "cod-figures-360");
  await noSeriousViolations(page);
});
