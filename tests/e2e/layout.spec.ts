import { expect, test, type Locator, type Page } from "@playwright/test";
import { ADMIN, hydrated, logIn, logInAs, putOneInCart, seriousViolations, shot, signUp, toast } from "./support";

// The shop's frame: the header (search toggle, side menu, account icons), the footer, the
// content pages, the contact form, the 404 page, robots.txt and sitemap.xml.

const MOBILE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };

type CategoryView = { id: string; name: string; slug: string };

async function seededCategories(page: Page): Promise<CategoryView[]> {
  const response = await page.request.get("/api/v1/products/category");
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { categories: CategoryView[] };
  expect(body.categories.length).toBeGreaterThan(0);
  return body.categories;
}

function header(page: Page): Locator {
  return page.getByRole("banner");
}

function searchBox(page: Page): Locator {
  return header(page).getByRole("combobox", { name: "Search any item" });
}

function sideMenu(page: Page): Locator {
  return page.getByRole("dialog", { name: "Menu" });
}

test.describe("search toggle", () => {
  test("opens from the icon, ignores empty text, searches on Enter and closes again", async ({ page }) => {
    await page.goto("/");
    await expect(searchBox(page)).toHaveCount(0);
    await header(page).getByRole("button", { name: "Open search" }).click();
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveAttribute("placeholder", "Search any item");

    // Nothing happens for empty or blank text, by Enter or by the search button.
    await searchBox(page).press("Enter");
    await searchBox(page).fill("   ");
    await header(page).getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/$/);
    await expect(searchBox(page)).toBeFocused();

    await searchBox(page).fill("  chikankari & kurta ");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?search=chikankari%20%26%20kurta$/);
    await expect(searchBox(page)).toHaveValue("chikankari & kurta");
    // The address changes before the results page is shown; a box closed before then opens again with it.
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Results for");

    await header(page).getByRole("button", { name: "Close search" }).click();
    await expect(searchBox(page)).toHaveCount(0);
    await expect(header(page).getByRole("button", { name: "Open search" })).toBeFocused();
  });

  test("is open and prefilled on /search, and Escape closes it", async ({ page }) => {
    await page.goto(`/search?search=${encodeURIComponent("block print")}`);
    await expect(searchBox(page)).toBeVisible();
    await expect(searchBox(page)).toHaveValue("block print");
    await expect(searchBox(page)).not.toBeFocused();

    await searchBox(page).fill("bandhani");
    await header(page).getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?search=bandhani$/);
    await expect(searchBox(page)).toHaveValue("bandhani");

    await searchBox(page).press("Escape");
    await expect(searchBox(page)).toHaveCount(0);
  });

  test("under 600 px an open search shows the short logo; wider screens keep the long one", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/");
    const home = header(page).getByRole("link", { name: "Kurta Shop home" });
    const long = home.locator('[data-logo="long"]');
    const short = home.locator('[data-logo="short"]');
    await expect(long).toBeVisible();
    await expect(short).toBeHidden();
    await shot(page, "layout-header-360");

    await header(page).getByRole("button", { name: "Open search" }).click();
    await expect(searchBox(page)).toBeVisible();
    await expect(short).toBeVisible();
    await expect(long).toBeHidden();
    // The box fits the row: the input and both buttons are inside the 360 px viewport.
    for (const target of [searchBox(page), header(page).getByRole("button", { name: "Search", exact: true })]) {
      const box = await target.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
      expect(box!.width).toBeGreaterThanOrEqual(44);
    }
    await shot(page, "layout-header-360-search");

    await page.setViewportSize(DESKTOP);
    await expect(long).toBeVisible();
    await expect(short).toBeHidden();
    await expect(header(page).getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Login" })).toBeVisible();
    await shot(page, "layout-header-1280-search");
  });
});

