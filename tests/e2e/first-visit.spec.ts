import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { freshMobile, hydrated, noSeriousViolations, seededListing, shot, signUp, textedCode, toast } from "./support";

// A first visit on a phone (issue 24, steps 1 and 2): the shopper's choice and the button they
// tapped are kept through login and sign-up, and the verification that ordering needs is said
// early and found in one tap. Every shopper here is new, so the tests do not depend on each other.

const PHONE = { width: 360, height: 740 };
const PASSWORD = "Kurta-first-2024";

type ApiSize = { _id: string; size: string; stock: number };
type ApiVariant = { _id: string; colorName: string; sizes: ApiSize[] };
type ApiProduct = { _id: string; slug: string; name: string; subDetails: ApiVariant[] };
type Mailbox = { emails: { links: string[] }[] };
/** A size in stock, and the product page's address with it chosen. */
type Choice = { product: ApiProduct; variant: ApiVariant; size: ApiSize; path: string };

/** The `n`-th size in stock of the demo catalogue (each test takes its own). */
async function sizeInStock(request: APIRequestContext, n: number): Promise<Choice> {
  const list = (await (await request.get(seededListing("availibility=true&limit=20"))).json()) as {
    products: { _id: string }[];
  };
  let seen = 0;
  for (const { _id } of list.products) {
    const { product } = (await (await request.get(`/api/v1/products/getProduct?id=${_id}`)).json()) as { product: ApiProduct };
    for (const variant of product.subDetails) {
      for (const size of variant.sizes) {
        if (size.stock <= 0 || seen++ < n) continue;
        const query = new URLSearchParams({ color: variant._id, size: size.size });
        return { product, variant, size, path: `/product/${product.slug}?${query}` };
      }
    }
  }
  throw new Error("No size in stock in the demo catalogue");
}

function colourRadio(page: Page, choice: Choice) {
  return page.getByRole("radiogroup", { name: "Colour" }).getByRole("radio", { name: choice.variant.colorName, exact: true });
}

function sizeRadio(page: Page, choice: Choice) {
  return page.getByRole("radiogroup", { name: "Size" }).getByRole("radio", { name: choice.size.size, exact: true });
}

/** Opens the product and chooses the colour and size, as a shopper taps them. */
async function choose(page: Page, choice: Choice) {
  await page.goto(`/product/${choice.product.slug}`);
  const colour = colourRadio(page, choice);
  // The choices wait for hydration (disabled until then), so the first tap counts.
  await colour.click();
  await expect(colour).toBeChecked();
  await sizeRadio(page, choice).click();
  await expect(page).toHaveURL(choice.path);
}

/** The page is the product with the colour and size of `choice` chosen. */
async function backOnProduct(page: Page, choice: Choice) {
  // A login or sign-up checks a password (and a sign-up hashes one first): slow on a loaded machine.
  await expect(page).toHaveURL(choice.path, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: choice.product.name })).toBeVisible();
  await expect(colourRadio(page, choice)).toBeChecked();
  await expect(sizeRadio(page, choice)).toBeChecked();
}

/** The login page, on its way back to `path`. */
async function onLoginFor(page: Page, path: string) {
  await expect(page).toHaveURL(/\/login\?next=/);
  expect(new URL(page.url()).searchParams.get("next")).toBe(path);
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
}

