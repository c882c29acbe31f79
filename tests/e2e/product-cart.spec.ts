import type { APIRequestContext, Page } from "@playwright/test";
import { priceWithGst } from "../../lib/pricing/gst";
import { formatINR, rupeesToPaise } from "../../lib/pricing/money";
import { expect, newShopper, ownProduct, test, type Shopper } from "./fixtures";
import { noSeriousViolations, seededListing, shot, toast } from "./support";

// The shopping journey of the spec (sections 2, 4 and 9): the product page (its choices, price,
// structured data and canonical link), the cart with its steppers and totals, and the wishlist.
// A shopper of this file's own, named Priya, whose cart and wishlist change as the steps go, so the
// tests run in order.
test.describe.configure({ mode: "serial" });

let priya: Shopper;
test.beforeAll(async () => {
  priya = await newShopper("Priya Sharma");
});

type ApiSize = { _id: string; size: string; price: number; discount: number; stock: number };
type ApiVariant = { _id: string; colorName: string; colorCode: string; images: string[]; sizes: ApiSize[] };
type ApiCard = { _id: string; slug: string; name: string; rating: { average: number; count: number } };
type ApiProduct = ApiCard & { category: string; subDetails: ApiVariant[]; suggestions: ApiCard[] };
/** A size of a product, with what the page and the cart call it. */
type Pick = { product: ApiProduct; variant: ApiVariant; size: ApiSize; lineName: string };

async function listProducts(request: APIRequestContext, limit: number): Promise<ApiCard[]> {
  const response = await request.get(seededListing(`availibility=true&limit=${limit}`));
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { products: ApiCard[] };
  expect(body.products.length).toBeGreaterThan(0);
  return body.products;
}