test.describe("side menu", () => {
  test("lists the categories, and closes on Escape, an outside click and navigation", async ({ page }) => {
    const categories = await seededCategories(page);
    await page.goto("/");
    const menuButton = await hydrated(header(page).getByRole("button", { name: "Open menu" }));
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(sideMenu(page)).toBeHidden();

    await menuButton.click();
    const menu = sideMenu(page);
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();

    const links = menu.getByRole("navigation", { name: "Categories" }).getByRole("link");
    await expect(links).toHaveCount(categories.length);
    // Each to its category's page.
    for (const category of categories) {
      await expect(menu.getByRole("link", { name: category.name, exact: true })).toHaveAttribute("href", `/category/${category.slug}`);
    }
    for (const [name, href] of [
      ["My Wishlist", "/wishlist"],
      ["My Orders", "/orders"],
      ["My Cart", "/cart"],
      ["Login", "/login"],
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }
    await expect(menu.getByRole("link", { name: "My Account" })).toHaveCount(0);
    await expect(menu.getByRole("navigation", { name: "Admin menu" })).toHaveCount(0);
    await shot(page, "layout-menu-1280");

    // Escape closes it and gives focus back to the menu button.
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");

    // A click outside the panel.
    await menuButton.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(DESKTOP.width - 40, DESKTOP.height / 2);
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    // The close button.
    await menuButton.click();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    // A category link navigates and closes it.
    const first = categories[0]!;
    await menuButton.click();
    await menu.getByRole("link", { name: first.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/category/${first.slug}$`));
    await expect(menu).toBeHidden();

    // A route change from outside the menu (Back) closes it too.
    await menuButton.click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
  });

  test("at 360 px the drawer fits the screen and leaves a strip to close it", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/");
    await (await hydrated(header(page).getByRole("button", { name: "Open menu" }))).click();
    const menu = sideMenu(page);
    await expect(menu).toBeVisible();
    // Once it has slid in: at the left edge, full height, narrower than the screen.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    const box = await menu.boundingBox();
    expect(box).toMatchObject({ y: 0, height: MOBILE.height });
    expect(box!.width).toBeLessThan(MOBILE.width - 40);
    await expect(menu.getByRole("link", { name: "My Cart", exact: true })).toBeInViewport();
    await shot(page, "layout-menu-360");
    await page.mouse.click(MOBILE.width - 10, 300);
    await expect(menu).toBeHidden();
  });

  test("an admin gets the shield icon, the account icons and the admin entries instead of categories", async ({ page }) => {
    await logInAs(page, ADMIN);
    const account = header(page).getByRole("navigation", { name: "Account" });
    await expect(account.getByRole("link", { name: "Admin dashboard" })).toHaveAttribute("href", "/admin/dashboard");
    for (const [name, href] of [
      ["My Wishlist", "/wishlist"],
      ["My Cart", "/cart"],
      ["My Orders", "/orders"],
      ["My Account", "/myaccount"],
    ]) {
      await expect(account.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href!);
    }
    await expect(account.getByRole("link", { name: "Login" })).toHaveCount(0);

    await (await hydrated(header(page).getByRole("button", { name: "Open menu" }))).click();
    const menu = sideMenu(page);
    await expect(menu).toBeVisible();
    await expect(menu.getByText("Signed in as Kurta Shop Admin")).toBeVisible();
    const entries = menu.getByRole("navigation", { name: "Admin menu" }).getByRole("link");
    const expected = [
      ["Dashboard", "/admin/dashboard"],
      ["Manage Products", "/admin/manage-products"],
      ["Add Product", "/admin/product"],
      ["Manage Category", "/admin/manage-category"],
      ["Add Category", "/admin/add-category"],
      ["View Orders", "/admin/orders"],
      ["View Returns", "/admin/returns"],
    ] as const;
    await expect(entries).toHaveText(expected.map(([label]) => label));
    for (const [index, [, href]] of expected.entries()) await expect(entries.nth(index)).toHaveAttribute("href", href);
    await expect(menu.getByRole("navigation", { name: "Categories" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "My Account", exact: true })).toHaveAttribute("href", "/myaccount");
    await expect(menu.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
    await shot(page, "layout-menu-admin-1280");
    await page.keyboard.press("Escape");

    // At 360 px the signed-in bar still fits: cart and account stay, the rest is in the menu.
    await page.setViewportSize(MOBILE);
    await expect(account.getByRole("link", { name: /^My Cart/ })).toBeVisible();
    await expect(account.getByRole("link", { name: "My Account" })).toBeVisible();
    await expect(account.getByRole("link", { name: "My Orders" })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    const bar = await header(page).boundingBox();
    expect(bar!.height).toBeLessThanOrEqual(65);
    await shot(page, "layout-header-admin-360");
  });
});

test("the footer links to the shop's pages, its address, email, phone and social profiles", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const [name, href] of [
    ["About Us", "/aboutUs"],
    ["Contact Us", "/contactUs"],
    ["Shipping and Return", "/refund"],
    ["Privacy Policy", "/privacy"],
    ["My Orders", "/orders"],
    ["My Wishlist", "/wishlist"],
  ]) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
  }
  await expect(footer.getByRole("link", { name: "care@kurta.shop" })).toHaveAttribute("href", "mailto:care@kurta.shop");
  await expect(footer.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
  await expect(footer).toContainText("Monday to Saturday, 11:00 to 18:00 IST");
  const map = footer.getByRole("link", { name: /New Delhi/ });
  await expect(map).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*New%20Delhi/);
  await expect(map).toHaveAttribute("rel", "noopener");

  for (const [network, host] of [
    ["Instagram", "https://www.instagram.com/"],
    ["Facebook", "https://www.facebook.com/"],
    ["YouTube", "https://www.youtube.com/"],
    ["X", "https://x.com/"],
  ]) {
    const link = footer.getByRole("link", { name: `Kurta Shop on ${network}` });
    await expect(link).toHaveAttribute("href", new RegExp(`^${host!.replace(/[.]/g, "\\.")}`));
    await expect(link).toHaveAttribute("rel", "noopener");
  }
  for (const claim of ["Free shipping", "Cash on delivery", "Premium quality", "Stitching in Delhi", "3-day replacement"]) {
    await expect(footer.getByText(claim, { exact: true })).toBeVisible();
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Kurta Shop`);
  await shot(page, "layout-home-1280", { fullPage: true });
  await page.setViewportSize(MOBILE);
  await shot(footer, "layout-footer-360");
  await page.setViewportSize(DESKTOP);

  await footer.getByRole("link", { name: "Shipping and Return", exact: true }).click();
  await expect(page).toHaveURL(/\/refund$/);
  await expect(page.getByRole("heading", { level: 1, name: "Shipping and Return" })).toBeVisible();
});

test("a content page's links and the footer's fetch their pages when the shopper points at one, not when they come into view", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has("_rsc")) fetched.push(url.pathname);
  });
  await page.setViewportSize(DESKTOP);
  // Its text links to the returns policy and the contact page, as the footer does; the footer is scrolled into view.
  await page.goto("/aboutUs");
  const footer = page.getByRole("contentinfo");
  const contact = await hydrated(footer.getByRole("link", { name: "Contact Us", exact: true }));
  await contact.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  expect(fetched, "no page is fetched ahead").toEqual([]);

  const pointedAt = page.waitForRequest((request) => request.url().includes("/contactUs?_rsc="));
  await contact.hover();
  await pointedAt;
  expect([...new Set(fetched)]).toEqual(["/contactUs"]);
});

