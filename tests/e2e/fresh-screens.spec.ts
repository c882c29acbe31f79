import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { outageHtml } from "../../lib/http/response/outage-html";
import { loopback, noSeriousViolations, noSeriousViolationsOnPhoneAndDesktop, postFrom, seededListing, shot, toast } from "./support";

// What a shopper sees after an action is what the server holds, and the keyboard starts at the new step. Next keeps
// up to three pages alive while the shopper moves on (React Activity), so each test first leaves a page behind and
// then comes back to it through the action. Also axe on the pages no other journey checks, at 360 and 1280 px.
test.describe.configure({ mode: "serial" });

const PASSWORD = "Shopper@123";
const PHONE = { width: 360, height: 780 };

type ApiSize = { _id: string; size: string; stock: number; price: number };
type ApiVariant = { _id: string; colorName: string; sizes: ApiSize[] };
type ApiProduct = { _id: string; slug: string; name: string; isCOD: boolean; subDetails: ApiVariant[] };
type Pick = { product: ApiProduct; variant: ApiVariant; size: ApiSize };
type Mailbox = { emails: { links: string[] }[] };

/** Products with a size of at least `stock` pieces, cheap enough for cash on delivery, none of `skip`. */
async function inStock(request: APIRequestContext, count: number, stock = 2): Promise<Pick[]> {
  const list = (await (await request.get(seededListing("availibility=true&payment=cod&limit=40"))).json()) as {
    products: { _id: string }[];
  };
  const picks: Pick[] = [];
  for (const card of list.products) {
    const { product } = (await (await request.get(`/api/v1/products/getProduct?id=${card._id}`)).json()) as { product: ApiProduct };
    const variant = product.subDetails.find((candidate) => candidate.sizes.some((size) => size.stock >= stock && size.price < 3000));
    const size = variant?.sizes.find((candidate) => candidate.stock >= stock && candidate.price < 3000);
    // One product a name: the search below finds it by its name.
    if (variant && size && !picks.some((pick) => pick.product.name === product.name)) picks.push({ product, variant, size });
    if (picks.length === count) return picks;
  }
  throw new Error("Not enough products in stock in the demo catalogue");
}

async function mailedLink(request: APIRequestContext, to: string, part: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const body = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as Mailbox;
      link = body.emails.flatMap((mail) => mail.links).find((url) => url.includes(part));
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname;
}

/** A new shopper, signed up through the API from a loopback address of its own (sign-ups are limited per address). */
async function newShopper(): Promise<string> {
  const email = `fresh-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const response = await postFrom(loopback(), "/api/v1/user/signup", {
    fullname: "Kavya Nair",
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(response.status, response.body).toBe(200);
  return email;
}

/** Logs in through the form: the account page opens with the focus on its heading, not on <body>. */
async function logInThroughForm(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/myaccount$/);
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeFocused();
}

/** Opens the verification link while logged in. */
async function verify(page: Page, email: string) {
  await page.goto(await mailedLink(page.request, email, "/verify/"));
  // The link is used once the page has hydrated, then the page is read again: slow on a loaded machine.
  await expect(page.getByRole("heading", { name: "Your account is activated" })).toBeVisible({ timeout: 30_000 });
}

/** Goes to a product the way a shopper does, without loading a page: the header's search, then its card. */
async function openThroughSearch(page: Page, pick: Pick) {
  await page.getByRole("banner").getByRole("button", { name: "Open search" }).click();
  await page.getByRole("combobox", { name: "Search any item" }).fill(pick.product.name);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?search=/);
  await page.getByRole("link", { name: pick.product.name, exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${pick.product.slug}`));
}

async function choose(page: Page, pick: Pick) {
  const colour = page.getByRole("radiogroup", { name: "Colour" }).getByRole("radio", { name: pick.variant.colorName, exact: true });
  await colour.filter({ visible: true }).click();
  await expect(colour.filter({ visible: true })).toHaveAttribute("aria-checked", "true");
  const size = page.getByRole("radiogroup", { name: "Size" }).getByRole("radio", { name: pick.size.size, exact: true });
  await size.filter({ visible: true }).click();
  await expect(size.filter({ visible: true })).toHaveAttribute("aria-checked", "true");
}

const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

