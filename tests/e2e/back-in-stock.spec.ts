import type { APIRequestContext } from "@playwright/test";
import { NOTIFY_ME_THANKS, CONSENT_REQUIRED, NUMBER_CODE_SENT, UNSUBSCRIBED } from "../../lib/catalog/back-in-stock/schemas";
import { expect, ownProduct, test } from "./fixtures";
import { ADMIN, freshMobile, hydrated, logInAs, mailedLink, noSeriousViolations, shot, signUpWithMobile, textedCode } from "./support";

// Back in stock (decision 090), on a phone: a visitor asks to be told about a sold-out size, the
// owner restocks it in the back office, the email arrives in the development mailbox, and its
// unsubscribe link works. Axe on the form and the unsubscribe page; screenshots at 360 and 1280 px.
// Each test's sold-out size is of a product of its own, so its waiting list and its restock are its own.

type ApiSize = { _id: string; size: string; stock: number };
type ApiProduct = { _id: string; slug: string; name: string; subDetails: { _id: string; colorName: string; sizes: ApiSize[] }[] };

/** A product of the test's own whose L is sold out (its M in stock), as the API describes it. */
async function soldOutSize(request: APIRequestContext) {
  const own = await ownProduct(request, { sizes: ["M", "L"], soldOut: ["L"] });
  const { product } = (await (await request.get(`/api/v1/products/getProduct?id=${own.id}`)).json()) as { product: ApiProduct };
  const variant = product.subDetails[0]!;
  return { product, variant, size: variant.sizes.find((candidate) => candidate.size === "L")! };
}

test("a shopper asks about a sold-out size, the owner restocks it, the email arrives, and its link unsubscribes", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { product, variant, size } = await soldOutSize(request);
  const email = `waiting-${Date.now().toString(36)}@example.com`;
  await page.setViewportSize({ width: 360, height: 800 });

  await test.step("the sold-out size offers Notify me instead of the cart", async () => {
    await page.goto(`/product/${product.slug}?color=${variant._id}`);
    const sizeChoice = await hydrated(page.getByRole("radio", { name: `${size.size}, out of stock`, exact: true }));
    await sizeChoice.click();
    const form = page.getByRole("form", { name: new RegExp(`Size ${size.size} is sold out`) });
    await expect(form).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
    await form.scrollIntoViewIfNeeded();
    await shot(page, "back-in-stock-form-360");

    await form.getByRole("textbox", { name: "Email or mobile number" }).fill(email);
    await form.getByRole("button", { name: "Notify me" }).click();
    await expect(form.getByText(CONSENT_REQUIRED)).toBeVisible();
    await noSeriousViolations(page, "form[data-notify-me]");
    await page.setViewportSize({ width: 1280, height: 900 });
    await form.scrollIntoViewIfNeeded();
    await shot(page, "back-in-stock-form-1280");
    await page.setViewportSize({ width: 360, height: 800 });

    await form.getByRole("checkbox", { name: /Tell me once when this size is back/ }).check();
    await form.getByRole("button", { name: "Notify me" }).click();
    await expect(page.getByRole("status").filter({ hasText: NOTIFY_ME_THANKS })).toBeVisible();
    await shot(page, "back-in-stock-asked-360");
    // Scrolled down the page, the buy bar (loaded, as its region shows) stays hidden: it would offer the cart.
    await page.getByRole("heading", { name: "Ratings and Reviews" }).scrollIntoViewIfNeeded();
    const bar = page.getByRole("region", { name: `Buy ${product.name}`, includeHidden: true });
    await expect(bar).toBeAttached();
    await expect(bar).toBeHidden();
  });

  await test.step("the quick view of a listing offers it too", async () => {
    await page.goto(`/search?search=${encodeURIComponent(product.name)}`);
    await page
      .getByRole("button", { name: `Quick view: ${product.name}` })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("radio", { name: variant.colorName, exact: true }).click();
    await dialog.getByRole("radio", { name: `${size.size}, out of stock`, exact: true }).click();
    await expect(dialog.getByRole("form", { name: new RegExp(`Size ${size.size} is sold out`) })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
    await shot(page, "back-in-stock-quick-view-360");
  });

  await test.step("the owner restocks it in the back office", async () => {
    const owner = await browser.newPage();
    await logInAs(owner, ADMIN);
    // The product's page in the back office tells the owner who waits for what.
    await owner.goto(`/admin/product/${product._id}`);
    const waiting = owner.getByRole("listitem").filter({ hasText: `Waiting for it: ${size.size} 1` });
    await expect(waiting).toBeVisible();
    await shot(waiting, "back-in-stock-admin-waiting-1280");
    await owner.goto(`/admin/product/${product._id}/variant/${variant._id}`);
    await (await hydrated(owner.getByRole("button", { name: `Edit size ${size.size}` }))).click();
    await owner.getByLabel("Stock").fill("2");
    await owner.getByRole("button", { name: "Save size" }).click();
    await owner.getByRole("button", { name: "Update Variant" }).click();
    await expect(owner).toHaveURL(new RegExp(`/admin/product/${product._id}$`));
    await owner.close();
  });

  await test.step("the email arrives, and its link unsubscribes", async () => {
    const unsubscribe = await mailedLink(request, email, "/unsubscribe/");
    const mailbox = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
      emails: { subject: string }[];
    };
    expect(mailbox.emails.map((mail) => mail.subject)).toEqual([`Back in stock: ${product.name} - ${variant.colorName} - ${size.size}`]);

    await page.goto(unsubscribe);
    await hydrated(page.getByRole("button", { name: "Unsubscribe" }));
    await noSeriousViolations(page);
    await shot(page, "back-in-stock-unsubscribe-360");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: UNSUBSCRIBED })).toBeVisible();
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, "back-in-stock-unsubscribed-1280");
  });
});

