import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { PRICE_RANGES, priceParams } from "../../lib/catalog/search/filter-options";
import { formatINR } from "../../lib/pricing/money";
import { hydrated, noSeriousViolations, shot } from "./support";

// The storefront: the home page (hero, promises, three carousels, happy customers, categories), the
// search page (filters, sort, typo search, pages, states) and the quick view, checked against the
// product API on the seeded catalogue.

const MOBILE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };

type CardView = {
  _id: string;
  slug: string;
  name: string;
  minPrice: number;
  inStock: boolean;
  isCOD: boolean;
  colorCodes: string[];
  availableSizes: string[];
};
type Listing = { products: CardView[]; pagination: { currentPage: number; totalPages: number; total: number } };
type CategoryView = { id: string; name: string; slug: string; productCount: number };
type ColorView = { colorName: string; colorCode: string };
type DetailView = CardView & { subDetails: { colorName: string; colorCode: string; sizes: { size: string; stock: number }[] }[] };

const SHELVES = [
  { title: "Best Selling", query: "sortBy=purchased&sortOrder=desc" },
  { title: "Value for Money", query: "sortBy=price&sortOrder=asc" },
  { title: "Most Popular", query: "sortBy=viewed&sortOrder=desc" },
] as const;

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answers ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const listing = (request: APIRequestContext, query: string) => getJson<Listing>(request, `/api/v1/products/getAllProduct?${query}`);
const names = async (request: APIRequestContext, query: string) => (await listing(request, query)).products.map((product) => product.name);

async function productDetail(request: APIRequestContext, id: string): Promise<DetailView> {
  const response = await request.post("/api/v1/products/getProduct", { data: { id } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { product: DetailView }).product;
}

/** Scrolls through the page so every lazy picture loads, then waits for all of them. */
async function loadAllImages(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.images]
            // Lazy pictures of carousel slides beyond the edge load only when they slide in.
            .filter((image) => {
              const box = image.getBoundingClientRect();
              return box.width > 0 && box.right > 0 && box.left < window.innerWidth;
            })
            .every((image) => image.complete && image.naturalWidth > 0),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

function shelf(page: Page, title: string): Locator {
  return page.getByRole("region", { name: title, exact: true });
}

function slides(region: Locator): Locator {
  return region.locator('[aria-roledescription="slide"]');
}

function results(page: Page): Locator {
  return page.getByRole("region", { name: "Products", exact: true });
}

function filters(page: Page): Locator {
  return page.getByRole("complementary", { name: "Filters" });
}

async function cardNames(page: Page): Promise<string[]> {
  return (await results(page).getByRole("heading", { level: 3 }).allTextContents()).map((text) => text.trim());
}

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await results(page)
    .getByText(/^Starting from/)
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, "")));
}

