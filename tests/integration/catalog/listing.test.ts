import { beforeAll, describe, expect, it } from "vitest";
import { byId, call, db, makeUser, SEED_SIZE, withSeededCatalog } from "./support";
import { GET as getAllProduct } from "@/app/api/v1/products/getAllProduct/route";
import type { ProductCardView } from "@/lib/catalog/product/product-view";
import { makeTestKurtas, type TestKurtas } from "./fixtures";
import { searchWithQuery } from "@/lib/catalog/search/search";
import { productSearchSchema } from "@/lib/catalog/search/search-schema";
import { pageContext } from "@/lib/http/page-context";

// GET /api/v1/products/getAllProduct: every filter and sort, alone and together, pagination and its edges.
withSeededCatalog();

type ListBody = {
  success: boolean;
  message?: string;
  products: ProductCardView[];
  pagination: { currentPage: number; totalPages: number; total: number };
};

const PATH = "/api/v1/products/getAllProduct";
const list = (query: Record<string, string> = {}, token?: string) =>
  call<ListBody>(getAllProduct, `${PATH}?${new URLSearchParams(query)}`, { token });

/** The names of the products answered for a query, in order (expects a 200). */
async function names(query: Record<string, string>): Promise<string[]> {
  const { status, body } = await list(query);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.products.map((product) => product.name);
}

let k: TestKurtas;
let T: Record<string, string>;
const A = "Alpha Chikankari Cotton Kurta";
const B = "Beta Bandhani Silk Kurta";
const G = "Gamma Block-Print Linen Kurta";
const D = "Delta Zari Festive Kurta";
const E = "Epsilon Plain Kurta";

beforeAll(async () => {
  k = await makeTestKurtas();
  T = { category: k.category.id };
});

describe("getAllProduct: defaults and shape", () => {
  it("answers the newest 12 products with pagination over the whole catalogue", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const total = SEED_SIZE + 5;
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: Math.ceil(total / 12), total });
    const newest = await db().product.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }], take: 12, select: { id: true } });
    expect(body.products.map((product) => product.id)).toEqual(newest.map((product) => product.id));
  });

  it("gives each product the spec's card shape, prices in rupees", async () => {
    const { body } = await list({ ...T, search: "Beta Bandhani Silk Kurta" });
    const beta = body.products[0]!;
    expect(beta).toEqual({
      _id: k.beta.id,
      id: k.beta.id,
      slug: k.beta.slug,
      name: B,
      description: "Beta Bandhani Silk Kurta, made by hand for the tests.",
      image: ["/uploads/test/beta-maroon-front.webp", "/uploads/test/beta-maroon-back.webp", "/uploads/test/beta-maroon-detail.webp"],
      minPrice: 1499,
      minPriceWithGst: 1573.95,
      maxPrice: 1599,
      minStock: 0,
      maxStock: 5,
      totalVariants: 2,
      inStock: true,
      availableSizes: ["M"],
      colorCodes: ["#800000", "#008080"],
      details: ["Fabric: Cotton", "Fit: Regular fit"],
      hsn: "6211",
      category: k.category.id,
      categoryName: "Test Kurtas",
      cashOnDelivery: "Off",
      isCOD: false,
      discountPrice: 1499,
      maxDiscount: 25,
      originRegion: "Kutch",
      rating: { average: 3, count: 1 },
      viewed: 50,
      purchased: 1,
      createdAt: "2026-02-01T10:00:00.000Z",
    });
    const { body: codBody } = await list({ ...T, payment: "cod", sortBy: "price" });
    expect(codBody.products[0]).toMatchObject({ name: A, cashOnDelivery: "On", isCOD: true, minPrice: 499, maxDiscount: 16 });
  });

  it("gives the seeded products the same fields, typed", async () => {
    const { body } = await list({ limit: "100" });
    expect(body.products).toHaveLength(100);
    for (const product of body.products) {
      expect(typeof product._id).toBe("string");
      expect(product.id).toBe(product._id);
      expect(product.image.length).toBeGreaterThanOrEqual(2);
      const seeded = product.category !== k.category.id;
      expect(product.image.every((url) => url.startsWith(seeded ? "/uploads/seed/" : "/uploads/test/"))).toBe(true);
      // Rupees before GST, in whole paise: the seed types its prices with GST in whole rupees (from ₹399, ₹380 before 5%).
      expect(Math.round(product.minPrice * 100) / 100).toBe(product.minPrice);
      expect(product.minPrice).toBeGreaterThanOrEqual(seeded ? 380 : 399);
      expect(product.maxPrice).toBeGreaterThanOrEqual(product.minPrice);
      expect(product.discountPrice).toBe(product.minPrice);
      expect(["On", "Off"]).toContain(product.cashOnDelivery);
      expect(product.isCOD).toBe(product.cashOnDelivery === "On");
      expect(product.rating).toEqual({ average: expect.any(Number), count: expect.any(Number) });
      expect(product.originRegion).toEqual(expect.any(String));
      expect(new Date(product.createdAt).toISOString()).toBe(product.createdAt);
    }
  });
});