async function productDetail(request: APIRequestContext, id: string): Promise<ApiProduct> {
  const response = await request.get(`/api/v1/products/getProduct?id=${encodeURIComponent(id)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { product: ApiProduct }).product;
}

/** The sizes on Priya's cart and wishlist (the page's own session cookie answers for her). */
async function priyasSizes(request: APIRequestContext): Promise<Set<string>> {
  const cart = (await (await request.get("/api/v1/order/getMyCart")).json()) as { cart: { sizeId: string }[] };
  const wishlist = (await (await request.get("/api/v1/order/getMyWishlist")).json()) as { wishlist: { sizeId: string }[] };
  return new Set([...cart.cart, ...wishlist.wishlist].map((line) => line.sizeId));
}

/** How many lines Priya's cart holds now. */
async function cartLines(request: APIRequestContext): Promise<number> {
  const cart = (await (await request.get("/api/v1/order/getMyCart")).json()) as { cart: unknown[] };
  return cart.cart.length;
}

/** The first size (over every product in stock) that fits, and no size of `taken`. */
function findSize(products: readonly ApiProduct[], taken: Set<string>, fits: (size: ApiSize) => boolean): Pick {
  for (const product of products) {
    for (const variant of product.subDetails) {
      for (const size of variant.sizes) {
        if (taken.has(size._id) || !fits(size)) continue;
        taken.add(size._id);
        return { product, variant, size, lineName: `${product.name} - ${variant.colorName} - ${size.size}` };
      }
    }
  }
  throw new Error("No size in the demo catalogue fits");
}

async function logIn(page: Page, path = "/login") {
  await page.goto(path);
  await page.getByLabel("Email").fill(priya.email);
  await page.getByLabel("Password").fill(priya.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

async function choose(page: Page, pick: Pick) {
  const colour = page.getByRole("radiogroup", { name: "Colour" }).getByRole("radio", { name: pick.variant.colorName, exact: true });
  // The choices wait for hydration (disabled until then), so the first tap counts.
  await colour.click();
  await expect(colour).toBeChecked();
  const size = page.getByRole("radiogroup", { name: "Size" }).getByRole("radio", { name: pick.size.size, exact: true });
  await size.click();
  await expect(size).toBeChecked();
}

async function screens(page: Page, path: string, name: string, ready: (page: Page) => Promise<void>) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await ready(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `${name}-${width}`, { fullPage: true });
  }
}

test("a product page opened by id names its slug as canonical and carries Product and breadcrumb JSON-LD", async ({ page }) => {
  const [first] = await listProducts(page.request, 5);
  const product = await productDetail(page.request, first!._id);

  const response = await page.goto(`/product/${product._id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical ?? "", "http://x").pathname).toBe(`/product/${product.slug}`);
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute("content", /\/uploads\//);

  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const jsonLd = blocks.find((block) => block["@type"] === "ProductGroup");
  expect(jsonLd).toBeDefined();
  expect(jsonLd).toMatchObject({ name: product.name, productGroupID: product._id, brand: { name: "Kurta Shop" } });
  // One variant per size, each with its offer; the product is in stock, so one of them is.
  const offers = (jsonLd!.hasVariant as { offers: Record<string, unknown> }[]).map((variant) => variant.offers);
  expect(offers.every((offer) => offer.priceCurrency === "INR")).toBe(true);
  expect(offers.map((offer) => offer.availability)).toContain("https://schema.org/InStock");
  expect((jsonLd!.image as string[]).length).toBeGreaterThan(0);
  if (product.rating.count > 0) expect(jsonLd!.aggregateRating).toMatchObject({ reviewCount: product.rating.count });
  else expect(jsonLd!.aggregateRating).toBeUndefined();
  const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList");
  const steps = breadcrumb?.itemListElement as { item: string }[];
  expect(steps.length).toBe(3);
  // The category step is the category's own page, in the JSON-LD and in the visible trail.
  const { categories } = (await (await page.request.get("/api/v1/products/category")).json()) as {
    categories: { id: string; slug: string }[];
  };
  const categorySlug = categories.find((category) => category.id === product.category)?.slug;
  expect(new URL(steps[1]!.item).pathname).toBe(`/category/${categorySlug}`);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").nth(1)).toHaveAttribute(
    "href",
    `/category/${categorySlug}`,
  );

  // The gallery: thumbnails switch the main picture and say which is shown.
  const thumbnails = page.getByRole("button", { name: /^Show image \d+ of \d+$/ });
  if ((await thumbnails.count()) > 1) {
    await expect(thumbnails.first()).toHaveAttribute("aria-pressed", "true");
    await thumbnails.nth(1).click();
    await expect(thumbnails.nth(1)).toHaveAttribute("aria-pressed", "true");
    await expect(thumbnails.first()).toHaveAttribute("aria-pressed", "false");
  }
});

test("a product page shows its reviews, its suggestions and the best sellers", async ({ page }) => {
  const cards = await listProducts(page.request, 60);
  const products = await Promise.all(cards.map((card) => productDetail(page.request, card._id)));
  const product = products.find((p) => p.suggestions.length > 0 && p.rating.count > 0) ?? products.find((p) => p.suggestions.length > 0);
  expect(product).toBeDefined();
  await page.goto(`/product/${product!.slug}`);

  const suggestions = page.getByRole("region", { name: "Suggestions" });
  await expect(suggestions.getByRole("listitem")).toHaveCount(Math.min(5, product!.suggestions.length));
  await expect(suggestions.getByRole("link", { name: "View all Suggestions" })).toHaveAttribute(
    "href",
    "/search?sortBy=viewed&sortOrder=desc",
  );
  const bestSelling = page.getByRole("region", { name: "Best Selling" });
  await expect(bestSelling.getByRole("listitem")).toHaveCount(5);
  await expect(bestSelling.getByRole("link", { name: "View all Best Selling" })).toHaveAttribute(
    "href",
    "/search?sortBy=purchased&sortOrder=desc",
  );

  const ratings = page.getByRole("region", { name: "Ratings and Reviews" });
  if (product!.rating.count > 0) {
    await expect(ratings.getByRole("article")).toHaveCount(Math.min(5, product!.rating.count));
    await expect(ratings.getByRole("link", { name: /^View More/ })).toHaveAttribute("href", `/reviews/${product!._id}`);
  } else {
    await expect(ratings).toContainText("No reviews yet.");
  }
  await noSeriousViolations(page);
  await screens(page, `/product/${product!.slug}`, "product-reviews", async (p) => {
    await expect(p.getByRole("region", { name: "Suggestions" })).toBeVisible();
  });
});