/** Waits for the search page to finish a navigation, then for the cards to be those of the API's query. */
async function expectResults(page: Page, apiQuery: string) {
  await expect(results(page).locator("[aria-busy]").first()).toHaveAttribute("aria-busy", "false");
  const expected = await names(page.request, apiQuery);
  await expect.poll(() => cardNames(page)).toEqual(expected);
  return expected;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("home page", () => {
  test("shows the hero, the promises, three carousels of five, happy customers and the categories", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Kurta Shop/);
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toMatch(/Kurta Shop/);
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(/\/uploads\//);

    // Hero: headline, copy, the way in and a best seller's picture, sized before it loads.
    const hero = page.getByRole("region", { name: /Kurtas woven/ });
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero.getByRole("link", { name: "Shop the collection" })).toHaveAttribute("href", "/search");
    const heroImage = hero.getByRole("img");
    await expect(heroImage).toHaveAttribute("width", "800");
    await expect(heroImage).toHaveAttribute("height", "1000");
    await expect.poll(() => heroImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const [bestSeller] = (
      await getJson<{ products: { image: string[] }[] }>(page.request, `/api/v1/products/getAllProduct?${SHELVES[0].query}&limit=1`)
    ).products;
    // Our pictures travel by their short address (/i/<key>, decision 059).
    expect(await heroImage.getAttribute("src")).toContain(bestSeller!.image[0]!.replace(/^\/uploads\//, "/i/"));

    // The spec's five promises.
    const promises = page.getByRole("region", { name: "Why shop with us" });
    for (const claim of [
      "Free shipping",
      "Cash on delivery",
      "Premium quality",
      "Stitching available in Delhi",
      "3-day replacement guarantee",
    ]) {
      await expect(promises.getByText(claim, { exact: true })).toBeVisible();
    }

    // Three carousels of five, each in the order of its query, with a View All link to the same query.
    for (const { title, query } of SHELVES) {
      const region = shelf(page, title);
      await expect(slides(region)).toHaveCount(5);
      const expected = await names(page.request, `${query}&limit=5`);
      expect((await region.getByRole("heading", { level: 3 }).allTextContents()).map((text) => text.trim())).toEqual(expected);
      await expect(region.getByRole("link", { name: `View All ${title}` })).toHaveAttribute("href", `/search?${query}`);
      await expect(
        slides(region)
          .first()
          .getByText(/^Starting from ₹[\d,]+(\.\d\d)?$/),
      ).toBeVisible();
      await expect(slides(region).first().getByRole("link")).toHaveAttribute("href", /^\/product\/[\w-]+$/);
    }

    // Happy customers: reviews with a name, a read-only rating (4★ or more) and the text.
    const reviews = page.getByRole("region", { name: "Happy Customers" });
    const reviewSlides = slides(reviews);
    expect(await reviewSlides.count()).toBeGreaterThan(0);
    const first = reviewSlides.first();
    await expect(first.getByRole("heading", { level: 3 })).not.toBeEmpty();
    const rating = await first.getByRole("img", { name: /^Rated [\d.]+ out of 5$/ }).getAttribute("aria-label");
    expect(Number(rating!.match(/[\d.]+/)![0])).toBeGreaterThanOrEqual(4);
    await expect(first.locator("blockquote")).not.toBeEmpty();
    await expect(first.locator('[aria-hidden="true"] img, [aria-hidden="true"] [role="img"]')).toHaveCount(1);

    // Categories: one tile per category, each to its page.
    const { categories } = await getJson<{ categories: CategoryView[] }>(page.request, "/api/v1/products/category");
    const tiles = page.getByRole("region", { name: "Shop by Category" }).getByRole("link");
    await expect(tiles).toHaveCount(categories.length);
    for (const category of categories) {
      await expect(tiles.filter({ hasText: category.name })).toHaveAttribute("href", `/category/${category.slug}`);
    }
  });

  test("the carousels move with their buttons, by keyboard, and by dragging on a phone", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const region = shelf(page, "Best Selling");
    const prev = region.getByRole("button", { name: "Previous Best Selling" });
    const next = await hydrated(region.getByRole("button", { name: "Next Best Selling" }));
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    const lastSlide = slides(region).last();
    const viewport = page.viewportSize()!;
    expect((await lastSlide.boundingBox())!.x).toBeGreaterThan(viewport.width - 100);

    await next.click();
    await expect(prev).toBeEnabled();
    await expect(next).toBeDisabled();
    await expect
      .poll(async () => {
        const box = (await lastSlide.boundingBox())!;
        return box.x + box.width;
      })
      .toBeLessThanOrEqual(viewport.width);

    // Keyboard: Tab reaches the button, Enter moves back.
    await prev.focus();
    await page.keyboard.press("Enter");
    await expect(prev).toBeDisabled();

    const popular = shelf(page, "Most Popular");
    await popular.getByRole("button", { name: "Next Most Popular" }).press("Enter");
    await expect(popular.getByRole("button", { name: "Previous Most Popular" })).toBeEnabled();

    // A swipe (drag) on a phone.
    await page.setViewportSize(MOBILE);
    await page.goto("/");
    const value = shelf(page, "Value for Money");
    const valuePrev = await hydrated(value.getByRole("button", { name: "Previous Value for Money" }));
    await expect(valuePrev).toBeDisabled();
    const track = value.locator(".overflow-hidden").first();
    await track.scrollIntoViewIfNeeded();
    // embla starts as the carousel comes near the screen (use-lazy-embla.tsx) and then places the slides:
    // a drag a finger makes before that moves nothing.
    await expect(track.locator("> div")).toHaveAttribute("style", /translate3d/);
    const box = (await track.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, y, { steps: 5 });
    await page.mouse.move(box.x + 10, y, { steps: 5 });
    await page.mouse.up();
    await expect(valuePrev).toBeEnabled();
  });

  test("happy customers slide on their own every 5 s, and stop on hover, on Pause and for reduced motion", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const reviews = page.getByRole("region", { name: "Happy Customers" });
    const player = reviews.locator("[data-autoplay]");
    await hydrated(reviews.getByRole("button", { name: "Next reviews" }));
    // It starts once it comes near the screen (its code loads then: decision 058).
    await reviews.scrollIntoViewIfNeeded();
    const track = reviews.locator(".overflow-hidden > div").first();
    await expect(player).toHaveAttribute("data-autoplay", "playing");
    const before = await track.getAttribute("style");
    await expect.poll(() => track.getAttribute("style"), { timeout: 9_000, intervals: [500] }).not.toBe(before);

    await reviews.locator(".overflow-hidden").first().hover();
    await expect(player).toHaveAttribute("data-autoplay", "paused");
    await page.mouse.move(0, 0);
    await expect(player).toHaveAttribute("data-autoplay", "playing");

    await reviews.getByRole("button", { name: "Pause automatic sliding" }).click();
    await expect(player).toHaveAttribute("data-autoplay", "paused");
    await page.mouse.move(0, 0);
    await reviews.getByRole("button", { name: "Play automatic sliding" }).click();
    await page.mouse.move(0, 0);
    await expect(player).toHaveAttribute("data-autoplay", "playing");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(player).toHaveAttribute("data-autoplay", "paused");
    await expect(reviews.getByRole("button", { name: /automatic sliding/ })).toHaveCount(0);
    await expect(reviews.getByRole("button", { name: "Next reviews" })).toBeEnabled();
  });

  test("View All of Best Selling lists every product by sales on /search", async ({ page }) => {
    await page.goto("/");
    await (await hydrated(shelf(page, "Best Selling").getByRole("link", { name: "View All Best Selling" }))).click();
    await expect(page).toHaveURL(/\/search\?sortBy=purchased&sortOrder=desc$/);
    await expect(page.getByLabel("Sort by")).toHaveValue("purchased-desc");
    await expectResults(page, "sortBy=purchased&sortOrder=desc");
  });
});