describe("getAllProduct: each filter", () => {
  it("category: by id or slug; an unknown one matches nothing", async () => {
    expect(await names({ ...T, sortBy: "createdAt", sortOrder: "asc" })).toEqual([A, B, G, D, E]);
    expect(await names({ category: "test-kurtas", sortBy: "createdAt", sortOrder: "asc" })).toEqual([A, B, G, D, E]);
    const { body } = await list({ category: "no-such-category" });
    expect(body.products).toEqual([]);
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: 0, total: 0 });
    const silk = await db().category.findUniqueOrThrow({ where: { slug: "silk-kurtas" } });
    const { body: silkBody } = await list({ category: silk.id, limit: "100" });
    expect(silkBody.pagination.total).toBe(await db().product.count({ where: { categoryId: silk.id } }));
    expect(silkBody.products.every((product) => product.category === silk.id && product.categoryName === "Silk Kurtas")).toBe(true);
  });

  it("priceMin / priceMax: the starting price within the range, both ends included", async () => {
    expect(await names({ ...T, priceMin: "500", priceMax: "1000", sortBy: "price" })).toEqual([G]);
    expect(await names({ ...T, priceMin: "1000", priceMax: "2000", sortBy: "price" })).toEqual([G, B]);
    expect(await names({ ...T, priceMin: "0", priceMax: "500", sortBy: "price" })).toEqual([E, A]);
    expect(await names({ ...T, priceMin: "4000", priceMax: "7000" })).toEqual([D]);
    expect(await names({ ...T, priceMin: "7000", priceMax: "10000" })).toEqual([D]);
    expect(await names({ ...T, priceMin: "1500", sortBy: "price" })).toEqual([D]);
    expect(await names({ ...T, priceMax: "499", sortBy: "price" })).toEqual([E, A]);
    const { body } = await list({ priceMin: "1000", priceMax: "2000", limit: "100" });
    expect(body.pagination.total).toBe(await db().product.count({ where: { minPricePaise: { gte: 100_000, lte: 200_000 } } }));
  });

  it("the storefront's price ranges (pricesWithGst) hold the cards whose price with GST is in them; the API's do not move", async () => {
    // Starting prices with GST (5% to ₹2,500, 18% above): E ₹418.95, A ₹523.95, G ₹1,050, B ₹1,573.95, D ₹8,260.
    const shown = async (query: Record<string, string>) => {
      const result = await searchWithQuery(pageContext(), {
        ...productSearchSchema.parse({ ...T, sortBy: "price", ...query }),
        pricesWithGst: true,
      });
      return result.products.map((card) => [card.name, card.minPriceWithGstPaise] as const);
    };
    expect(await shown({ priceMin: "0", priceMax: "500" })).toEqual([[E, 41_895]]);
    expect(await shown({ priceMin: "500", priceMax: "1000" })).toEqual([[A, 52_395]]);
    expect(await shown({ priceMin: "1000", priceMax: "2000" })).toEqual([
      [G, 105_000],
      [B, 157_395],
    ]);
    expect(await shown({ priceMin: "4000", priceMax: "7000" })).toEqual([]);
    expect(await shown({ priceMin: "7000", priceMax: "10000" })).toEqual([[D, 826_000]]);
    expect(await shown({ priceMin: "1573.95" })).toEqual([
      [B, 157_395],
      [D, 826_000],
    ]);
    expect(await shown({ priceMax: "523.94" })).toEqual([[E, 41_895]]);
    expect(await shown({ priceMin: "2700", priceMax: "2800" })).toEqual([]);
    // The same bounds through the API keep the spec's meaning (prices before GST).
    expect(await names({ ...T, priceMin: "0", priceMax: "500", sortBy: "price" })).toEqual([E, A]);
  });

  it("discount: at least that percentage off on some size", async () => {
    expect(await names({ ...T, discount: "20", sortBy: "price" })).toEqual([B, D]);
    expect(await names({ ...T, discount: "25", sortBy: "price" })).toEqual([B, D]);
    expect(await names({ ...T, discount: "26" })).toEqual([D]);
    expect(await names({ ...T, discount: "0", sortBy: "price" })).toEqual([E, A, G, B, D]);
    const { body } = await list({ discount: "30", limit: "100" });
    expect(body.pagination.total).toBe(await db().product.count({ where: { maxDiscountPct: { gte: 30 } } }));
    expect(body.products.every((product) => product.maxDiscount >= 30)).toBe(true);
  });

  it("availibility (and availability): true keeps products in stock, false keeps all", async () => {
    expect(await names({ ...T, availibility: "true", sortBy: "price" })).toEqual([E, A, B, D]);
    expect(await names({ ...T, availability: "true", sortBy: "price" })).toEqual([E, A, B, D]);
    expect(await names({ ...T, availibility: "false", sortBy: "price" })).toEqual([E, A, G, B, D]);
    const { body } = await list({ availibility: "true", limit: "1" });
    expect(body.pagination.total).toBe(await db().product.count({ where: { inStock: true } }));
    expect(body.pagination.total).toBeLessThan(SEED_SIZE + 5);
  });

  it("payment: cod (COD, On, true) keeps cash-on-delivery products; online (Off) or none keeps all", async () => {
    for (const cod of ["cod", "COD", "On", "true"]) {
      expect(await names({ ...T, payment: cod, sortBy: "price" })).toEqual([A, G, D]);
    }
    for (const online of ["online", "Off"]) {
      expect(await names({ ...T, payment: online, sortBy: "price" })).toEqual([E, A, G, B, D]);
    }
    const { body } = await list({ payment: "cod", limit: "1" });
    expect(body.pagination.total).toBe(await db().product.count({ where: { cashOnDelivery: true } }));
  });

  it("color: a colour code with or without #, in any case", async () => {
    expect(await names({ ...T, color: "#800000" })).toEqual([B]);
    expect(await names({ ...T, color: "008080" })).toEqual([B]);
    expect(await names({ ...T, color: "#2E3A87", sortBy: "price" })).toEqual([E, A]);
    const { body } = await list({ color: "2e3a87", limit: "100" });
    expect(body.pagination.total).toBe(await db().product.count({ where: { colorCodes: { has: "#2e3a87" } } }));
    expect(body.products.every((product) => product.colorCodes.includes("#2e3a87"))).toBe(true);
  });

  it("location: the craft region, ignoring case", async () => {
    expect(await names({ ...T, location: "Lucknow" })).toEqual([A]);
    expect(await names({ ...T, location: "LUCKNOW" })).toEqual([A]);
    expect(await names({ ...T, location: "kutch" })).toEqual([B]);
    expect(await names({ ...T, location: "Atlantis" })).toEqual([]);
    const { body } = await list({ location: "varanasi", limit: "100" });
    expect(body.pagination.total).toBe(await db().product.count({ where: { originRegion: "Varanasi" } }));
    expect(body.pagination.total).toBeGreaterThan(1);
    expect(body.products.every((product) => product.originRegion === "Varanasi")).toBe(true);
  });

  it("several filters at once narrow together", async () => {
    expect(await names({ ...T, priceMin: "500", priceMax: "2000", sortBy: "price" })).toEqual([G, B]);
    expect(await names({ ...T, priceMin: "500", priceMax: "2000", availibility: "true" })).toEqual([B]);
    expect(await names({ ...T, priceMin: "500", priceMax: "2000", availibility: "true", payment: "cod" })).toEqual([]);
    expect(await names({ ...T, payment: "cod", discount: "10", sortBy: "price" })).toEqual([A, D]);
    expect(await names({ ...T, payment: "cod", discount: "10", color: "2e3a87", location: "lucknow", availibility: "true" })).toEqual([A]);
    const where = { inStock: true, cashOnDelivery: true, minPricePaise: { gte: 100_000, lte: 400_000 }, maxDiscountPct: { gte: 20 } };
    const { body } = await list({ availibility: "true", payment: "cod", priceMin: "1000", priceMax: "4000", discount: "20", limit: "100" });
    expect(body.pagination.total).toBe(await db().product.count({ where }));
    expect(body.pagination.total).toBeGreaterThan(0);
  });
});