test("a visitor's mobile number is taken only with the code texted to it (decision 097)", async ({ page, request }) => {
  const { product, variant, size } = await soldOutSize(request);
  const mobile = freshMobile();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/product/${product.slug}?color=${variant._id}`);
  await (await hydrated(page.getByRole("radio", { name: `${size.size}, out of stock`, exact: true }))).click();
  const form = page.getByRole("form", { name: new RegExp(`Size ${size.size} is sold out`) });
  await form.getByRole("textbox", { name: "Email or mobile number" }).fill(mobile);
  await form.getByRole("checkbox", { name: /Tell me once when this size is back/ }).check();
  await form.getByRole("button", { name: "Notify me" }).click();
  await expect(form.getByRole("status").filter({ hasText: NUMBER_CODE_SENT })).toBeVisible();
  await noSeriousViolations(page, "form[data-notify-me]");
  await shot(page, "back-in-stock-code-360");

  await form.getByRole("textbox", { name: "Code" }).fill(await textedCode(request, mobile));
  await form.getByRole("button", { name: "Confirm and notify me" }).click();
  await expect(page.getByRole("status").filter({ hasText: NOTIFY_ME_THANKS })).toBeVisible();
});

test("a shopper signed in with her phone is subscribed on her first tap: no number asked again, no code, no error (issue 49)", async ({
  page,
  request,
}) => {
  const { product, variant, size } = await soldOutSize(request);
  await page.setViewportSize({ width: 360, height: 800 });
  await signUpWithMobile(page);
  await page.goto(`/product/${product.slug}?color=${variant._id}`);
  await (await hydrated(page.getByRole("radio", { name: `${size.size}, out of stock`, exact: true }))).click();
  const form = page.getByRole("form", { name: new RegExp(`Size ${size.size} is sold out`) });
  await expect(form.getByRole("textbox")).toHaveCount(0);
  await form.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByRole("status").filter({ hasText: NOTIFY_ME_THANKS })).toBeVisible();
  // No error anywhere on the page. Next's route announcer is an empty role="alert" on every page (in a shadow root
  // at the end of the body), so only an alert that says something counts.
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
});
