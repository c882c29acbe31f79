import { expect, test } from "@playwright/test";
import { ADMIN, logIn } from "./support";

// Issue 49 point 12 at 1280 px: the owner's login lands in the back office, not on the shopper's account page; the login
// page sends her back there while she is logged in.

test.use({ viewport: { width: 1280, height: 900 } });

test("the owner's login lands on the back office", async ({ page }) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin(\/[a-z-]+)?$/);
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
  await page.goto("/login");
  await expect(page).toHaveURL(/\/admin(\/[a-z-]+)?$/);
});