test("unknown products answer 404 on the product and reviews pages", async ({ page }) => {
  expect((await page.goto("/product/no-such-kurta"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  expect((await page.goto("/reviews/no-such-kurta"))?.status()).toBe(404);
});

test("the reviews page lists every review of a product under its summary", async ({ page }) => {
  const reviewed = (await listProducts(page.request, 60)).find((product) => product.rating.count > 0 && product.rating.count <= 100);
  expect(reviewed).toBeDefined();
  await page.goto(`/product/${reviewed!.slug}`);
  const section = page.getByRole("region", { name: "Ratings and Reviews" });
  await expect(section.getByRole("list", { name: "Reviews by stars" }).getByRole("listitem")).toHaveCount(5);
  await section.getByRole("link", { name: /^View More/ }).click();

  await expect(page).toHaveURL(new RegExp(`/reviews/${reviewed!._id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Rating and Reviews" })).toBeVisible();
  await expect(page.getByRole("link", { name: reviewed!.name })).toHaveAttribute("href", `/product/${reviewed!.slug}`);
  const all = page.getByRole("region", { name: /All reviews/ }).getByRole("article");
  await expect(all).toHaveCount(reviewed!.rating.count);
  await expect(all.first().locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  await expect(all.first().getByRole("img", { name: /^Rated [\d.]+ out of 5$/ })).toBeVisible();
  await noSeriousViolations(page);
  await screens(page, `/reviews/${reviewed!._id}`, "reviews", async (p) => {
    await expect(p.getByRole("heading", { level: 1, name: "Rating and Reviews" })).toBeVisible();
  });
});

test("when the shop cannot tell who is looking (the request fails), the page still works as a visitor's", async ({ page }) => {
  const [first] = await listProducts(page.request, 5);
  await page.route("**/api/v1/user/viewer**", (route) => route.abort("internetdisconnected"));
  await page.goto(`/product/${first!.slug}`);
  await expect(page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Login" })).toBeVisible();
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=`));
});

test("a visitor pressing Add to Cart, Add to Wishlist or Buy Now goes to the login and back", async ({ page }) => {
  const [first] = await listProducts(page.request, 5);
  await page.goto(`/product/${first!.slug}`);
  const login = new RegExp(`/login\\?next=${encodeURIComponent(`/product/${first!.slug}`)}$`);
  for (const name of ["Add to Cart", "Add to Wishlist", "Buy Now"]) {
    // The buttons wait until the page knows who is looking (disabled until then): the first tap counts.
    await page.getByRole("button", { name, exact: true }).click();
    await expect(page).toHaveURL(login);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: first!.name })).toBeVisible();
  }

  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect(page).toHaveURL(login);
  await logIn(page, page.url());
  await expect(page).toHaveURL(new RegExp(`/product/${first!.slug}$`));
  await expect(page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: /^My Cart/ })).toBeVisible();
});