describe("getAllProduct: sorting", () => {
  it("price ascending by default, descending on request", async () => {
    expect(await names({ ...T, sortBy: "price" })).toEqual([E, A, G, B, D]);
    expect(await names({ ...T, sortBy: "price", sortOrder: "desc" })).toEqual([D, B, G, A, E]);
  });

  it("createdAt descending by default (newest first), ascending on request", async () => {
    expect(await names(T)).toEqual([E, D, G, B, A]);
    expect(await names({ ...T, sortBy: "createdAt", sortOrder: "asc" })).toEqual([A, B, G, D, E]);
  });

  it("viewed, purchased and rating descending, ties broken by id", async () => {
    expect(await names({ ...T, sortBy: "viewed" })).toEqual([B, D, A, G, E]);
    expect(await names({ ...T, sortBy: "viewed", sortOrder: "asc" })).toEqual([E, G, A, D, B]);
    const tiedOnSales = [k.gamma, k.delta].sort(byId).map((product) => product.name);
    expect(await names({ ...T, sortBy: "purchased" })).toEqual([...tiedOnSales, A, B, E]);
    const tiedOnRating = [k.alpha, k.delta].sort(byId).map((product) => product.name);
    expect(await names({ ...T, sortBy: "rating" })).toEqual([G, ...tiedOnRating, B, E]);
  });

  it("the home page's top sellers: limit 5 by purchased, desc", async () => {
    const { body } = await list({ limit: "5", sortBy: "purchased", sortOrder: "desc" });
    const top = await db().product.findMany({ orderBy: [{ purchased: "desc" }, { id: "asc" }], take: 5, select: { id: true } });
    expect(body.products.map((product) => product.id)).toEqual(top.map((product) => product.id));
  });

  it("pages never overlap or skip, even among equal values", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 13; page++) {
      const { body } = await list({ sortBy: "purchased", limit: "10", page: String(page) });
      seen.push(...body.products.map((product) => product.id));
    }
    expect(seen).toHaveLength(SEED_SIZE + 5);
    expect(new Set(seen).size).toBe(SEED_SIZE + 5);
  });
});