test("each content page renders its heading, title and description", async ({ page }) => {
  for (const [path, heading] of [
    ["/aboutUs", "About Us"],
    ["/contactUs", "Contact Us"],
    ["/refund", "Shipping and Return"],
    ["/privacy", "Privacy Policy"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} | Kurta Shop`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{60,}/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${heading} | Kurta Shop`);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await shot(page, `layout-page${path.toLowerCase().replace("/", "-")}-1280`, { fullPage: true });
  }
});

test("the content pages have no serious accessibility violations", async ({ page }) => {
  for (const path of ["/aboutUs", "/contactUs", "/refund", "/privacy"]) {
    await page.goto(path);
    expect((await seriousViolations(page)).map((violation) => `${path} ${violation}`)).toEqual([]);
  }
});

test("the header with the menu or the search open has no serious accessibility violations", async ({ page }) => {
  await page.goto("/");
  await (await hydrated(header(page).getByRole("button", { name: "Open search" }))).click();
  expect(await seriousViolations(page, "header")).toEqual([]);
  await header(page).getByRole("button", { name: "Open menu" }).click();
  await expect(sideMenu(page)).toBeVisible();
  expect(await seriousViolations(page, "dialog")).toEqual([]);
});

test("the header of a shopper with something in the cart has no serious accessibility violations", async ({ page }) => {
  const email = `header-${Date.now()}@example.com`;
  const password = "Header@12345";
  const signup = await signUp({ fullname: "Header Tester", email, password, confirmPassword: password });
  expect(signup.ok()).toBe(true);
  await logIn(page, email, password);
  await putOneInCart(page);
  for (const size of [DESKTOP, MOBILE]) {
    await page.setViewportSize(size);
    await page.goto("/");
    await expect(header(page).getByRole("link", { name: "My Cart, 1 item" })).toBeVisible();
    expect(await seriousViolations(page, "header")).toEqual([]);
  }
});

