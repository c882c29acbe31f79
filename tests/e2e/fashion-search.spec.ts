import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { colorFamily } from "../../lib/catalog/words/color-families";
import { hydrated, noSeriousViolations, shot } from "./support";

// Issue 24 §5 on the seeded catalogue: a colour in a search, the size filter from the phone's
// drawer, chips that remove one filter each, the empty result's way back, the suggestions combobox
// with the keyboard, and the Payment filter's default.

const MOBILE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };

type CardView = { _id: string; name: string; availableSizes: string[] };
type Listing = { products: CardView[]; pagination: { total: number } };

async function listing(request: APIRequestContext, query: string): Promise<Listing> {
  const response = await request.get(`/api/v1/products/getAllProduct?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Listing;
}

async function colourNames(request: APIRequestContext, productId: string): Promise<string[]> {
  const response = await request.get(`/api/v1/products/getProduct?id=${productId}`);
  const { product } = (await response.json()) as { product: { subDetails: { colorName: string }[] } };
  return product.subDetails.map((variant) => variant.colorName.toLowerCase());
}

const results = (page: Page) => page.getByRole("region", { name: "Products", exact: true });
const cardNames = async (page: Page) => (await results(page).getByRole("heading", { level: 3 }).allTextContents()).map((t) => t.trim());
const chips = (page: Page) => page.getByRole("list", { name: "Chosen filters" });

test('a phone shopper searches "red kurta", narrows it by size in the drawer, and removes the chip', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto("/");
  await (await hydrated(page.getByRole("button", { name: "Open search" }))).click();
  await page.getByRole("combobox", { name: "Search any item" }).fill("red kurta");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?search=red%20kurta$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “red kurta”");
  await expect(page.getByText(/No exact matches/)).toHaveCount(0);

  // The first card is a red one (red, maroon, rust…), as the API says.
  const { products } = await listing(page.request, "search=red%20kurta");
  await expect.poll(() => cardNames(page).then((names) => names[0])).toBe(products[0]!.name);
  const family = colorFamily("red")!;
  const colours = (await colourNames(page.request, products[0]!._id)).flatMap((name) => name.split(" "));
  expect(
    colours.some((word) => family.includes(word)),
    colours.join(", "),
  ).toBe(true);

  // The drawer stays open while choosing; the results behind it follow each choice.
  await (await hydrated(page.getByRole("button", { name: /^Filters/ }))).click();
  const panel = page.getByRole("dialog", { name: "Filters" });
  await panel.getByRole("checkbox", { name: "L", exact: true }).check();
  await expect(page).toHaveURL(/\/search\?search=red(\+|%20)kurta&size=L$/);
  const sized = await listing(page.request, "search=red%20kurta&size=L");
  expect(sized.pagination.total).toBeGreaterThan(0);
  for (const product of sized.products) expect(product.availableSizes).toContain("L");
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("checkbox", { name: "L", exact: true })).toBeChecked();
  await expect(panel.getByRole("checkbox", { name: "L", exact: true })).toBeFocused();
  await shot(page, "fashion-search-360-drawer");
  await panel.getByRole("radio", { name: "Cash On Delivery" }).check();
  await expect(page).toHaveURL(/\/search\?search=red(\+|%20)kurta&size=L&payment=cod$/);
  await expect(panel).toBeVisible();
  const both = await listing(page.request, "search=red%20kurta&size=L&payment=cod");
  await panel.getByRole("button", { name: `Show ${both.pagination.total} products` }).click();
  await expect(panel).toBeHidden();

  // Chips, in the order chosen; each removes its own filter.
  await expect(chips(page).getByRole("link")).toHaveText(["Size L", "Cash on delivery"]);
  await expect.poll(() => cardNames(page)).toEqual(both.products.map((product) => product.name));
  await shot(page, "fashion-search-360-chips");
  await noSeriousViolations(page);
  await (await hydrated(chips(page).getByRole("link", { name: "Remove filter: Size L" }))).click();
  await expect(page).toHaveURL(/\/search\?search=red(\+|%20)kurta&payment=cod$/);
  await expect(chips(page).getByRole("link")).toHaveText(["Cash on delivery"]);
});

test("an empty result offers to drop the filter chosen last", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  const query = "size=XS&discount=90";
  expect((await listing(page.request, query)).pagination.total).toBe(0);
  await page.goto(`/search?${query}`);
  await expect(page.getByText("No Item Found")).toBeVisible();
  await (await hydrated(page.getByRole("link", { name: "Remove “90% or more off”" }))).click();
  await expect(page).toHaveURL(/\/search\?size=XS$/);
  await expect(chips(page).getByRole("link")).toHaveText(["Size XS"]);
});

test("the search box suggests colours, categories and products, chosen with the keyboard", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  await (await hydrated(page.getByRole("button", { name: "Open search" }))).click();
  const box = page.getByRole("combobox", { name: "Search any item" });
  await box.pressSequentially("cott");
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(list.getByRole("option", { name: /Cotton Kurtas\s*Category/ })).toBeVisible();
  expect(await list.getByRole("option").count()).toBeLessThanOrEqual(8);
  await shot(page, "fashion-search-1280-suggestions");
  await noSeriousViolations(page);

  await box.fill("re");
  await expect(list.getByRole("option").first()).toHaveText(/^Red\s*Colour$/);
  await page.keyboard.press("ArrowDown");
  const first = list.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
  await page.keyboard.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?search=red$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “red”");
});

test("a search page asks for no suggestions for the words it fills in, only once the box is used", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/products/suggest")) asked.push(request.url());
  });
  await page.goto("/search?search=cotton");
  const box = page.getByRole("combobox", { name: "Search any item" });
  await hydrated(box);
  await expect(box).toHaveValue("cotton");
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);

  await box.focus();
  await page.keyboard.press("ArrowDown");
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toMatch(/\/api\/v1\/products\/suggest\?q=cotton$/);
});

test("at 1280 px the chips sit above the results, and Payment starts at Any", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/search");
  const sidebar = page.getByRole("complementary", { name: "Filters" });
  await expect(sidebar.getByRole("radio", { name: "Any payment" })).toBeChecked();
  await expect(sidebar.getByRole("radio", { name: "Cash On Delivery" })).not.toBeChecked();
  await expect(chips(page)).toHaveCount(0);

  await page.goto("/search?search=red%20kurta&size=M&availibility=true");
  await expect(chips(page).getByRole("link")).toHaveText(["Size M", "In stock"]);
  await expect(sidebar.getByRole("checkbox", { name: "M", exact: true })).toBeChecked();
  await shot(page, "fashion-search-1280-chips");
  await noSeriousViolations(page);
});

test('"kurta XL under 1000" on a phone: only XL kurtas up to ₹1,000, the words read as chips, each tile in the colour asked', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto("/");
  await (await hydrated(page.getByRole("button", { name: "Open search" }))).click();
  await page.getByRole("combobox", { name: "Search any item" }).fill("kurta XL under 1000");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “kurta”");
  await expect(chips(page).getByRole("link")).toHaveText(["Size XL", "Up to ₹1,000"]);
  // The same products as the filters chosen by hand, which the API answers on prices before GST: every card shows
  // a price with GST of at most ₹1,000.
  const names = await cardNames(page);
  expect(names.length).toBeGreaterThan(0);
  for (const price of await results(page)
    .getByText(/^Starting from/)
    .allTextContents()) {
    expect(Number(price.match(/₹([\d,]+(?:\.\d+)?)/)![1]!.replaceAll(",", ""))).toBeLessThanOrEqual(1000);
  }
  const { products } = await listing(page.request, "search=kurta&size=XL&limit=100");
  for (const name of names) expect(products.map((product) => product.name)).toContain(name);
  for (const product of products.filter((each) => names.includes(each.name))) expect(product.availableSizes).toContain("XL");
  await shot(page, "fashion-search-360-words-read");
  await noSeriousViolations(page);

  // Removing the size chip keeps the price; the words stay the words.
  await (await hydrated(chips(page).getByRole("link", { name: "Remove filter: Size XL" }))).click();
  await expect(page).toHaveURL(/\/search\?search=kurta&priceMax=1000$/);
  await expect(chips(page).getByRole("link")).toHaveText(["Up to ₹1,000"]);

  // A colour in the words: each tile opens its product on a blue colour.
  await page.goto("/search?search=blue%20kurta");
  const link = results(page).locator("h3 a").first();
  await expect(link).toHaveAttribute("href", /\?color=/);
  await (await hydrated(link)).click();
  await expect(page).toHaveURL(/\/product\/.+\?color=/);
  const chosen = page.getByRole("radiogroup", { name: "Colour" }).getByRole("radio", { checked: true });
  const colour = ((await chosen.getAttribute("aria-label")) ?? "").toLowerCase();
  expect(
    colour.split(/\s+/).some((word) => colorFamily("blue")!.includes(word)),
    colour,
  ).toBe(true);
});
