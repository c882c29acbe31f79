import { expect, newShopper, signIn, test } from "./fixtures";
import { freshMobile, hydrated, noSeriousViolations, shot, textedCode, toast } from "./support";

// The account page's "Recent sign-ins" (decision 117) and closing an account by its proof: a phone
// account by a code texted in the dialog, a password account by its password (decision 110).

test("a phone shopper sees her sign-in, and closes her account with a texted code (360 px, then 1280 px)", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const mobile = freshMobile();
  const spaced = `${mobile.slice(0, 5)} ${mobile.slice(5)}`;

  await test.step("she signs in with her number and its code", async () => {
    await page.goto("/login");
    await hydrated(page.getByLabel("Mobile number"));
    await page.getByLabel("Mobile number").fill(spaced);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByText(`We texted a 6-digit code to ${spaced}`)).toBeVisible();
    await page.getByLabel("6-digit code").fill(await textedCode(page.request, mobile));
    await page.getByRole("button", { name: "Verify and continue" }).click();
    await expect(page).not.toHaveURL(/\/login/);
  });

  await test.step("her account page lists the sign-in: how, on what, from which network", async () => {
    await page.goto("/myaccount");
    const recent = page.getByRole("region", { name: "Recent sign-ins" });
    const row = recent.getByRole("listitem").first();
    await expect(row).toContainText("Mobile number and texted code");
    await expect(row).toContainText(/Chrome on (Linux|Windows)/);
    // The browser reaches "localhost" by IPv4 or IPv6, as the machine resolves it: its /24 or /64.
    await expect(row).toContainText(/network (127\.\d+\.\d+\.0\/24|[0-9a-f:]+::\/64)/);
    await recent.scrollIntoViewIfNeeded();
    await shot(page, "recent-sign-ins-phone-360");
    await noSeriousViolations(page);
  });

  await test.step("Delete account asks for a code texted to her number, not a password", async () => {
    const manage = page.getByRole("region", { name: "Manage account" });
    await expect(manage).toContainText("We text a code to your mobile to confirm");
    await hydrated(manage.getByRole("button", { name: "Delete account" }));
    await manage.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toContainText(`we text a code to ${spaced}`);
    await expect(dialog.getByLabel("Enter your password to confirm")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("Text yourself a code first")).toBeVisible();

    await dialog.getByRole("button", { name: "Text me a code" }).click();
    await expect(toast(page, "We have sent a 6-digit code")).toBeVisible();
    await dialog.getByLabel("Code from the text").fill("000000");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByRole("button", { name: "Delete my account" })).toBeEnabled();
    await expect(dialog).toBeVisible();
    await shot(page, "close-by-code-dialog-360");
    await noSeriousViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, "close-by-code-dialog-1280");

    await dialog.getByLabel("Code from the text").fill(await textedCode(page.request, mobile));
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(toast(page, "Your account has been deleted")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step("the account is gone: the account page asks her to log in", async () => {
    await page.goto("/myaccount");
    await expect(page).toHaveURL(/\/login/);
  });
});

test("a password shopper's sign-in is listed, and her Delete account still asks for the password (1280 px, then 360 px)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const shopper = await newShopper("Meera Password");
  await signIn(page, shopper);
  await page.goto("/myaccount");
  const recent = page.getByRole("region", { name: "Recent sign-ins" });
  await expect(recent.getByRole("listitem").first()).toContainText("Email and password");
  await recent.scrollIntoViewIfNeeded();
  await shot(page, "recent-sign-ins-password-1280");
  await page.setViewportSize({ width: 360, height: 780 });
  await recent.scrollIntoViewIfNeeded();
  await shot(page, "recent-sign-ins-password-360");

  const manage = page.getByRole("region", { name: "Manage account" });
  await hydrated(manage.getByRole("button", { name: "Delete account" }));
  await manage.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog.getByLabel("Enter your password to confirm")).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Text me a code" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});