test("Buy Now lands on the cart the server holds, each time, and the booking page charges the same", async ({ page, request }) => {
  test.setTimeout(180_000);
  const [first, second] = await inStock(request, 2);
  const email = await newShopper();
  await logInThroughForm(page, email);
  await verify(page, email);

  // The cart page, seen empty, is kept while the shopper goes shopping.
  await page.goto("/cart");
  await expect(page.getByText("Your cart is empty")).toBeVisible();

  for (const [index, pick] of [first!, second!].entries()) {
    await openThroughSearch(page, pick);
    await choose(page, pick);
    await page.getByRole("button", { name: "Buy Now", exact: true }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
    // The lines the server holds: one more each time, never the empty cart seen before.
    const items = page.getByRole("region", { name: index === 0 ? "1 item, 1 piece" : "2 items, 2 pieces" }).filter({ visible: true });
    await expect(items).toContainText(pick.product.name);
    await expect(page.getByText("Your cart is empty").filter({ visible: true })).toHaveCount(0);
    const count = index === 0 ? "1 item" : "2 items";
    await expect(page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: `My Cart, ${count}` })).toBeVisible();
  }
  const cartTotal = await shown(page, "cart-total").innerText();

  // The booking page, reached from the cart: the same lines and total, and the focus on its heading.
  await page.getByRole("link", { name: /^Continue to pay ₹/ }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByRole("heading", { level: 1, name: "Booking" })).toBeFocused();
  await expect(shown(page, "cart-total")).toHaveText(cartTotal);
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary).toContainText(first!.product.name);
  await expect(summary).toContainText(second!.product.name);

  // Back to the cart and a piece removed there; the booking page, kept, is read again.
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await page
    .getByRole("button", { name: `Remove ${first!.product.name}`, exact: false })
    .filter({ visible: true })
    .first()
    .click();
  await expect(toast(page, "Item removed from cart")).toBeVisible();
  await page
    .getByRole("link", { name: /^Continue to pay ₹/ })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(summary.filter({ visible: true })).not.toContainText(first!.product.name);
  await expect(summary.filter({ visible: true })).toContainText(second!.product.name);
});

