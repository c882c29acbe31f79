import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { hydrated, noSeriousViolations, shot } from "./support";

// A category's own page, /category/<slug>: prerendered, its metadata in the <head>, its products
// those the API lists for the category, and a real 404 for an unknown slug. A change made in the back
// office (a new, renamed or removed category, a product added to it) shown on the next request opens no
// page: tests/system/http-answers.test.ts.

const MOBILE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };

type CategoryView = { id: string; name: string; slug: string; productCount: number };
type Listing = { products: { name: string }[]; pagination: { total: number; totalPages: number } };
type JsonLdList = { "@type": string; itemListElement: { position: number; name: string; item: string }[] };

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answers ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const categories = async (request: APIRequestContext) =>
  (await getJson<{ categories: CategoryView[] }>(request, "/api/v1/products/category")).categories;

/** The category with the most products (it has more than one page when the seed allows). */
async function largest(request: APIRequestContext): Promise<CategoryView> {
  const all = await categories(request);
  expect(all.length).toBeGreaterThan(0);
  return [...all].sort((a, b) => b.productCount - a.productCount)[0]!;
}

async function cardNames(page: Page): Promise<string[]> {
  const region = page.getByRole("region", { name: "Products", exact: true });
  return (await region.getByRole("heading", { level: 3 }).allTextContents()).map((text) => text.trim());
}

test("a category's page lists its products as the API does, first page in the default order", async ({ page }) => {
  const category = await largest(page.request);
  const response = await page.goto(`/category/${category.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
  await expect(page.getByText(/^Hand-checked before they ship, delivered free across India/)).toBeVisible();

  const api = await getJson<Listing>(page.request, `/api/v1/products/getAllProduct?category=${category.id}`);
  expect(api.products.length).toBeGreaterThan(0);
  expect(await cardNames(page)).toEqual(api.products.map((product) => product.name));
  await expect(page.getByRole("status").filter({ hasText: /products?/ })).toContainText(`${api.pagination.total} product`);

  // The breadcrumb goes home; the filters show this category chosen.
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  const filters = page.getByRole("complementary", { name: "Filters" });
  await expect(filters.getByRole("checkbox", { name: new RegExp(`^${category.name}\\s*,`) })).toBeChecked();

  // Further pages and other sorts are the search page's.
  if (api.pagination.totalPages > 1) {
    await expect(page.getByRole("link", { name: "Next page" })).toHaveAttribute("href", `/search?category=${category.id}&page=2`);
    await expect(page.getByRole("link", { name: "Page 1" })).toHaveAttribute("href", `/category/${category.slug}`);
  }
  const sort = await hydrated(page.getByLabel("Sort by"));
  await sort.selectOption({ label: "Price: low to high" });
  await expect(page).toHaveURL(`/search?category=${category.id}&sortBy=price&sortOrder=asc`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
  // The search page's listing of a category names the category's page as the one to index.
  await page.goto(`/search?category=${category.id}&sortBy=price&sortOrder=asc`);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical!).pathname).toBe(`/category/${category.slug}`);
});

test("a category's page carries its title, canonical address, Open Graph and breadcrumb JSON-LD in the <head>", async ({
  page,
  request,
}) => {
  const category = await largest(request);
  const response = await request.get(`/category/${category.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  // In the <head> of the very first bytes, not streamed into the body later (what crawlers read).
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).toContain(`<title>${category.name} | Kurta Shop</title>`);
  expect(head).toMatch(new RegExp(`<link rel="canonical" href="http://localhost:\\d+/category/${category.slug}"`));
  expect(head).toMatch(new RegExp(`<meta property="og:url" content="http://localhost:\\d+/category/${category.slug}"`));
  expect(head).toContain(`<meta property="og:title" content="${category.name}"`);
  expect(head).toMatch(/<meta name="description" content="Shop [^"]+ at Kurta Shop/);

  await page.goto(`/category/${category.slug}`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const breadcrumb = blocks.map((text) => JSON.parse(text) as JsonLdList).find((data) => data["@type"] === "BreadcrumbList");
  expect(breadcrumb?.itemListElement.map(({ position, name }) => [position, name])).toEqual([
    [1, "Home"],
    [2, category.name],
  ]);
  expect(new URL(breadcrumb!.itemListElement[1]!.item).pathname).toBe(`/category/${category.slug}`);
});

test("an unknown slug is a real 404, and a category's id leads to its slug's address", async ({ page, request }) => {
  const missing = await request.get("/category/no-such-kurtas", { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
  const response = await page.goto("/category/no-such-kurtas");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");

  const category = await largest(request);
  const byId = await request.get(`/category/${category.id}`, { maxRedirects: 0 });
  expect(byId.status()).toBe(308);
  const landed = await page.goto(`/category/${category.id}`);
  expect(landed?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(`/category/${category.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
});

test("a category's page has no serious accessibility problem, at 360 and 1280 px", async ({ page }) => {
  const category = await largest(page.request);
  for (const [size, label] of [
    [MOBILE, "360"],
    [DESKTOP, "1280"],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`/category/${category.slug}`);
    await hydrated(page.getByLabel("Sort by"));
    await noSeriousViolations(page);
    await shot(page, `category-${label}`, { fullPage: true });
  }
});

test("a card's product page is fetched ahead when the shopper points at it or tabs to it, not for every card at load", async ({ page }) => {
  const category = await largest(page.request);
  const prefetched: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has("_rsc")) prefetched.push(url.pathname);
  });
  await page.setViewportSize(MOBILE);
  expect((await page.goto(`/category/${category.slug}`))?.status()).toBe(200);
  const region = page.getByRole("region", { name: "Products", exact: true });
  const links = await hydrated(region.locator('a[href^="/product/"]'));
  await page.waitForLoadState("networkidle");
  expect(prefetched, "no page is fetched ahead at load").toEqual([]);

  const [first, second] = [links.first(), links.nth(1)];
  const [href, secondHref] = [(await first.getAttribute("href"))!, (await second.getAttribute("href"))!];
  const byPointer = page.waitForRequest((request) => request.url().includes(`${href}?_rsc=`));
  await first.hover();
  await byPointer;
  const byKeyboard = page.waitForRequest((request) => request.url().includes(`${secondHref}?_rsc=`));
  await second.focus();
  await byKeyboard;
  expect([...new Set(prefetched)].sort(), "only the two cards shown intent").toEqual([href, secondHref].sort());

  await first.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
