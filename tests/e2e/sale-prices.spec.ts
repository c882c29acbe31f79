import { expect, test, type APIRequestContext } from "@playwright/test";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../lib/generated/prisma/client";
import { priceWithGst } from "../../lib/pricing/gst";
import { formatINR, rupeesToPaise } from "../../lib/pricing/money";
import { ADMIN, bearer, shot } from "./support";

// Sale prices on the shop's pages (decision 086): a category's sale shows on its cards and product pages, price and
// struck price, before a size is chosen, from the sale's start: the cached pages learn of it when the sale is saved and
// expire by themselves when it starts, without another save.

const CATEGORY = "festive-kurtas";
const PERCENT = 20;

/** The end-to-end server's embedded database (playwright.config.ts), where the sale is arranged. */
function database(): PrismaClient {
  const url = `postgresql://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT || "54339"}/kurta`;
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 2 }) });
}

type ApiSize = { price: number };
type ApiProduct = { _id: string; slug: string; name: string; subDetails: { sizes: ApiSize[] }[] };

async function product(request: APIRequestContext, id: string): Promise<ApiProduct> {
  const response = await request.get(`/api/v1/products/getProduct?id=${id}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { product: ApiProduct }).product;
}

/** The engine's percentage of a price before GST: halves up, in whole paise. */
const onSale = (paise: number) => paise - Math.floor((paise * PERCENT * 100 + 5_000) / 10_000);

/**
 * What the promotion editor's save does (the catalogue's cache tag expires), through an older admin
 * call here that expires the same tag: the category saved under its own name.
 */
async function saved(request: APIRequestContext, category: { id: string; name: string }) {
  const response = await request.put("/api/v1/products/category", {
    headers: await bearer(request, ADMIN),
    data: { id: category.id, name: category.name },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test("a category's sale shows on its cards and product page, sale and struck price before a size is chosen, from its start without another save", async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  const db = database();
  const category = await db.category.findUniqueOrThrow({ where: { slug: CATEGORY }, select: { id: true, name: true } });
  // Made a day ahead, so that nothing of the setup can reach its start.
  const sale = await db.promotion.create({
    data: {
      title: "Festive sale",
      type: "PERCENT",
      percentBp: PERCENT * 100,
      combinable: true,
      categoryIds: [category.id],
      startsAt: new Date(Date.now() + 86_400_000),
    },
  });
  try {
    await page.setViewportSize({ width: 360, height: 780 });
    const cards = page.getByRole("article");
    // The owner brings the start forward to `lead` from now and saves; the category page is rendered (and cached)
    // before that start. On a machine too slow for that, the start moves later and is saved again, so a page
    // rendered before the start is always there to check.
    for (let lead = 20_000; ; lead *= 2) {
      const startsAt = new Date(Date.now() + lead);
      await db.promotion.update({ where: { id: sale.id }, data: { startsAt } });
      await saved(request, category);
      await page.goto(`/category/${CATEGORY}`);
      if (Date.now() < startsAt.getTime()) break;
      if (lead >= 80_000) throw new Error(`the category page was never rendered within ${lead / 1000} s of a save`);
    }
    await expect(cards.first()).toBeVisible();
    // Before its start the sale shows nowhere.
    await expect(page.getByText(/^Sale \d+% off$/)).toHaveCount(0);

    // From its start, the cached page shows it: reloaded until it does, the test's timeout the only limit.
    await expect(async () => {
      await page.reload();
      await expect(cards.first().getByText(/^Sale \d+% off$/)).toBeVisible({ timeout: 1_000 });
    }).toPass();

    const first = cards.first();
    const name = (await first.getByRole("heading").innerText()).trim();
    const { id } = await db.product.findFirstOrThrow({ where: { name, categoryId: category.id }, select: { id: true } });
    // The stored prices; the spec's getProduct answers the price paid now, the sale's.
    const sizes = await db.sizeStock.findMany({ where: { variant: { productId: id } }, select: { pricePaise: true, cutPricePaise: true } });
    const lowest = Math.min(...sizes.map((size) => size.pricePaise));
    const cheapest = sizes.find((size) => size.pricePaise === lowest)!;
    const answered = (await product(request, id)).subDetails.flatMap((variant) => variant.sizes);
    expect(Math.min(...answered.map((size) => rupeesToPaise(size.price)))).toBe(onSale(lowest));
    // The card shows the cheapest piece as its product page does (issue 49): struck at its MRP (the price before the
    // sale when higher), with the same percentage, not the sale's own 20% off the price.
    const struck = Math.max(lowest, cheapest.cutPricePaise);
    const off = Math.floor(((struck - onSale(lowest)) * 100) / struck);
    await expect(first).toContainText(`Starting from ${formatINR(priceWithGst(onSale(lowest)))}`);
    await expect(first.locator("s")).toHaveText(`was ${formatINR(priceWithGst(struck))}`);
    await expect(first.getByText(/^Sale \d+% off$/)).toHaveText(`Sale ${off}% off`);
    await shot(page, "sale-prices-category-360");

    await first.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    // No size chosen yet (the page opens on the first colour in stock, whose sizes share the product's prices): the
    // lowest sale price, the struck price (the cut price when higher) and the saving.
    const price = page.locator('[aria-live="polite"]', { hasText: "Inclusive of all taxes" });
    await expect(price).toContainText(formatINR(priceWithGst(onSale(lowest))));
    await expect(price).toContainText(`Cut price ${formatINR(priceWithGst(struck))}`);
    await expect(price).toContainText(`${off}% off`);
    await expect(page.getByRole("radiogroup", { name: "Size" }).getByRole("radio", { checked: true })).toHaveCount(0);
    await price.scrollIntoViewIfNeeded();
    await shot(page, "sale-prices-product-360");
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, "sale-prices-product-1280");
    await page.goto(`/category/${CATEGORY}`);
    await expect(page.getByText(/^Sale \d+% off$/).first()).toBeVisible();
    await shot(page, "sale-prices-category-1280");
  } finally {
    // The sale ends for the journeys after this one, saved like any other change.
    await db.promotion.update({ where: { id: sale.id }, data: { archivedAt: new Date() } });
    await saved(request, category);
    await db.$disconnect();
  }
});
