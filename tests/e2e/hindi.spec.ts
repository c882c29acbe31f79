import { expect, test, type Page } from "@playwright/test";
import { newShopper, signIn } from "./fixtures";
import { hydrated, noSeriousViolations, seriousViolations, shot } from "./support";

// Issue 55: the shop in Hindi under /hi, English unchanged at the root, no redirect by language,
// pages paired by hreflang, search in both scripts.

const alternates = (page: Page) =>
  page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href")!).pathname])),
    );
const canonical = (page: Page) => page.locator('link[rel="canonical"]').evaluate((link) => new URL(link.getAttribute("href")!).pathname);

/** The product pages a listing links to, as English paths. */
const productLinks = (page: Page) =>
  page
    .locator("main article h3 a")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.replace(/^\/hi\//, "/")).sort());

test("the home page in Hindi at 360 px: Hindi words, Hindi links, paired with English, axe clean", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const response = await page.goto("/hi");
  expect(response?.status()).toBe(200);
  await expect(page.locator("main#main")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("हर दिन और हर त्योहार के लिए बुने गए कुर्ते");
  await expect(page).toHaveTitle("Kurta Shop: हाथ से बने कुर्ते, पूरे भारत में मुफ़्त डिलीवरी");
  const shelf = page.getByRole("region", { name: "सबसे ज़्यादा बिकने वाले", exact: true });
  const card = shelf.getByRole("article").first();
  await expect(card.getByRole("link")).toHaveAttribute("href", /^\/hi\/product\/[\w-]+$/);
  await expect(card).toContainText(/शुरुआती क़ीमत ₹[\d,]+/);
  await expect(page.getByRole("link", { name: "पूरा संग्रह देखें" })).toHaveAttribute("href", "/hi/search");
  expect(await canonical(page)).toBe("/hi");
  expect(await alternates(page)).toEqual({ "en-IN": "/", hi: "/hi", "x-default": "/" });
  await shot(page, "hindi-home-360");
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, "hindi-home-1280");

  // In the header from 640 px, and in the footer.
  await expect(page.getByRole("link", { name: "Read this page in English" })).toHaveCount(2);
  await page.getByRole("link", { name: "Read this page in English" }).first().click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kurtas woven for every day and every celebration");
});

test("English stays at the root for a Hindi browser, with a one-tap offer and the pair named both ways", async ({ browser }) => {
  const context = await browser.newContext({ locale: "hi-IN", extraHTTPHeaders: { "Accept-Language": "hi-IN,hi;q=0.9" } });
  const page = await context.newPage();
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()).toBeNull();
  await expect(page).toHaveURL("/");
  expect(await alternates(page)).toEqual({ "en-IN": "/", hi: "/hi", "x-default": "/" });
  expect(await canonical(page)).toBe("/");

  const offer = page.getByRole("region", { name: "यह पेज हिन्दी में भी है।" });
  await expect(offer).toBeVisible();
  await shot(page, "hindi-offer-1280");
  await offer.getByRole("link", { name: "हिन्दी में पढ़ें" }).click();
  await expect(page).toHaveURL("/hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("हर दिन और हर त्योहार के लिए बुने गए कुर्ते");
  await context.close();
});

test("a product's Hindi page names its English page and back", async ({ page }) => {
  await page.goto("/hi");
  const link = (await page
    .getByRole("region", { name: "सबसे लोकप्रिय", exact: true })
    .getByRole("article")
    .first()
    .getByRole("link")
    .getAttribute("href"))!;
  // A card may name its colour (?color=…); the pair is the product's own address.
  const href = link.split("?")[0]!;
  const english = href.replace(/^\/hi/, "");
  const response = await page.goto(href);
  expect(response?.status()).toBe(200);
  await expect(page.locator("main#main")).toHaveAttribute("lang", "hi");
  expect(await canonical(page)).toBe(href);
  const pair = { "en-IN": english, hi: href, "x-default": english };
  expect(await alternates(page)).toEqual(pair);
  await page.goto(english);
  expect(await canonical(page)).toBe(english);
  expect(await alternates(page)).toEqual(pair);

  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/hi<\/loc>/);
  expect(sitemap).toMatch(new RegExp(`hreflang="hi" href="https?://[^/"]+${href}"`));
});