describe("getAllProduct: pagination", () => {
  it("walks the pages to the last one, then answers empty pages with the right totalPages", async () => {
    const first = await list({ ...T, sortBy: "price", limit: "2", page: "1" });
    expect(first.body.products.map((product) => product.name)).toEqual([E, A]);
    expect(first.body.pagination).toEqual({ currentPage: 1, totalPages: 3, total: 5 });
    const second = await list({ ...T, sortBy: "price", limit: "2", page: "2" });
    expect(second.body.products.map((product) => product.name)).toEqual([G, B]);
    const last = await list({ ...T, sortBy: "price", limit: "2", page: "3" });
    expect(last.body.products.map((product) => product.name)).toEqual([D]);
    expect(last.body.pagination).toEqual({ currentPage: 3, totalPages: 3, total: 5 });
    const past = await list({ ...T, sortBy: "price", limit: "2", page: "4" });
    expect(past.status).toBe(200);
    expect(past.body.products).toEqual([]);
    expect(past.body.pagination).toEqual({ currentPage: 4, totalPages: 3, total: 5 });
  });

  it("takes limits from 1 to 100", async () => {
    const one = await list({ limit: "1" });
    expect(one.body.products).toHaveLength(1);
    expect(one.body.pagination.totalPages).toBe(SEED_SIZE + 5);
    const hundred = await list({ limit: "100" });
    expect(hundred.body.products).toHaveLength(100);
    expect(hundred.body.pagination.totalPages).toBe(2);
  });

  it("ignores empty parameters", async () => {
    const { status, body } = await list({ ...T, page: "", limit: "", priceMin: "", search: "  ", sortBy: "", color: "" });
    expect(status).toBe(200);
    expect(body.products.map((product) => product.name)).toEqual([E, D, G, B, A]);
  });
});

