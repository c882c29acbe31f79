import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { priceWithGst } from "../../lib/pricing/gst";
import { formatINR, rupeesToPaise } from "../../lib/pricing/money";
import { RAHUL, hydrated, logInAs, noSeriousViolations, setCart, shot, toast } from "./support";

// Prices as Indian shoppers read them (GST included, on cards, the product page and the cart, the same figure
// everywhere), and whether a kurta can be paid cash on delivery, said on its page and in its quick view.

const WIDTHS = [
  ["360", { width: 360, height: 780 }],
  ["1280", { width: 1280, height: 900 }],
] as const;

type ApiSize = { _id: string; size: string; price: number; discount: number; stock: number };
type ApiProduct = {
  _id: string;
  slug: string;
  name: string;
  minPrice: number;
  maxDiscount: number;
  isCOD: boolean;
  subDetails: { _id: string; colorName: string; sizes: ApiSize[] }[];
};

async function listing(request: APIRequestContext, query: string): Promise<ApiProduct[]> {
  const response = await request.get(`/api/v1/products/getAllProduct?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: ApiProduct[] }).products;
}

async function productDetail(request: APIRequestContext, id: string): Promise<ApiProduct> {
  const response = await request.get(`/api/v1/products/getProduct?id=${encodeURIComponent(id)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { product: ApiProduct }).product;
}

const shown = (rupees: number) => formatINR(priceWithGst(rupeesToPaise(rupees)));

async function screens(page: Page, path: string, name: string, ready: (page: Page) => Promise<void>) {
  for (const [label, size] of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto(path);
    await ready(page);
    await shot(page, `prices-${name}-${label}`, { fullPage: true });
  }
}

test("cards show the lowest price with GST and the best discount, as the API's prices make them", async ({ page }) => {
  const query = "sortBy=price&sortOrder=asc&limit=12";
  const products = await listing(page.request, query);
  await page.goto(`/search?sortBy=price&sortOrder=asc`);
  const cards = page.getByRole("region", { name: "Products", exact: true }).getByRole("article");
  await expect(cards.first()).toBeVisible();
  for (const [index, product] of products.slice(0, 4).entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(product.name);
    await expect(card.getByText(/^Starting from/)).toHaveText(`Starting from ${shown(product.minPrice)}`);
    await expect(card.getByText("incl. GST")).toBeVisible();
    if (product.maxDiscount > 0) await expect(card.getByText(`Up to ${product.maxDiscount}% off`)).toBeVisible();
    else await expect(card.getByText(/% off$/)).toHaveCount(0);
  }
  await noSeriousViolations(page);
  await screens(page, "/search?sortBy=price&sortOrder=asc", "cards", async (p) => {
    await expect(p.getByRole("region", { name: "Products", exact: true }).getByRole("article").first()).toBeVisible();
  });
});

test("the product page's price with GST is what the cart charges for one piece", async ({ page }) => {
  await logInAs(page, RAHUL);
  await setCart(page, []);

  // A size in stock with a cut price, so the struck-through price is checked too.
  const cards = await listing(page.request, "availibility=true&limit=30");
  let pick: { product: ApiProduct; colour: string; size: ApiSize } | undefined;
  for (const card of cards) {
    const product = await productDetail(page.request, card._id);
    for (const variant of product.subDetails) {
      const size = variant.sizes.find((candidate) => candidate.stock > 0 && candidate.discount > candidate.price);
      if (size) pick = { product, colour: variant.colorName, size };
      if (pick) break;
    }
    if (pick) break;
  }
  expect(pick, "the demo has a discounted size in stock").toBeDefined();
  const { product, colour, size } = pick!;
  const lineName = `${product.name} - ${colour} - ${size.size}`;

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByText("Inclusive of all taxes. Free delivery across India.")).toBeVisible();
  const colourRadio = page.getByRole("radiogroup", { name: "Colour" }).getByRole("radio", { name: colour, exact: true });
  await (await hydrated(colourRadio)).click();
  await page.getByRole("radiogroup", { name: "Size" }).getByRole("radio", { name: size.size, exact: true }).click();
  const pagePrice = page.getByTestId("price-with-gst");
  await expect(pagePrice).toHaveText(shown(size.price));
  await expect(page.locator("s").filter({ hasText: "Cut price" })).toHaveText(`Cut price ${shown(size.discount)}`);
  const perPiece = (await pagePrice.textContent())!.trim();

  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect(toast(page, "Added to cart")).toBeVisible();
  await page.goto("/cart");
  const line = page.getByRole("listitem").filter({ has: page.getByRole("group", { name: `Quantity of ${lineName}` }) });
  await expect(line.getByText(perPiece, { exact: true })).toBeVisible();
  await expect(line.getByText("each, incl. GST")).toBeVisible();
  await expect(line.locator("s")).toHaveText(`Cut price ${shown(size.discount)}`);
  // One piece, free delivery: the total is that same figure, and the saving is the struck-through price's.
  await expect(page.getByTestId("cart-total")).toHaveText(perPiece);
  const saving = priceWithGst(rupeesToPaise(size.discount)) - priceWithGst(rupeesToPaise(size.price));
  await expect(page.getByRole("region", { name: "Price details" }).getByTestId("summary-sale")).toHaveText(`−${formatINR(saving)}`);
  await noSeriousViolations(page);

  await screens(page, `/product/${product.slug}`, "product", async (p) => {
    await expect(p.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await (await hydrated(p.getByRole("radiogroup", { name: "Colour" }).getByRole("radio", { name: colour, exact: true }))).click();
    await p.getByRole("radiogroup", { name: "Size" }).getByRole("radio", { name: size.size, exact: true }).click();
    await expect(p.getByTestId("price-with-gst")).toHaveText(perPiece);
  });
  await screens(page, "/cart", "cart", async (p) => {
    await expect(p.getByTestId("cart-total")).toHaveText(perPiece);
  });
  await setCart(page, []);
});

test("a kurta without cash on delivery says so on its page and in its quick view; one with it names the limit", async ({ page }) => {
  const products = await listing(page.request, "limit=60");
  const without = products.find((product) => !product.isCOD);
  const withCod = products.find((product) => product.isCOD);
  expect(without && withCod, "the demo has kurtas with and without cash on delivery").toBeTruthy();

  await page.goto(`/product/${withCod!.slug}`);
  const delivery = page.getByRole("form", { name: "Delivery" });
  await expect(delivery.getByText("Cash on delivery available for this kurta, on orders up to ₹10,000.")).toBeVisible();

  await page.goto(`/product/${without!.slug}`);
  await expect(
    delivery.getByText("Cash on delivery is not available for this kurta: pay online with UPI, cards or net banking."),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Offers" })).not.toContainText("Cash on delivery");
  await noSeriousViolations(page);

  await page.goto(`/search?search=${encodeURIComponent(without!.name)}`);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { level: 3, name: without!.name, exact: true }) });
  await (await hydrated(card.getByRole("button", { name: `Quick view: ${without!.name}` }))).click();
  const dialog = page.getByRole("dialog", { name: without!.name });
  await expect(
    dialog.getByText("Cash on delivery is not available for this kurta: pay online with UPI, cards or net banking."),
  ).toBeVisible();
  await expect(dialog.getByText(`Starting from ${shown(without!.minPrice)}`)).toBeVisible();
  await expect(dialog.getByText("Inclusive of all taxes")).toBeVisible();
  await noSeriousViolations(page);
});