/**
 * Keeps the text of every toast the page shows. The toasts of a login are shown as the next page
 * loads, for 2 s: the test checks that one was shown, however long the page took.
 */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { seenToasts: seen });
    new MutationObserver(() => {
      for (const element of document.querySelectorAll("[data-sonner-toast]")) {
        const text = element.textContent ?? "";
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

async function expectToastSeen(page: Page, text: string) {
  await expect.poll(() => page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts.join("\n"))).toContain(text);
}

/** The form on view (the page navigated from may stay in the document, hidden). */
function visibleForm(page: Page) {
  return page.locator("form:visible");
}

async function fillLogin(page: Page, email: string) {
  const form = visibleForm(page);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Login", exact: true }).click();
}

let shared: Promise<string> | undefined;

/** A shopper who signed up earlier (through the API, so this browser is still a visitor's), one for the tests below. */
function returningShopper(): Promise<string> {
  shared ??= (async () => {
    const email = `returning-${Date.now()}@example.com`;
    const response = await signUp({ fullname: "Meera Iyer", email, password: PASSWORD, confirmPassword: PASSWORD });
    expect(response.ok(), await response.text()).toBe(true);
    return email;
  })();
  return shared;
}

async function mySizes(request: APIRequestContext, list: "Cart" | "Wishlist"): Promise<string[]> {
  const response = await request.get(`/api/v1/order/getMy${list}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as Record<string, { sizeId: string }[]>;
  return body[list.toLowerCase()]!.map((line) => line.sizeId);
}

async function mailedVerifyLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const body = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as Mailbox;
      link = body.emails.flatMap((mail) => mail.links).find((url) => url.includes("/verify/"));
      return link;
    })
    .toBeTruthy();
  const url = new URL(link ?? "");
  return url.pathname;
}

/** The first product of a listing with `size` in stock, and the product page's address with that colour and size chosen. */
async function firstWithSize(request: APIRequestContext, productId: string, size: string): Promise<Choice> {
  const { product } = (await (await request.get(`/api/v1/products/getProduct?id=${productId}`)).json()) as { product: ApiProduct };
  const variant = product.subDetails.find((candidate) => candidate.sizes.some((row) => row.size === size && row.stock > 0))!;
  const chosen = variant.sizes.find((row) => row.size === size)!;
  return { product, variant, size: chosen, path: `/product/${product.slug}?${new URLSearchParams({ color: variant._id, size })}` };
}

test("the first order on a phone: search, size filter, sign up from the product, verify, the price with GST, cash on delivery confirmed, the order on top, cancelled", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(PHONE);
  const email = `first-visit-${Date.now()}@example.com`;
  await recordToasts(page);
  let choice!: Choice;

  await test.step('search "red kurta" and filter by size L and cash on delivery in the drawer', async () => {
    await page.goto("/");
    await (await hydrated(page.getByRole("button", { name: "Open search" }))).click();
    await page.getByRole("combobox", { name: "Search any item" }).fill("red kurta");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?search=red%20kurta$/);
    await (await hydrated(page.getByRole("button", { name: /^Filters/ }))).click();
    const panel = page.getByRole("dialog", { name: "Filters" });
    await panel.getByRole("checkbox", { name: "L", exact: true }).check();
    await expect(page).toHaveURL(/size=L$/);
    // She means to pay on delivery.
    await panel.getByRole("radio", { name: "Cash On Delivery" }).check();
    await expect(page).toHaveURL(/size=L&payment=cod$/);
    await panel.getByRole("button", { name: /^Show \d+ products?$/ }).click();
    await expect(page.getByRole("list", { name: "Chosen filters" }).getByRole("link")).toHaveText(["Size L", "Cash on delivery"]);
    const listed = (await (await page.request.get("/api/v1/products/getAllProduct?search=red%20kurta&size=L&payment=cod")).json()) as {
      products: { _id: string }[];
    };
    choice = await firstWithSize(page.request, listed.products[0]!._id, "L");
    await noSeriousViolations(page);
  });

  await test.step("choose a colour and a size, tap Add to Cart: the login keeps the way back", async () => {
    await choose(page, choice);
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await onLoginFor(page, choice.path);
    await expect(page.getByText("Log in and we'll add your choice to your cart, then take you back to it.")).toBeVisible();
    await noSeriousViolations(page);
  });

  await test.step("the Sign up link keeps it too", async () => {
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/signup\?next=/);
    expect(new URL(page.url()).searchParams.get("next")).toBe(choice.path);
    await expect(page.getByText("Sign up and we'll add your choice to your cart, then take you back to it.")).toBeVisible();
    const login = page.getByText("Already have an account?").getByRole("link", { name: "Login" });
    await expect(login).toHaveAttribute("href", `/login?next=${encodeURIComponent(choice.path)}`);
    await noSeriousViolations(page);
  });

  await test.step("sign up: back on the product, colour and size chosen, the piece in the cart", async () => {
    const form = visibleForm(page);
    await form.getByLabel("Full Name").fill("Anjali Rao");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByLabel("Confirm Password").fill(PASSWORD);
    await form.getByRole("button", { name: "Sign Up" }).click();
    await backOnProduct(page, choice);
    await expectToastSeen(page, "Added to cart");
    await expectToastSeen(page, "We've emailed you a link; verify to order");
    await expect(page.getByRole("button", { name: "Remove From Cart" })).toBeVisible();
    await expect(page.getByText("In cart: 1")).toBeVisible();
    expect(await mySizes(page.request, "Cart")).toEqual([choice.size._id]);
    await shot(page, "first-visit-product-360");
  });

  await test.step("the cart says verification is needed to order, with a Resend link button", async () => {
    await page.goto("/cart");
    await expect(page.getByText("Verify your account to order").filter({ visible: true })).toBeVisible();
    await expect(page.getByText(email).filter({ visible: true })).toBeVisible();
    await page.getByRole("button", { name: "Resend link" }).click();
    await expect(toast(page, `Verification link sent to ${email}`)).toBeVisible();
    await shot(page, "first-visit-cart-360", { fullPage: true });
    await noSeriousViolations(page);
  });

  await test.step("so does the booking page; ordering there leads to Manage account, its Verify first in view", async () => {
    await page.getByRole("link", { name: /^Continue to pay ₹/ }).click();
    await expect(page).toHaveURL(/\/booking$/);
    // The cart's page may stay in the document, hidden.
    await expect(page.getByText("Verify your account to order").filter({ visible: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend link" })).toBeVisible();
    await noSeriousViolations(page);
    await page.getByRole("button", { name: "Cash on Delivery" }).click();
    await expectToastSeen(page, "Please verify your account from manage account");
    await expect(page).toHaveURL(/\/myaccount#manageAccount$/);
    await expect(page.getByRole("button", { name: "Verify link" })).toBeInViewport();
    await shot(page, "first-visit-manage-account-360");
    await noSeriousViolations(page);
  });

  await test.step("the emailed link verifies the account: the cart no longer asks", async () => {
    await page.goto(await mailedVerifyLink(page.request, email));
    await expect(page.getByRole("heading", { name: "Your account is activated" })).toBeVisible();
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: "My Cart" })).toBeVisible();
    await expect(page.getByText(choice.product.name).first()).toBeVisible();
    await expect(page.getByText("Verify your account to order")).toHaveCount(0);
  });

  await test.step("the product page's price with GST is the cart line's", async () => {
    await page.goto(choice.path);
    const perPiece = (await page.getByTestId("price-with-gst").textContent())!.trim();
    expect(perPiece).toMatch(/^₹[\d,]+(\.\d\d)?$/);
    await page.goto("/cart");
    await expect(page.getByText(perPiece, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId("cart-total")).toHaveText(perPiece);
  });

  await test.step("book with a new address and confirm cash on delivery: the order stands on top of /orders", async () => {
    await page.getByRole("link", { name: /^Continue to pay ₹/ }).click();
    await expect(page).toHaveURL(/\/booking$/);
    const delivery = page.getByRole("region", { name: "Delivery address" });
    await delivery.getByRole("button", { name: "Add New Address" }).click();
    const form = delivery.locator("form");
    await form.getByLabel("Pin code").fill("560001");
    await expect(form.getByLabel("City")).toHaveValue("Bengaluru");
    await form.getByLabel("Name", { exact: true }).fill("Anjali Rao");
    await form.getByLabel("Address Line 1").fill("12 MG Road");
    await form.getByLabel("Phone Number").fill("9811100022");
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(toast(page, "Address added")).toBeVisible();
    await delivery.getByRole("listitem").filter({ hasText: "12 MG Road" }).getByRole("radio").check();
    await page.getByRole("button", { name: "Cash on Delivery" }).click();
    const confirm = page.getByRole("dialog", { name: "Place this order, paid on delivery?" });
    await expect(confirm).toContainText("12 MG Road");
    await expect(confirm).toContainText(choice.product.name);
    await noSeriousViolations(page);
    await confirm.getByRole("button", { name: /^Place order · ₹/ }).click();
    await expect(page).toHaveURL(/\/orders\?placed=\w+$/);
    const placed = page.getByRole("region", { name: "Order placed" });
    await expect(placed).toBeVisible();
    await expect(placed).toContainText(/KS-\d{6}-[0-9A-Z]{6}/);
    await shot(page, "first-order-placed-360");
    await noSeriousViolations(page);
  });

  await test.step("she cancels it through the confirmation", async () => {
    const origin = new URL(page.url()).origin;
    const answer = await page.request.post("/api/v1/order/getMyOrders", { headers: { origin }, data: {} });
    const orders = (await answer.json()) as { orders: { _id: string }[] };
    expect(orders.orders).toHaveLength(1);
    await page.goto(`/orders/${orders.orders[0]!._id}`);
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel this order?" });
    await confirm.getByRole("button", { name: "Cancel order" }).click();
    await expect(toast(page, "Order cancelled")).toBeVisible();
    await expect(page.getByText("Not Done (Cash)")).toBeVisible();
  });
});

test("a returning shopper taps Add to Wishlist, logs in, and finds it on the wishlist", async ({ page }) => {
  const email = await returningShopper();
  const choice = await sizeInStock(page.request, 1);
  await recordToasts(page);
  await choose(page, choice);
  await page.getByRole("button", { name: "Add to Wishlist", exact: true }).click();
  await onLoginFor(page, choice.path);
  await expect(page.getByText("Log in and we'll save your choice to your wishlist, then take you back to it.")).toBeVisible();
  await fillLogin(page, email);
  await backOnProduct(page, choice);
  await expectToastSeen(page, "Added to wishlist");
  await expect(page.getByRole("button", { name: /^Wishlisted\W+remove from wishlist$/ })).toBeVisible();
  expect(await mySizes(page.request, "Wishlist")).toEqual([choice.size._id]);
  expect(await mySizes(page.request, "Cart")).toEqual([]);
  await noSeriousViolations(page);
});

test("Buy Now through the login puts the piece in the cart and goes on to the cart", async ({ page }) => {
  const email = await returningShopper();
  const choice = await sizeInStock(page.request, 2);
  await recordToasts(page);
  await choose(page, choice);
  await page.getByRole("button", { name: "Buy Now", exact: true }).click();
  await onLoginFor(page, choice.path);
  await fillLogin(page, email);
  await expect(page).toHaveURL(/\/cart$/);
  await expectToastSeen(page, "Added to cart");
  await expect(page.getByText(choice.product.name).first()).toBeVisible();
  expect(await mySizes(page.request, "Cart")).toEqual([choice.size._id]);
});

test("a tap is done only on the login it led to: logging in some other way adds nothing", async ({ page }) => {
  const email = await returningShopper();
  const choice = await sizeInStock(page.request, 3);
  await choose(page, choice);
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await onLoginFor(page, choice.path);
  // The visitor changes their mind and logs in from the plain login page.
  await page.goto("/login");
  await fillLogin(page, email);
  await expect(page).toHaveURL(/\/myaccount$/);
  expect(await mySizes(page.request, "Cart")).not.toContain(choice.size._id);
  // The remembered tap is gone: a later login back to the product adds nothing either.
  await page.goto("/myaccount");
  await page.getByRole("region", { name: "Manage account" }).getByRole("button", { name: "Log out", exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(`/login?next=${encodeURIComponent(choice.path)}`);
  await fillLogin(page, email);
  await backOnProduct(page, choice);
  await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toBeVisible();
  expect(await mySizes(page.request, "Cart")).not.toContain(choice.size._id);
});

test("the way back never leaves the site", async ({ page }) => {
  const attempts = [
    "//evil.example/phish",
    "https://evil.example/phish",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "/%5Cevil.example",
    "/%252F%252Fevil.example",
    "javascript:alert(1)",
    // Dot segments that the URL parser normalises into "//evil.example/phish".
    "/.//evil.example/phish",
    "/..//evil.example/phish",
    "/%2e//evil.example/phish",
    "/a/..//evil.example/phish",
  ];
  // As a visitor: the Sign up link does not carry a refused way back.
  for (const next of attempts) {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  }
  // Logging in through the form with one lands on the account page.
  const email = await returningShopper();
  await page.goto(`/login?next=${encodeURIComponent(attempts[0]!)}`);
  await fillLogin(page, email);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/myaccount$/);
  // Logged in, each is refused by the server too.
  for (const next of attempts) {
    for (const page_ of ["/login", "/signup"]) {
      await page.goto(`${page_}?next=${encodeURIComponent(next)}`);
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/myaccount$/);
    }
  }
});

test("Delete account is a quiet last row, and asks in a dialog that Escape closes", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const email = await returningShopper();
  await page.goto("/login");
  await fillLogin(page, email);
  await expect(page).toHaveURL(/\/myaccount$/);
  const manage = page.getByRole("region", { name: "Manage account" });
  const open = manage.getByRole("button", { name: "Delete account" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Enter your password to confirm")).toBeFocused();
  await shot(page, "delete-account-dialog-360");
  await noSeriousViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("Password is required")).toBeVisible();
  await dialog.getByLabel("Enter your password to confirm").fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("The password is not correct")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
});

test("a first visit with a mobile number: Add to Cart, the texted code, back on the product with the piece in the cart and the account verified; booked with an address from its pin code, cash on delivery", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await recordToasts(page);
  const choice = await sizeInStock(page.request, 4);
  const mobile = freshMobile();

  await test.step("Add to Cart leads to the login, which asks for the number first", async () => {
    await choose(page, choice);
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await onLoginFor(page, choice.path);
    await expect(page.getByText("Log in and we'll add your choice to your cart, then take you back to it.")).toBeVisible();
    await page.getByLabel("Mobile number").fill(`${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByText(`We texted a 6-digit code to ${mobile.slice(0, 5)} ${mobile.slice(5)}`)).toBeVisible();
    await expect(page.getByLabel("6-digit code")).toBeFocused();
    await expect(page.getByRole("button", { name: /^Resend code in \d+ s$/ })).toBeDisabled();
    await shot(page, "phone-login-code-360");
    await noSeriousViolations(page);
  });

  await test.step("the code from the text: back on the product, the piece in the cart, nothing to verify", async () => {
    await page.getByLabel("6-digit code").fill(await textedCode(page.request, mobile));
    await page.getByRole("button", { name: "Verify and continue" }).click();
    await backOnProduct(page, choice);
    await expectToastSeen(page, "Added to cart");
    await expect(page.getByText("In cart: 1")).toBeVisible();
    expect(await mySizes(page.request, "Cart")).toEqual([choice.size._id]);
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: "My Cart" })).toBeVisible();
    await expect(page.getByText("Verify your account to order")).toHaveCount(0);
  });

  await test.step("a new address from its pin code, booked cash on delivery", async () => {
    await page.getByRole("link", { name: /^Continue to pay ₹/ }).click();
    await expect(page).toHaveURL(/\/booking$/);
    const delivery = page.getByRole("region", { name: "Delivery address" });
    await delivery.getByRole("button", { name: "Add New Address" }).click();
    const form = delivery.locator("form");
    await expect(form.getByLabel("Phone Number")).toHaveValue(mobile);
    await form.getByLabel("Pin code").fill("560001");
    await expect(form.getByLabel("State")).toHaveValue("Karnataka");
    await expect(form.getByLabel("City")).toHaveValue("Bengaluru");
    await form.getByLabel("Name", { exact: true }).fill("Lakshmi Menon");
    await form.getByLabel("Address Line 1").fill("4 Residency Road");
    await shot(page, "phone-first-address-360", { fullPage: true });
    await noSeriousViolations(page);
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(toast(page, "Address added")).toBeVisible();
    await delivery.getByRole("listitem").filter({ hasText: "4 Residency Road" }).getByRole("radio").check();
    await page.getByRole("button", { name: "Cash on Delivery" }).click();
    const confirm = page.getByRole("dialog", { name: "Place this order, paid on delivery?" });
    await confirm.getByRole("button", { name: /^Place order · ₹/ }).click();
    await expect(page).toHaveURL(/\/orders\?placed=\w+$/);
    await expect(page.getByRole("region", { name: "Order placed" })).toContainText(/KS-\d{6}-[0-9A-Z]{6}/);
  });

  await test.step("the account page shows the number, and offers to add an email and a password", async () => {
    await page.goto("/myaccount");
    const ways = page.getByRole("region", { name: "Ways to log in" });
    await expect(ways).toContainText(`${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    await expect(ways.getByRole("button", { name: "Add email" })).toBeVisible();
    await expect(ways.getByRole("button", { name: "Set password" })).toBeVisible();
    // No email to send a reset link to: not offered. Deleting is confirmed by a code texted to the number.
    const manage = page.getByRole("region", { name: "Manage account" });
    await expect(manage.getByRole("link", { name: "Reset password" })).toHaveCount(0);
    await expect(manage.getByRole("button", { name: "Delete account" })).toBeEnabled();
    await expect(manage).toContainText("We text a code to your mobile to confirm");
    await shot(page, "phone-account-360", { fullPage: true });
    await noSeriousViolations(page);
  });
});

test("keyboard only on a laptop: the number, Enter, the code, Enter, and the account page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const mobile = freshMobile();
  await page.goto("/login");
  const field = page.getByLabel("Mobile number");
  await hydrated(field);
  for (let presses = 0; presses < 40 && !(await field.evaluate((input) => input === document.activeElement)); presses += 1) {
    await page.keyboard.press("Tab");
  }
  await expect(field).toBeFocused();
  await page.keyboard.type(mobile);
  await page.keyboard.press("Enter");
  const code = page.getByLabel("6-digit code");
  await expect(code).toBeFocused();
  await page.keyboard.type(await textedCode(page.request, mobile));
  await shot(page, "phone-login-code-1280");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/myaccount$/, { timeout: 30_000 });
  await expect(page.getByRole("region", { name: "Ways to log in" })).toContainText(`${mobile.slice(0, 5)} ${mobile.slice(5)}`);
});