describe("getAllProduct: invalid input answers 400 with a clear message", () => {
  const cases: [Record<string, string>, string][] = [
    [{ page: "0" }, "page must be at least 1"],
    [{ page: "two" }, "page must be a number"],
    [{ page: "1.5" }, "page must be a whole number"],
    [{ limit: "0" }, "limit must be at least 1"],
    [{ limit: "101" }, "limit must be at most 100"],
    [{ limit: "10000", all: "true" }, "limit must be at most 9999"],
    [{ priceMin: "cheap" }, "priceMin must be an amount in rupees"],
    [{ priceMax: "-1" }, "priceMax must be at least 0"],
    [{ priceMin: "2000", priceMax: "1000" }, "priceMin must not be more than priceMax"],
    [{ discount: "91" }, "discount must be at most 90"],
    [{ availibility: "maybe" }, "availibility must be true or false"],
    [{ payment: "card" }, "payment must be cod or online"],
    [{ color: "x".repeat(41) }, "color must be a colour code such as #2e3a87 or #fff, or a colour's name such as White"],
    [{ sortBy: "name" }, "sortBy must be one of price, viewed, purchased, createdAt, rating, relevance"],
    [{ sortOrder: "up" }, "sortOrder must be asc or desc"],
    [{ sortBy: "relevance" }, "sortBy=relevance needs a search"],
    [{ search: "x".repeat(101) }, "search must be at most 100 characters"],
    [{ location: "y".repeat(61) }, "location is too long"],
  ];
  it.each(cases)("%o → %s", async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
  });
});

describe("getAllProduct: the back office's all=true", () => {
  it("refuses a limit over 100 to visitors and customers", async () => {
    const visitor = await list({ all: "true", limit: "9999", sortBy: "createdAt", availibility: "false" });
    expect(visitor.status).toBe(403);
    expect(visitor.body).toEqual({ success: false, message: "Only admins can list more than 100 products at once" });
    const customer = await makeUser("CUSTOMER");
    const refused = await list({ all: "true", limit: "9999", sortBy: "createdAt", availibility: "false" }, customer.token);
    expect(refused.status).toBe(403);
  });

  it("gives an admin every product in one page", async () => {
    const admin = await makeUser("ADMIN");
    const { status, body } = await list({ all: "true", limit: "9999", sortBy: "createdAt", availibility: "false" }, admin.token);
    expect(status).toBe(200);
    expect(body.products).toHaveLength(SEED_SIZE + 5);
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: 1, total: SEED_SIZE + 5 });
    const withoutAll = await list({ limit: "9999" }, admin.token);
    expect(withoutAll.status).toBe(400);
  });
});