test("Priya chooses colour and size, fills her cart, steps quantities and uses her wishlist", async ({ page, request }) => {
  test.setTimeout(240_000);
  await logIn(page);
  await expect(page).toHaveURL(/\/myaccount$/);

  // Sizes to work with, none of them already on Priya's cart or wishlist.
  const cards = await listProducts(page.request, 60);
  const products = await Promise.all(cards.map((card) => productDetail(page.request, card._id)));
  const taken = await priyasSizes(page.request);
  // Earlier journeys (checkout) may have ordered or changed her cart: count from what is there now.
  const linesBefore = await cartLines(page.request);
  const cartLink = (added: number) => {
    const lines = linesBefore + added;
    return page.getByRole("link", { name: `My Cart, ${lines} item${lines === 1 ? "" : "s"}` });
  };
  const main = findSize(products, taken, (size) => size.stock >= 5);
  // The scarce size is of a product of this journey's own: its stock is read on the page while others buy.
  const own = await productDetail(page.request, (await ownProduct(request, { stock: 3 })).id);
  const scarce = findSize([own], taken, (size) => size.stock >= 1 && size.stock <= 3);
  // Enough stock that journeys buying beside this one leave some to move to the cart at the end.
  const wished = findSize(products, taken, (size) => size.stock >= 5);
  // Two sizes already saved, as a shopper's wishlist holds before she adds one more.
  const saved = [findSize(products, taken, () => true), findSize(products, taken, () => true)];
  const savedOnes = await page.request.post("/api/v1/order/updateMyWishlist", {
    data: { wishlist: JSON.stringify(saved.map((pick) => ({ sizeId: pick.size._id }))) },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(savedOnes.ok(), await savedOnes.text()).toBe(true);
  const quantityOf = (pick: Pick) => page.getByRole("group", { name: `Quantity of ${pick.lineName}` });

  await test.step("the product page opens on the first colour in stock and asks for a size", async () => {
    await page.goto(`/product/${main.product.slug}`);
    const firstInStock = main.product.subDetails.find((variant) => variant.sizes.some((size) => size.stock > 0));
    await expect(page.getByRole("radio", { name: firstInStock!.colorName, exact: true })).toHaveAttribute("aria-checked", "true");
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(toast(page, "Select the size")).toBeVisible();
    await expect(page.getByRole("radiogroup", { name: "Size" }).getByRole("radio").first()).toBeFocused();

    await page.getByRole("radio", { name: main.variant.colorName, exact: true }).click();
    await expect(page.getByRole("radio", { name: main.variant.colorName, exact: true })).toHaveAttribute("aria-checked", "true");

    // Another colour forgets the size.
    const other = main.product.subDetails.find((variant) => variant._id !== main.variant._id);
    if (other) {
      await choose(page, main);
      await page.getByRole("radio", { name: other.colorName, exact: true }).click();
      await expect(page.getByRole("radiogroup", { name: "Size" }).locator('[aria-checked="true"]')).toHaveCount(0);
    }
  });

  await test.step("choosing colour and size shows its price with GST, and Add to Cart becomes Remove From Cart", async () => {
    await choose(page, main);
    const { price, discount } = main.size;
    await expect(page.getByText(formatINR(priceWithGst(rupeesToPaise(price))), { exact: true }).first()).toBeVisible();
    if (discount > price) {
      await expect(page.getByText(`${Math.floor(((discount - price) * 100) / discount)}% off`, { exact: true })).toBeVisible();
    }
    // One tap, one request: the action's answer gives the page its marks and the header its count.
    const fetches: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "fetch") fetches.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(toast(page, "Added to cart")).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove From Cart" })).toBeVisible();
    await expect(page.getByText("In cart: 1")).toBeVisible();
    await expect(cartLink(1)).toBeVisible();
    // Time for a second read to start, had the page asked for one (it would go out at once).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1_500)));
    expect(fetches).toEqual([`POST /product/${main.product.slug}`]);
    page.removeAllListeners("request");

    // Back on the page later, it still knows.
    await page.reload();
    await choose(page, main);
    await expect(page.getByRole("button", { name: "Remove From Cart" })).toBeVisible();
    await expect(page.getByText("In cart: 1")).toBeVisible();
  });

  await test.step("Buy Now goes to the cart, where + raises the quantity and the total", async () => {
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("heading", { level: 1, name: "My Cart" })).toBeVisible();
    await expect(quantityOf(main)).toContainText("1");
    const total = page.getByTestId("cart-total");
    const before = await total.textContent();
    await quantityOf(main)
      .getByRole("button", { name: `Increase quantity of ${main.lineName}` })
      .click();
    await expect(quantityOf(main).getByRole("status")).toHaveText("Quantity 2");
    await expect(total).not.toHaveText(before ?? "");
    await page.reload();
    await expect(quantityOf(main).getByRole("status")).toHaveText("Quantity 2");
  });

  await test.step("a size with little stock: Hurry Up, and + beyond the stock says Out of Stock", async () => {
    await page.goto(`/product/${scarce.product.slug}`);
    await choose(page, scarce);
    await expect(page.getByText(`Hurry Up, Only ${scarce.size.stock} left`)).toBeVisible();
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const stepper = quantityOf(scarce);
    for (let quantity = 1; quantity < scarce.size.stock; quantity++) {
      await expect(stepper.getByRole("status")).toHaveText(`Quantity ${quantity}`);
      await stepper.getByRole("button", { name: /^Increase quantity/ }).click();
    }
    await expect(stepper.getByRole("status")).toHaveText(`Quantity ${scarce.size.stock}`);
    await stepper.getByRole("button", { name: /^Increase quantity/ }).click();
    await expect(toast(page, "Out of Stock")).toBeVisible();
    await expect(stepper.getByRole("status")).toHaveText(`Quantity ${scarce.size.stock}`);
  });

  await test.step("− at 1 removes the line", async () => {
    await expect(cartLink(2)).toBeVisible();
    const stepper = quantityOf(main);
    await stepper.getByRole("button", { name: `Decrease quantity of ${main.lineName}` }).click();
    await expect(stepper.getByRole("status")).toHaveText("Quantity 1");
    await stepper.getByRole("button", { name: `Remove ${main.lineName} (quantity 1)` }).click();
    await expect(toast(page, "Item removed from cart")).toBeVisible();
    await expect(quantityOf(main)).toHaveCount(0);
    await expect(cartLink(1)).toBeVisible();
    await expect(page.getByRole("region", { name: "Price details" })).toContainText("FREE");
    await expect(page.getByRole("link", { name: /^Continue to pay ₹/ })).toHaveAttribute("href", "/booking");
  });

  await test.step("the cart page passes axe, and looks right at 360 and 1280 px", async () => {
    await noSeriousViolations(page);
    await screens(page, "/cart", "cart", async (p) => {
      await expect(p.getByRole("region", { name: "Price details" })).toBeVisible();
    });
  });

  await test.step("Add to Wishlist, then Move to Cart and Remove on the wishlist", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/product/${wished.product.slug}`);
    await choose(page, wished);
    await page.getByRole("button", { name: "Add to Wishlist", exact: true }).click();
    await expect(toast(page, "Added to wishlist")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Wishlisted/ })).toBeVisible();

    await noSeriousViolations(page);
    await screens(page, `/product/${wished.product.slug}`, "product", async (p) => {
      await expect(p.getByRole("heading", { level: 1 })).toBeVisible();
      await choose(p, wished);
      await expect(p.getByRole("button", { name: /^Wishlisted/ })).toBeVisible();
      const main = p.locator('img[fetchpriority="high"]').first();
      await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    });

    const cardsShown = page.getByRole("region", { name: /saved/ }).getByRole("listitem");
    await screens(page, "/wishlist", "wishlist", async (p) => {
      await expect(p.getByRole("heading", { level: 1, name: "My Wishlist" })).toBeVisible();
      await expect(cardsShown).toHaveCount(3);
    });
    await page.getByRole("button", { name: `Move to Cart: ${wished.lineName}` }).click();
    await expect(toast(page, "Moved to cart")).toBeVisible();
    await expect(cardsShown).toHaveCount(2);
    await expect(cartLink(2)).toBeVisible();

    await cardsShown
      .first()
      .getByRole("button", { name: /^Remove/ })
      .click();
    await expect(toast(page, "Removed from wishlist")).toBeVisible();
    await expect(cardsShown).toHaveCount(1);

    await page.goto("/cart");
    await expect(quantityOf(wished).getByRole("status")).toHaveText("Quantity 1");
  });
});