test("signing up from a product page: back on it, Add to Cart, Wishlist and Buy Now are free at once", async ({ page }) => {
  test.setTimeout(120_000);
  const [pick] = await inStock(page.request, 1);
  await page.goto(`/product/${pick!.product.slug}`);
  await choose(page, pick!);
  await page.getByRole("button", { name: "Add to Wishlist", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/signup\?next=/);
  const email = `fresh-signup-${Date.now()}@example.com`;
  const form = page.locator("form").filter({ visible: true });
  await form.getByLabel("Full Name").fill("Ishaan Gupta");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${pick!.product.slug}\\?`));
  await expect(toast(page, "Added to wishlist")).toBeVisible();
  // The page the shopper left for the login comes back: none of its buttons may still wait on that tap.
  await expect(page.getByRole("heading", { level: 1, name: pick!.product.name })).toBeFocused();
  for (const name of ["Add to Cart", /^Wishlisted/, "Buy Now"]) {
    await expect(page.getByRole("button", { name, exact: true }).filter({ visible: true })).toBeEnabled({ timeout: 5_000 });
  }
  await page.getByRole("button", { name: "Add to Cart", exact: true }).filter({ visible: true }).click();
  await expect(toast(page, "Added to cart")).toBeVisible();
});

test("a first-time shopper's first address is chosen, and cash on delivery places the order; cancelling keeps the focus", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const [pick] = await inStock(request, 1);
  const email = await newShopper();
  await logInThroughForm(page, email);
  await verify(page, email);
  const origin = new URL(page.url()).origin;
  const cart = await page.request.post("/api/v1/order/updateMyCart", {
    data: { cart: JSON.stringify([{ sizeId: pick!.size._id, quantity: 1 }]) },
    headers: { origin },
  });
  expect(cart.ok(), await cart.text()).toBe(true);

  await page.goto("/booking");
  const delivery = page.getByRole("region", { name: "Delivery address" });
  await expect(delivery.getByText("You have not saved an address yet.")).toBeVisible();
  await delivery.getByRole("button", { name: "Add New Address" }).click();
  const form = delivery.locator("form");
  await form.getByLabel("Pin code").fill("560001");
  await expect(form.getByLabel("City")).toHaveValue("Bengaluru");
  await form.getByLabel("Name", { exact: true }).fill("Kavya Nair");
  await form.getByLabel("Address Line 1").fill("12, MG Road");
  await form.getByLabel("Phone Number").fill("9845012345");
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(toast(page, "Address added")).toBeVisible();
  await expect(delivery.getByRole("radio", { name: /Deliver here/ })).toBeChecked();

  await page.getByRole("button", { name: "Cash on Delivery" }).click();
  await expect(toast(page, "Select Any Address")).toHaveCount(0);
  const confirm = page.getByRole("dialog", { name: "Place this order, paid on delivery?" });
  await expect(confirm).toContainText("12, MG Road");
  await confirm.getByRole("button", { name: /^Place order · ₹/ }).click();
  await expect(page).toHaveURL(/\/orders\?placed=\w+$/);
  await expect(page.getByRole("heading", { name: "Order placed" })).toBeFocused();
  await expect(page.getByTestId("announcer")).toHaveText(/^Order placed: KS-/);

  // Cancelled from its page: the Cancel button goes, the focus moves to the page's heading.
  await page.getByRole("region", { name: "Order placed" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/orders\/\w+$/);
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await page.getByRole("dialog", { name: "Cancel this order?" }).getByRole("button", { name: "Cancel order" }).click();
  await expect(toast(page, "Order cancelled")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel", exact: true })).toHaveCount(0);
  await expect(page.locator("main h1").filter({ visible: true })).toBeFocused();
});

test("an unverified shopper on a phone finds Verify in the first screen, whatever the address's hash", async ({ page }) => {
  const email = await newShopper();
  await page.setViewportSize(PHONE);
  await logInThroughForm(page, email);
  for (const hash of ["#manageAccount", "", "#profile", "#addresses"]) {
    await page.goto(`/myaccount${hash}`);
    await expect(page.getByRole("button", { name: "Verify link" })).toBeInViewport();
    if (!hash) continue;
    // The section the hash names is in view too, its heading below the notice rather than under it.
    const heading = page.locator(`${hash}-heading`);
    await expect(heading).toBeInViewport();
    const verify = (await page.getByRole("button", { name: "Verify link" }).boundingBox())!;
    expect((await heading.boundingBox())!.y).toBeGreaterThan(verify.y + verify.height);
  }
  await shot(page, "myaccount-unverified-360");
  // The spec's own way there: Cash on Delivery at the booking sends an unverified shopper to #manageAccount.
  await noSeriousViolations(page);
});

test("axe finds nothing serious on sign-up, reset, verify, wishlist, not-found and back-in-a-moment pages, at 360 and 1280 px", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  for (const path of ["/signup", "/reset-password", "/reset-password/not-a-real-token", "/no-such-page"]) {
    await page.goto(path);
    await expect(page.locator("main h1").filter({ visible: true })).toBeVisible();
    await noSeriousViolationsOnPhoneAndDesktop(page);
  }

  const email = await newShopper();
  await logInThroughForm(page, email);
  // A link that is not valid, then the real one (a visitor's link is kept for after the login: no page of its own).
  await page.goto("/verify/not-a-real-token");
  await expect(page.getByRole("button", { name: "Send a new link" })).toBeVisible({ timeout: 30_000 });
  await noSeriousViolationsOnPhoneAndDesktop(page);
  await verify(page, email);
  await noSeriousViolationsOnPhoneAndDesktop(page);
  await page.goto("/wishlist");
  await expect(page.getByRole("heading", { level: 1, name: /Wishlist/ })).toBeVisible();
  await noSeriousViolationsOnPhoneAndDesktop(page);
  const [pick] = await inStock(request, 1);
  const origin = new URL(page.url()).origin;
  const saved = await page.request.post("/api/v1/order/updateMyWishlist", {
    data: { wishlist: JSON.stringify([{ productId: pick!.product._id, sizeId: pick!.size._id }]) },
    headers: { origin },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto("/wishlist");
  await expect(page.getByText(pick!.product.name).first()).toBeVisible();
  await noSeriousViolationsOnPhoneAndDesktop(page);

  // The 503 page the middleware answers while the database is away (lib/http/response/outage.ts), as it is sent.
  await page.route("**/back-in-a-moment", (route) =>
    route.fulfill({ status: 503, contentType: "text/html; charset=utf-8", body: outageHtml() }),
  );
  await page.goto("/back-in-a-moment");
  await expect(page.getByRole("heading", { name: "Back in a moment" })).toBeVisible();
  await noSeriousViolationsOnPhoneAndDesktop(page);
});