test("a search in Devanagari on the Hindi page lists what the English words list", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const pairs: [string, string][] = [
    ["नीला कुर्ता", "blue kurta"],
    ["रेशमी कुर्ता", "silk kurta"],
    ["कुर्ता 1000 से कम", "kurta under 1000"],
  ];
  for (const [hindi, english] of pairs) {
    await page.goto(`/search?search=${encodeURIComponent(english)}`);
    // The results stream in after the page's frame: read them once the first is there.
    await expect(page.locator("main article").first()).toBeVisible();
    const inEnglish = await productLinks(page);
    expect(inEnglish.length, english).toBeGreaterThan(0);
    await page.goto(`/hi/search?search=${encodeURIComponent(hindi)}`);
    await expect(page.locator("main article").first()).toBeVisible();
    expect(await productLinks(page), hindi).toEqual(inEnglish);
  }
  await shot(page, "hindi-search-360");
});

test("a product's reviews in Hindi at 360 px: Hindi heading, sort, stars and form, her refusals in Hindi, paired with English, axe clean", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 900 });
  const list = await page.request.get("/api/v1/products/getAllProduct?limit=20&sortBy=rating&sortOrder=desc");
  const { products } = (await list.json()) as { products: { _id: string; slug: string; rating?: { count: number } }[] };
  const product = products.find((candidate) => (candidate.rating?.count ?? 0) >= 2) ?? products[0]!;
  const hindi = `/hi/reviews/${product._id}`;
  const english = `/reviews/${product._id}`;

  // The Hindi product page leads to the Hindi reviews, both to read them and to write one.
  await page.goto(`/hi/product/${product.slug}`);
  await expect(page.getByRole("link", { name: /^और देखें/ })).toHaveAttribute("href", hindi);
  await expect(page.getByRole("link", { name: "समीक्षा लिखें" })).toHaveAttribute("href", `${hindi}#your-review`);

  const response = await page.goto(hindi);
  expect(response?.status()).toBe(200);
  await expect(page.locator("main#main")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("रेटिंग और समीक्षाएँ");
  await expect(page).toHaveTitle(/ की रेटिंग और समीक्षाएँ \| Kurta Shop$/);
  await expect(page.getByRole("heading", { level: 2, name: /^सभी समीक्षाएँ \(\d+\)$/ })).toBeVisible();
  expect(await canonical(page)).toBe(hindi);
  const pair = { "en-IN": english, hi: hindi, "x-default": english };
  expect(await alternates(page)).toEqual(pair);

  const sorts = page.getByRole("navigation", { name: "समीक्षाओं का क्रम" });
  await sorts.getByRole("link", { name: "सबसे कम रेटिंग" }).click();
  await expect(page).toHaveURL(`${hindi}?sort=lowest`);
  await expect(sorts.getByRole("link", { name: "सबसे कम रेटिंग" })).toHaveAttribute("aria-current", "true");
  const stars = page.getByRole("navigation", { name: "सितारों के हिसाब से समीक्षाएँ" });
  await stars.getByRole("link", { name: /^5 सितारे/ }).click();
  await expect(page).toHaveURL(`${hindi}?sort=lowest&stars=5`);
  await expect(stars.getByRole("link", { name: /^5 सितारे/ })).toHaveAttribute("aria-current", "true");

  // A visitor's Post leads to the Hindi login, which brings her back here.
  const yours = page.getByRole("region", { name: "आपकी समीक्षा" });
  await (await hydrated(yours.getByRole("button", { name: "पोस्ट करें" }))).click();
  await expect(page).toHaveURL(/\/hi\/login\?next=/);
  expect(new URL(page.url()).searchParams.get("next")).toBe(`${hindi}#your-review`);

  // Signed in, an empty form is refused in Hindi before anything is sent.
  await signIn(page, await newShopper("Meera Test"));
  await page.goto(hindi);
  await (await hydrated(yours.getByRole("button", { name: "पोस्ट करें" }))).click();
  await expect(yours.getByText("रेटिंग 0.5 से 5 सितारों तक, आधे-आधे सितारे में चुनें")).toBeVisible();
  await expect(yours.getByText("समीक्षा 3 से 2000 अक्षरों की होनी चाहिए")).toBeVisible();
  await expect(yours.getByRole("group", { name: "आपकी रेटिंग" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, "hindi-reviews-360", { fullPage: true });
  await noSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "hindi-reviews-1280", { fullPage: true });

  // The English page keeps its words and names the Hindi one.
  await page.goto(english);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rating and Reviews");
  expect(await canonical(page)).toBe(english);
  expect(await alternates(page)).toEqual(pair);
});
