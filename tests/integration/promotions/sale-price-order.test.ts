import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getAllProductRoute } from "@/app/api/v1/products/getAllProduct/route";
import { POST as getProductRoute } from "@/app/api/v1/products/getProduct/route";
import { searchCatalog } from "@/lib/catalog/queries";
import { pickSearchParams } from "@/lib/catalog/search/search-url";
import { salePriceSql } from "@/lib/catalog/search/sale-price-sql";
import { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { PromotionRule } from "@/lib/promotions/model";
import { salePricePaise, salesAt } from "@/lib/promotions/sale-prices";
import { priceWithGst } from "@/lib/pricing";
import { call, db } from "../../support/api";
import { countingClient } from "../../support/counted-statements";
import { makeCategory, makeProduct } from "../../support/factories";
import { promotionRule } from "../../support/promotion-rule";

// Under a sale (decision 086), sorting by price, the price filter (a search's "under 1500" too) and the spec's
// product calls use the price the customer pays now, and a listing takes as many SQL statements for many products
// on sale as for one.

// Outside a Next.js request there is no cache to keep a life or a tag in.
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));

// The server's client, counting its statements (lib/db.ts makes it on first use, so this one is used).
const { client: logged, statements } = countingClient();

let saleCategory: string;
let fullCategory: string;
let onSale: Awaited<ReturnType<typeof makeProduct>>;
let both: string;

beforeAll(async () => {
  (globalThis as { prisma?: PrismaClient }).prisma = logged;
  const tag = Date.now() % 100_000;
  saleCategory = (await makeCategory(`Bandhani sale ${tag}`)).id;
  fullCategory = (await makeCategory(`Khadi full price ${tag}`)).id;
  both = `${saleCategory},${fullCategory}`;
  const sizes = (m: number, l: number) => [
    { size: "M", pricePaise: m, cutPricePaise: 250_000, stock: 4 },
    { size: "L", pricePaise: l, cutPricePaise: 0, stock: 4 },
  ];
  onSale = await makeProduct({
    name: "Bandhani Kurta",
    categoryId: saleCategory,
    variants: [{ colorName: "Red", colorCode: "#b22222", sizes: sizes(200_000, 240_000) }],
  });
  await makeProduct({
    name: "Khadi Kurta",
    categoryId: fullCategory,
    variants: [{ colorName: "White", colorCode: "#ffffff", sizes: sizes(150_000, 160_000) }],
  });
}, 60_000);

afterAll(async () => {
  await db.promotion.updateMany({ where: { categoryIds: { has: saleCategory } }, data: { archivedAt: new Date() } });
  await logged.$disconnect();
});

const names = (cards: { name: string }[]) => cards.map((card) => card.name);
/** The search page's query for these words: "under 1500" becomes its price filter, with GST. */
const searchPage = (search: string) => searchCatalog(pickSearchParams({ category: both, search }));
const startSale = () =>
  db.promotion.create({
    data: { title: "Bandhani 30% off", type: "PERCENT", percentBp: 3000, combinable: true, categoryIds: [saleCategory] },
  });