test("the contact form checks its fields, sends the message and thanks the visitor", async ({ page }) => {
  await page.goto("/contactUs");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expect(form.getByText("Email is required")).toBeVisible();
  await expect(form.getByText("Message is required")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

  const name = `Meera Iyer ${Date.now()}`;
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill("meera@example");
  await form.getByLabel("Message").fill("Too short");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("Invalid email address")).toBeVisible();
  await expect(form.getByText("Message must be at least 10 characters")).toBeVisible();

  await form.getByLabel("Email").fill("meera.iyer@example.com");
  await form.getByLabel("Message").fill("Can the mustard bandhani kurta in L be altered to a shorter length at your Delhi studio?");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(toast(page, "Thank you! We will get back to you within one working day.")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("");
  await expect(form.getByLabel("Email")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");

  // The shop's inbox got it (the development mailbox of demo mode).
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent("care@kurta.shop")}`);
      const body = (await response.json()) as { emails: { subject: string }[] };
      return body.emails.map((email) => email.subject);
    })
    .toContain(`Contact form: ${name}`);
});

test("screenshots of the contact page at 360 px and 1280 px", async ({ page }) => {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto("/contactUs");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal overflow at ${viewport.width} px`).toBe(0);
    await shot(page, `layout-contact-${viewport.width}`, { fullPage: true });
  }
});

test("an unknown page answers 404 inside the shop's header and footer", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Kurta Shop home" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.getByRole("link", { name: "Go to home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("sitemap.xml lists the pages, the categories and the products", async ({ page, request }) => {
  const categories = await seededCategories(page);
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, "&")));
  const paths = locs.map((url) => url.pathname + url.search);
  for (const path of ["/", "/search", "/aboutUs", "/contactUs", "/refund", "/privacy"]) expect(paths).toContain(path);
  for (const category of categories) expect(paths).toContain(`/category/${category.slug}`);
  const products = paths.filter((path) => path.startsWith("/product/"));
  expect(products.length).toBeGreaterThan(0);
  expect(new Set(products).size).toBe(products.length);
  expect(xml).toMatch(
    /<url>\s*<loc>[^<]*\/product\/[^<]+<\/loc>(?:\s*<image:image>[\s\S]*?<\/image:image>|\s*<xhtml:link [^>]*\/>)*\s*<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/,
  );
});
