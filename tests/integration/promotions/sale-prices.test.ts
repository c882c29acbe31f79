import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { loadProduct, searchCatalog } from "@/lib/catalog/queries";
import { priceWithGst } from "@/lib/pricing";
import { loadSales } from "@/lib/promotions/sale-prices";
import { makeCategory, makeProduct } from "../../support/factories";

// Sale prices (decision 086): which automatic promotions are sales, what the shop's cached pages show under them,
// and how long those pages are kept: until the next sale starts or ends.

// Outside a Next.js request there is no cache: record the lives the cached reads ask for.
const lives = vi.hoisted(() => [] as (string | { revalidate: number; expire: number })[]);
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  cacheLife: (life: (typeof lives)[number]) => void lives.push(life),
  cacheTag: () => undefined,
}));

const expireOf = (life: (typeof lives)[number] | undefined) => (typeof life === "object" ? life.expire : Number.POSITIVE_INFINITY);
const MINUTE = 60_000;
const now = () => Date.now();
const db = () => getDb();

let categoryId: string;
let product: Awaited<ReturnType<typeof makeProduct>>;
const promotion = (data: Partial<Prisma.PromotionCreateInput> & { title: string }) =>
  db().promotion.create({ data: { type: "PERCENT", percentBp: 2000, combinable: true, categoryIds: [categoryId], ...data } });

/** The cheapest size, M, under the 20% sale: as its size on the product page shows it. */
const M_ON_SALE = {
  pricePaise: 160_000,
  priceWithGstPaise: priceWithGst(160_000),
  wasPriceWithGstPaise: priceWithGst(250_000),
  percentOff: 36,
};

let sale: { id: string };
let coming: { startsAt: Date | null };
beforeAll(async () => {
  categoryId = (await makeCategory("Festive Silk Kurtas")).id;
  product = await makeProduct({
    name: "Chanderi Silk Kurta",
    categoryId,
    variants: [
      {
        colorName: "Wine",
        colorCode: "#722f37",
        sizes: [
          { size: "M", pricePaise: 200_000, cutPricePaise: 250_000, stock: 4 },
          { size: "L", pricePaise: 240_000, cutPricePaise: 0, stock: 4 },
        ],
      },
    ],
  });
  const hourAgo = new Date(now() - 60 * MINUTE);
  sale = await promotion({ title: "Festive sale", startsAt: hourAgo, endsAt: new Date(now() + 180 * MINUTE) });
  coming = await promotion({ title: "Weekend sale", percentBp: 1000, startsAt: new Date(now() + 30 * MINUTE) });
  // Automatic, but not a sale price: each has a condition or a limit a card cannot promise, or is not in force.
  const soon = new Date(now() + 10 * MINUTE);
  await promotion({ title: "Minimum cart", minCartPaise: 100_000, startsAt: soon });
  await promotion({ title: "First order", firstOrderOnly: true });
  await promotion({ title: "Prepaid", prepaidOnly: true });
  await promotion({ title: "Hundred uses", usageLimit: 100 });
  await promotion({ title: "Once each", perCustomerLimit: 1 });
  await promotion({ title: "Budget", budgetPaise: 1_000_000 });
  await promotion({ title: "Flat 500", type: "FIXED", percentBp: 0, amountPaise: 50_000 });
  await promotion({ title: "A code", code: "SILK20" });
  await promotion({ title: "Archived", archivedAt: hourAgo });
  await promotion({ title: "Ended", startsAt: new Date(now() - 120 * MINUTE), endsAt: new Date(now() - MINUTE) });
});
afterAll(() => db().$disconnect());
beforeEach(() => void lives.splice(0));

describe("the sales in force", () => {
  it("are the automatic percentages without conditions or limits within their dates; the next change is the next such start or end", async () => {
    const sales = await loadSales();
    expect(sales.rules.map((rule) => rule.title)).toEqual(["Festive sale"]);
    expect(sales.rules[0]!.id).toBe(sale.id);
    expect(sales.nextChange?.toISOString()).toBe(coming.startsAt!.toISOString());
  });
});

describe("the shop's cached pages", () => {
  it("show the card's cheapest piece at its sale price, struck at its MRP with the product page's percentage, and keep the listing only until the next sale starts", async () => {
    const { products } = await searchCatalog({ category: categoryId });
    // M: ₹2,000 before the sale, MRP ₹2,500, 20% off the price is 36% off the MRP, as the product page says of M.
    expect(products.map((card) => [card.name, card.minPriceWithGstPaise, card.sale])).toEqual([
      ["Chanderi Silk Kurta", priceWithGst(200_000), { ...M_ON_SALE, maxPricePaise: 192_000 }],
    ]);
    // The sale promotions are kept for the catalogue's life (a promotion's save expires them); the listing,
    // whose own life wins over theirs, is refreshed every minute at most, and gone half an hour from now,
    // when the weekend sale starts.
    expect(lives).toEqual(["catalog", { stale: 30, revalidate: 60, expire: expect.any(Number) }]);
    expect(expireOf(lives[1])).toBeGreaterThan(25 * 60);
    expect(expireOf(lives[1])).toBeLessThanOrEqual(30 * 60);
  });

  it("show every size at its sale price on the product page, struck at the higher of its cut price and its price, before a size is chosen", async () => {
    const page = await loadProduct(product.slug);
    const sizes = page!.variants[0]!.sizes.map((size) => [
      size.size,
      size.salePricePaise,
      size.priceWithGstPaise,
      size.cutPriceWithGstPaise,
      size.percentOff,
    ]);
    expect(sizes).toEqual([
      ["M", 160_000, priceWithGst(160_000), priceWithGst(250_000), 36],
      ["L", 192_000, priceWithGst(192_000), priceWithGst(240_000), 20],
    ]);
    expect(page!.offer).toEqual({
      lowPaise: priceWithGst(160_000),
      highPaise: priceWithGst(192_000),
      inStock: true,
      wasPaise: priceWithGst(250_000),
      percentOff: 36,
    });
    expect(page!.offer.percentOff).toBe(36);
    expect(page!.sale).toEqual({ ...M_ON_SALE, maxPricePaise: 192_000 });
    expect(expireOf(lives.at(-1))).toBeLessThanOrEqual(30 * 60);
  });

  it("are kept for the catalogue's usual life once no sale is planned within a day", async () => {
    await db().promotion.updateMany({
      where: { categoryIds: { has: categoryId }, startsAt: { gt: new Date() } },
      data: { archivedAt: new Date() },
    });
    await db().promotion.update({ where: { id: sale.id }, data: { endsAt: null } });
    const { products } = await searchCatalog({ category: categoryId });
    expect(products[0]!.sale?.percentOff).toBe(36);
    expect(lives).toEqual(["catalog", "catalog"]);
  });
});