describe("sorting and filtering by price", () => {
  it("before the sale: the stored prices; under it: the sale price, on the pages and in the API", async () => {
    const byPrice = { category: both, sortBy: "price", sortOrder: "asc" };
    expect(names((await searchCatalog(byPrice)).products)).toEqual(["Khadi Kurta", "Bandhani Kurta"]);
    // A search's "under 1500" is with GST on the pages: ₹2,000 (₹2,100) and ₹1,500 (₹1,575) are both above.
    expect(names((await searchPage("kurta under 1500")).products)).toEqual([]);

    await startSale();
    // ₹2,000 at 30% off is ₹1,400 (₹1,470 with GST), below the ₹1,500 kurta.
    const sorted = await searchCatalog(byPrice);
    expect(names(sorted.products)).toEqual(["Bandhani Kurta", "Khadi Kurta"]);
    expect(sorted.products[0]!.sale).toEqual({
      pricePaise: 140_000,
      priceWithGstPaise: priceWithGst(140_000),
      // Struck at M's MRP, ₹2,500: 44% off it, as the product page says.
      wasPriceWithGstPaise: priceWithGst(250_000),
      percentOff: 44,
      maxPricePaise: 168_000,
    });
    expect(names((await searchCatalog({ ...byPrice, sortOrder: "desc" })).products)).toEqual(["Khadi Kurta", "Bandhani Kurta"]);
    expect(names((await searchPage("kurta under 1500")).products)).toEqual(["Bandhani Kurta"]);
    expect(names((await searchCatalog({ category: both, priceMin: 1500 })).products)).toEqual(["Khadi Kurta"]);

    // The spec's client: its fields keep their meaning, at the price paid now; priceMax is before GST there.
    const listed = await call(getAllProductRoute, {
      method: "GET",
      path: `/api/v1/products/getAllProduct?category=${both}&sortBy=price&priceMax=1450`,
    });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({
      products: [
        { name: "Bandhani Kurta", minPrice: 1400, discountPrice: 1400, maxPrice: 1680, minPriceWithGst: priceWithGst(140_000) / 100 },
      ],
      pagination: { total: 1 },
    });
    const detail = await call(getProductRoute, { path: "/api/v1/products/getProduct", json: { id: onSale.id } });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      product: {
        minPrice: 1400,
        subDetails: [
          {
            sizes: [
              { size: "M", price: 1400, discount: 2500, priceWithGst: priceWithGst(140_000) / 100 },
              { size: "L", price: 1680, discount: 2400, priceWithGst: priceWithGst(168_000) / 100 },
            ],
          },
        ],
      },
    });
  });

  it("a listing under a sale takes as many SQL statements for ten products as for one", async () => {
    const statementsToList = async (category: string) => {
      const start = statements();
      const listed = await call(getAllProductRoute, {
        method: "GET",
        path: `/api/v1/products/getAllProduct?category=${category}&sortBy=price`,
      });
      expect(listed.status).toBe(200);
      return { statements: statements() - start, products: (listed.body as unknown as { products: unknown[] }).products.length };
    };
    for (let i = 0; i < 9; i += 1) {
      await makeProduct({
        name: `Bandhani Kurta ${i}`,
        categoryId: saleCategory,
        variants: [{ colorName: "Red", colorCode: "#b22222", sizes: [{ size: "M", pricePaise: 100_000 + i, cutPricePaise: 0, stock: 1 }] }],
      });
    }
    const ten = await statementsToList(saleCategory);
    const one = await statementsToList(fullCategory);
    expect([ten.products, one.products]).toEqual([10, 1]);
    expect(ten.statements).toBe(one.statements);
  });

  it("the SQL price is the engine's to the paisa: stacking, the best of those that stand alone, rounding, sales apart", async () => {
    const at = new Date();
    const rule = (id: string, fields: Partial<PromotionRule>): PromotionRule =>
      promotionRule({ id, title: id, combinable: true, createdAt: new Date(at.getTime() - Number(id.slice(1)) * 1000), ...fields });
    const sales = salesAt(
      [
        rule("r1", { percentBp: 1250, categoryIds: ["c1"] }),
        rule("r2", { percentBp: 733, productIds: ["p2", "p3"] }),
        rule("r3", { percentBp: 2000, combinable: false, categoryIds: ["c2"] }),
        rule("r4", { percentBp: 1500, combinable: false, combinesWithSales: false }),
        rule("r5", { percentBp: 500, combinesWithSales: false }),
        rule("r6", { percentBp: 3000, sizeIds: ["s1"] }),
      ],
      at,
    );
    const pieces = Array.from({ length: 300 }, (_, i) => ({
      productId: `p${i % 5}`,
      categoryId: `c${i % 3}`,
      pricePaise: (i * 7_919 + 13) % 400_000,
    }));
    const rows = Prisma.join(pieces.map((piece) => Prisma.sql`(${piece.pricePaise}::int, ${piece.categoryId}, ${piece.productId})`));
    const priced = await db.$queryRaw<{ price: bigint }[]>(
      Prisma.sql`SELECT ${salePriceSql(sales)} AS price FROM (VALUES ${rows}) AS p("minPricePaise", "categoryId", id)`,
    );
    expect(priced.map((row) => Number(row.price))).toEqual(pieces.map((piece) => salePricePaise({ ...piece, sizeId: null }, sales)));
  });
});