test.describe("search page", () => {
  test("filters by category, price, stock, cash on delivery and colour through the URL, and Clear resets them", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const { categories } = await getJson<{ categories: CategoryView[] }>(page.request, "/api/v1/products/category");
    const { colors } = await getJson<{ colors: ColorView[] }>(page.request, "/api/v1/products/getColors");

    // A category holding an in-stock, cash-on-delivery kurta: every filter below keeps it.
    let pick:
      { category: CategoryView; product: CardView; range: { min: number; max: number; label: string }; color: ColorView } | undefined;
    for (const category of [...categories].sort((a, b) => b.productCount - a.productCount)) {
      const { products } = await listing(page.request, `category=${category.id}&limit=100`);
      for (const product of products.filter((p) => p.inStock && p.isCOD)) {
        const range = PRICE_RANGES.map(({ minPaise, maxPaise }) => {
          const { priceMin: min, priceMax: max } = priceParams(minPaise, maxPaise);
          return { min, max, label: `${formatINR(minPaise)} – ${formatINR(maxPaise)}` };
        }).find(({ min, max }) => product.minPrice >= min && product.minPrice <= max);
        const color = colors.find((c) => c.colorCode.toLowerCase() === product.colorCodes[0]?.toLowerCase());
        if (range && color) {
          pick = { category, product, range, color };
          break;
        }
      }
      if (pick) break;
    }
    expect(pick, "the seed has an in-stock, cash-on-delivery kurta").toBeDefined();
    const { category, product, range, color } = pick!;
    const code = color.colorCode.replace("#", "").toLowerCase();

    await page.goto("/search");
    const sidebar = filters(page);
    await hydrated(sidebar.getByRole("radio"));
    await expect(sidebar.getByRole("checkbox", { checked: true })).toHaveCount(0);

    await sidebar.getByRole("checkbox", { name: new RegExp(`^${escapeRegExp(category.name)}\\s*,`) }).check();
    await expect(page).toHaveURL(`/search?category=${category.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
    await expectResults(page, `category=${category.id}`);

    await sidebar.getByRole("radio", { name: range.label }).check();
    await expect(page).toHaveURL(new RegExp(`priceMin=${range.min}&priceMax=${range.max}`));
    await expectResults(page, `category=${category.id}&priceMin=${range.min}&priceMax=${range.max}`);

    await sidebar.getByRole("radio", { name: "In Stock" }).check();
    await expect(page).toHaveURL(/availibility=true/);
    await sidebar.getByRole("radio", { name: "Cash On Delivery" }).check();
    await expect(page).toHaveURL(/payment=cod/);
    await sidebar.getByText(color.colorName, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`color=${code}`));

    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      category: category.id,
      priceMin: String(range.min),
      priceMax: String(range.max),
      availibility: "true",
      payment: "cod",
      color: code,
    });
    const shown = await expectResults(page, url.search.slice(1));
    expect(shown).toContain(product.name);
    // What the API says of each shown product agrees with every filter.
    const { products } = await listing(page.request, url.search.slice(1));
    for (const item of products) {
      expect(item.inStock && item.isCOD).toBe(true);
      expect(item.minPrice).toBeGreaterThanOrEqual(range.min);
      expect(item.minPrice).toBeLessThanOrEqual(range.max);
      expect(item.colorCodes).toContain(color.colorCode.toLowerCase());
    }
    await expect(sidebar.getByRole("radio", { name: "In Stock" })).toBeChecked();
    await expect(sidebar.getByRole("checkbox", { name: color.colorName, exact: true })).toBeChecked();

    // "Clear all filters" from 768 px up; it resets everything, the search text too.
    await page.goto(`${url.pathname}${url.search}&search=kurta`);
    await (await hydrated(sidebar.getByRole("link", { name: "Clear all filters" }))).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(sidebar.getByRole("radio", { name: "Both" })).toBeChecked();
    await expect(sidebar.getByRole("checkbox", { checked: true })).toHaveCount(0);
    await expectResults(page, "");
  });

  test("on a phone the filters open from a button as a panel, whose Clear is short", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    const { categories } = await getJson<{ categories: CategoryView[] }>(page.request, "/api/v1/products/category");
    const category = categories[0]!;
    await page.goto("/search");
    await expect(filters(page)).toBeHidden();
    await (await hydrated(page.getByRole("button", { name: /^Filters/ }))).click();
    const panel = page.getByRole("dialog", { name: "Filters" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Clear", exact: true })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Clear all filters" })).toHaveCount(0);

    await panel.getByRole("checkbox", { name: new RegExp(`^${escapeRegExp(category.name)}\\s*,`) }).check();
    await expect(page).toHaveURL(`/search?category=${category.id}`);
    await expect(panel.getByRole("button", { name: `Show ${category.productCount} products` })).toBeVisible();
    await shot(page, "storefront-search-360-filters");
    await panel.getByRole("button", { name: `Show ${category.productCount} products` }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: /^Filters 1 active/ })).toBeVisible();
    await expectResults(page, `category=${category.id}`);

    await page.getByRole("button", { name: /^Filters/ }).click();
    await panel.getByRole("link", { name: "Clear", exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(panel.getByRole("checkbox", { checked: true })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  });

  test("shows a skeleton, then the results dimmed with a loader, while a page is on its way", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/search");
    await hydrated(filters(page).getByRole("radio"));
    await page.route(/\/search\?/, async (route) => {
      const headers = route.request().headers();
      // Only the page's own data; prefetches (the route's loading state) go through at once.
      if (headers["rsc"] && !headers["next-router-prefetch"]) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await filters(page).getByRole("radio", { name: "In Stock" }).check();
    await expect(results(page).getByRole("status")).toHaveText("Loading products…");
    await expect(results(page).locator("[aria-busy]").first()).toHaveAttribute("aria-busy", "true");
    await expect(page).toHaveURL(/availibility=true/);
    await expect(results(page).locator("[aria-busy]").first()).toHaveAttribute("aria-busy", "false");
    await expect(results(page).getByRole("status")).toHaveCount(0);

    // Coming from another page, the listing is a kept page, prefetched with the link: it shows at
    // once, with no skeleton and no request held back above.
    await page.goto("/");
    await hydrated(page.getByRole("link", { name: "Shop the collection" }));
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: "Shop the collection" }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("All kurtas");
    await expect(results(page).getByRole("article").first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test("sorts by price both ways", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/search");
    await hydrated(page.getByLabel("Sort by"));
    await expect(page.getByLabel("Sort by")).toHaveValue("createdAt-desc");
    await expect(page.getByLabel("Sort by").getByRole("option", { name: "Relevance" })).toHaveCount(0);

    await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
    await expect(page).toHaveURL(/\/search\?sortBy=price&sortOrder=asc$/);
    await expectResults(page, "sortBy=price&sortOrder=asc");
    const ascending = await cardPrices(page);
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    // The page left stays mounted, hidden, for going back: the shopper's select is the visible one.
    await page.getByLabel("Sort by").filter({ visible: true }).selectOption({ label: "Price: high to low" });
    await expect(page).toHaveURL(/\/search\?sortBy=price&sortOrder=desc$/);
    await expectResults(page, "sortBy=price&sortOrder=desc");
    const descending = await cardPrices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThanOrEqual(ascending[ascending.length - 1]!);
  });

  test("a typo still finds Chikankari kurtas, and nonsense finds nothing", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const response = await page.goto("/search?search=chikankri");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “chikankri”");
    await expect(page.getByLabel("Sort by")).toHaveValue("relevance-desc");
    const found = await expectResults(page, "search=chikankri");
    expect(found.length).toBeGreaterThan(0);
    for (const name of found) expect(name).toMatch(/chikankari/i);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);

    await page.goto("/search?search=qwxzvbnm");
    await expect(page.getByRole("main").getByText("No Item Found")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^0 products/ })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
  });

  test("pages: Prev, two pages either side, Next; none with a single page", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const first = await listing(page.request, "");
    expect(first.pagination.totalPages).toBeGreaterThanOrEqual(4);
    await page.goto("/search");
    const pages = page.getByRole("navigation", { name: "Pagination" });
    await hydrated(pages.getByRole("link", { name: "Next page" }));
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveAttribute("aria-disabled", "true");
    await expect(pages.getByRole("link", { name: "Previous page" })).not.toHaveAttribute("href", /./);
    await expect(pages.getByRole("link", { name: /^Page \d+$/ })).toHaveText(["1", "2", "3"]);

    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/search\?page=2$/);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expectResults(page, "page=2");
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/search\?page=3$/);
    await expect(pages.getByRole("link", { name: /^Page \d+$/ })).toHaveCount(Math.min(5, first.pagination.totalPages));
    await expectResults(page, "page=3");
    await pages.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(/\/search\?page=2$/);
    await pages.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(/\/search$/);

    // A filter goes back to page 1.
    await page.goto("/search?page=2");
    await (await hydrated(filters(page).getByRole("radio", { name: "In Stock" }))).check();
    await expect(page).toHaveURL(/\/search\?availibility=true$/);

    // One page of results: no pagination.
    const { categories } = await getJson<{ categories: CategoryView[] }>(page.request, "/api/v1/products/category");
    const small = categories.find((category) => category.productCount > 0 && category.productCount <= 12)!;
    await page.goto(`/search?category=${small.id}`);
    await expect(results(page).getByRole("heading", { level: 3 })).toHaveCount(small.productCount);
    await expect(pages).toHaveCount(0);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).not.toMatch(/noindex/);
  });

  test("an address with broken filters explains itself over the unfiltered list instead of failing", async ({ page }) => {
    for (const query of ["priceMin=abc", "priceMin=900&priceMax=100", "sortBy=relevance", "limit=500&all=true", "color=%23zzzzzz"]) {
      const response = await page.goto(`/search?${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(page.getByRole("alert").filter({ hasText: "could not be used" })).toBeVisible();
      await expect(results(page).getByRole("heading", { level: 3 })).toHaveCount(12);
    }
  });
});

test.describe("quick view", () => {
  test("opens from a home carousel with the product's sizes and colours; Escape and the backdrop close it", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const region = shelf(page, "Best Selling");
    const card = slides(region).first();
    const name = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
    const [listed] = (await listing(page.request, "sortBy=purchased&sortOrder=desc&limit=1")).products;
    const detail = await productDetail(page.request, listed!._id);
    expect(detail.name).toBe(name);

    const button = await hydrated(card.getByRole("button", { name: `Quick view: ${name}` }));
    await button.click();
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 2, name })).toBeVisible();
    // The colours to choose from, opened on the first in stock, whose sizes show.
    const colours = dialog.getByRole("radiogroup", { name: "Colour" }).getByRole("radio");
    await expect(colours).toHaveCount(detail.subDetails.length);
    for (const variant of detail.subDetails) await expect(colours.and(page.getByLabel(variant.colorName, { exact: true }))).toBeVisible();
    const opened = detail.subDetails.find((variant) => variant.sizes.some((size) => size.stock > 0))!;
    await expect(colours.and(page.getByLabel(opened.colorName, { exact: true }))).toHaveAttribute("aria-checked", "true");
    await expect(dialog.getByRole("radiogroup", { name: "Size" }).getByRole("radio")).toHaveText(opened.sizes.map((size) => size.size));
    await expect(dialog.getByRole("img", { name: new RegExp(`^${escapeRegExp(name)}`) })).toBeVisible();
    await expect(dialog.getByRole("link", { name: /^View More/ })).toHaveAttribute("href", `/product/${detail.slug}`);

    // Focus moves into it while it is open.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();

    await button.click();
    await expect(dialog.getByRole("link", { name: /^View More/ })).toBeVisible();
    await page.mouse.click(10, 10);
    await expect(dialog).toHaveCount(0);

    await button.click();
    await dialog.getByRole("button", { name: "Close quick view" }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("opens from a search card; View More goes to the product page; a failed load says so", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/search");
    const card = results(page).getByRole("article").first();
    const name = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
    await (await hydrated(card.getByRole("button", { name: `Quick view: ${name}` }))).click();
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog.getByRole("link", { name: /^View More/ })).toBeVisible();
    await loadAllImages(page);
    await shot(page, "storefront-quick-view-1280");
    const href = await dialog.getByRole("link", { name: /^View More/ }).getAttribute("href");
    expect(href).toMatch(/^\/product\/[\w-]+$/);
    await dialog.getByRole("link", { name: /^View More/ }).click();
    await expect(page).toHaveURL(href!);

    await page.setViewportSize(MOBILE);
    await page.goto("/search");
    await page.route("**/api/v1/products/getProduct", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fulfill({ status: 500, json: { success: false, message: "Something went wrong. Please try again." } });
    });
    await (await hydrated(results(page).getByRole("button", { name: /^Quick view/ }))).first().click();
    const failing = page.getByRole("dialog");
    await expect(failing.getByText(/^Loading /)).toBeVisible();
    await expect(failing.getByRole("alert")).toHaveText("Something went wrong. Please try again.");
    await page.unroute("**/api/v1/products/getProduct");
    await failing.getByRole("button", { name: "Try again" }).click();
    await expect(failing.getByRole("link", { name: /^View More/ })).toBeVisible();
    await loadAllImages(page);
    await shot(page, "storefront-quick-view-360");
  });
});

test.describe("accessibility and looks", () => {
  for (const [label, size] of [
    ["360", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    test(`home and search at ${label} px: no serious axe violations, and screenshots`, async ({ page }) => {
      await page.setViewportSize(size);
      for (const [name, path] of [
        ["home", "/"],
        ["search", "/search"],
      ] as const) {
        await page.goto(path);
        await loadAllImages(page);
        await noSeriousViolations(page);
        // No horizontal scrolling at any width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
        await shot(page, `storefront-${name}-${label}`, { fullPage: true });
      }

      // With the quick view open.
      await (await hydrated(results(page).getByRole("button", { name: /^Quick view/ }))).first().click();
      await expect(page.getByRole("dialog").getByRole("link", { name: /^View More/ })).toBeVisible();
      await noSeriousViolations(page);
    });
  }
});
