import { beforeAll, describe, expect, it } from "vitest";
import { call, db, makeCategory, makeProduct, makeUser, withSeededCatalog } from "./support";
import { GET as getAllProduct } from "@/app/api/v1/products/getAllProduct/route";
import type { ProductCardView } from "@/lib/catalog/product/product-view";
import { searchProducts } from "@/lib/catalog/search/search";
import { productSearchSchema } from "@/lib/catalog/search/search-schema";
import { AppError } from "@/lib/errors";
import { makeTestKurtas, type TestKurtas } from "./fixtures";

// Search: full text over name and description, trigram similarity for typos, relevance order.
withSeededCatalog();

type ListBody = {
  success: boolean;
  message?: string;
  products: ProductCardView[];
  pagination: { currentPage: number; totalPages: number; total: number };
};
const search = (query: Record<string, string>) =>
  call<ListBody>(getAllProduct, `/api/v1/products/getAllProduct?${new URLSearchParams(query)}`);

async function fullTextCount(text: string): Promise<number> {
  const [row] = await db().$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM "Product" WHERE "searchVector" @@ websearch_to_tsquery('english', ${text})`;
  return row!.n;
}

let k: TestKurtas;
beforeAll(async () => {
  k = await makeTestKurtas();
});

describe("full-text search", () => {
  it("finds the word in names and descriptions, as many as PostgreSQL's full text", async () => {
    const { status, body } = await search({ search: "bandhani", limit: "100" });
    expect(status).toBe(200);
    const expected = await fullTextCount("bandhani");
    expect(expected).toBeGreaterThan(2);
    expect(body.pagination.total).toBe(expected);
    expect(body.products).toHaveLength(expected);
    for (const product of body.products) expect(`${product.name} ${product.description}`).toMatch(/bandhani/i);
  });

  it("ranks an exact name match first", async () => {
    const sample = await db().product.findFirstOrThrow({
      where: { category: { slug: "silk-kurtas" } },
      orderBy: { slug: "asc" },
      select: { name: true },
    });
    const { body } = await search({ search: sample.name });
    expect(body.products[0]!.name).toBe(sample.name);
  });

  it("ranks an exact name match above products that repeat the words more often", async () => {
    const rank = await makeCategory("Rank Kurtas");
    const exact = await makeProduct({
      name: "Chikankari Cotton Kurta",
      description: "A plain kurta.",
      categoryId: rank.id,
      createdAt: new Date("2025-01-01T00:00:00Z"),
      variants: [{ colorName: "White", colorCode: "#fafafa", sizes: [{ size: "M", pricePaise: 99_900, cutPricePaise: 99_900, stock: 1 }] }],
    });
    const decoy = await makeProduct({
      name: "Chikankari Cotton Kurta with Chikankari Cotton Yoke",
      description: "Chikankari cotton kurta. ".repeat(8),
      categoryId: rank.id,
      createdAt: new Date("2025-01-02T00:00:00Z"),
      purchased: 500,
      variants: [{ colorName: "White", colorCode: "#fafafa", sizes: [{ size: "M", pricePaise: 99_900, cutPricePaise: 99_900, stock: 1 }] }],
    });
    // The premise: on full-text rank alone, the decoy would come first.
    const ranks = await db().$queryRaw<{ id: string }[]>`
      SELECT id FROM "Product" WHERE id IN (${exact.id}, ${decoy.id})
      ORDER BY ts_rank("searchVector", websearch_to_tsquery('english', 'chikankari cotton kurta')) DESC`;
    expect(ranks.map((row) => row.id)).toEqual([decoy.id, exact.id]);

    const { body } = await search({ search: "Chikankari Cotton Kurta" });
    expect(body.pagination.total).toBeGreaterThanOrEqual(3);
    expect(body.products.map((product) => product.id).slice(0, 2)).toEqual([exact.id, decoy.id]);
  });

  it("understands websearch syntax: an excluded word never comes back", async () => {
    const { body } = await search({ search: "chikankari -cotton", limit: "100" });
    expect(body.products.length).toBeGreaterThan(0);
    for (const product of body.products) {
      expect(product.name).toMatch(/chikankari/i);
      expect(`${product.name} ${product.description}`).not.toMatch(/cotton/i);
    }
  });

  it("combines with filters and with another order", async () => {
    const { body } = await search({ search: "chikankari", category: k.category.id });
    expect(body.products.map((product) => product.id)).toEqual([k.alpha.id]);
    const byPrice = await search({ search: "chikankari", sortBy: "price", limit: "100" });
    const prices = byPrice.body.products.map((product) => product.minPrice);
    expect(prices.length).toBeGreaterThan(2);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(byPrice.body.pagination.total).toBe(await fullTextCount("chikankari"));
  });

  it("pages through results; a page past the end is empty with the right totalPages", async () => {
    const total = await fullTextCount("kurta");
    const first = await search({ search: "kurta", limit: "7" });
    expect(first.body.pagination).toEqual({ currentPage: 1, totalPages: Math.ceil(total / 7), total });
    const second = await search({ search: "kurta", limit: "7", page: "2" });
    expect(second.body.products).toHaveLength(7);
    expect(new Set([...first.body.products, ...second.body.products].map((product) => product.id)).size).toBe(14);
    const past = await search({ search: "kurta", limit: "7", page: "999" });
    expect(past.status).toBe(200);
    expect(past.body.products).toEqual([]);
    expect(past.body.pagination).toEqual({ currentPage: 999, totalPages: Math.ceil(total / 7), total });
  });

  it("treats hostile text as text", async () => {
    const before = await db().product.count();
    for (const text of [`'; DROP TABLE "Product"; --`, "a & b | !c", "(((", "\\", "%_%", "<%"]) {
      const { status, body } = await search({ search: text });
      expect(status, text).toBe(200);
      expect(body.success).toBe(true);
    }
    expect(await db().product.count()).toBe(before);
  });

  it("answers nothing for words that are in no name", async () => {
    const { status, body } = await search({ search: "xylophone qwertyuiop" });
    expect(status).toBe(200);
    expect(body.products).toEqual([]);
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: 0, total: 0 });
  });
});

describe("search with typos", () => {
  it('"chikankri" finds the Chikankari kurtas, closest first', async () => {
    const chikankari = await db().product.count({ where: { name: { contains: "Chikankari" } } });
    expect(chikankari).toBeGreaterThan(3);
    const { status, body } = await search({ search: "chikankri", limit: String(chikankari) });
    expect(status).toBe(200);
    expect(body.products).toHaveLength(chikankari);
    for (const product of body.products) expect(product.name).toContain("Chikankari");
    expect(body.pagination.total).toBeGreaterThanOrEqual(chikankari);
  });

  it('"anarkli" finds the Anarkalis', async () => {
    const anarkali = await db().product.count({ where: { name: { contains: "Anarkali" } } });
    expect(anarkali).toBeGreaterThan(3);
    const { body } = await search({ search: "anarkli", limit: String(Math.min(anarkali, 12)) });
    expect(body.products.length).toBe(Math.min(anarkali, 12));
    for (const product of body.products) expect(product.name).toContain("Anarkali");
  });

  it("uses a similarity threshold of 0.3, not pg_trgm's default 0.6", async () => {
    const [row] = await db().$queryRaw<{ similarity: number }[]>`SELECT similarity('chikenkary', 'chikankari') AS similarity`;
    expect(row!.similarity).toBeGreaterThan(0.3);
    expect(row!.similarity).toBeLessThan(0.6);
    const { body } = await search({ search: "chikenkary", category: "test-kurtas" });
    expect(body.products.map((product) => product.id)).toEqual([k.alpha.id]);
  });

  it("a typo combines with filters", async () => {
    const { body } = await search({ search: "chikankri", category: "test-kurtas" });
    expect(body.products.map((product) => product.id)).toEqual([k.alpha.id]);
    const none = await search({ search: "chikankri", category: "test-kurtas", payment: "online", availibility: "true", location: "kutch" });
    expect(none.body.products).toEqual([]);
  });
});

describe("search with typos, through the list of known words", () => {
  const visitor = { caller: null, ip: "10.0.0.1" };
  const ids = (result: { products: { id: string }[] }) => result.products.map((product) => product.id);
  const knownWords = async (...words: string[]) =>
    await db().$queryRaw<{ word: string; products: number }[]>`
      SELECT word, products FROM "SearchWord" WHERE word = ANY (${words}::text[]) ORDER BY word`;

  it("runs the full text of the nearest known word: the same products, in the same order, as the word spelt right", async () => {
    const typo = await searchProducts(visitor, { search: "chikankri", limit: "100" });
    const right = await searchProducts(visitor, { search: "chikankari", limit: "100" });
    expect(typo.textMatch).toBe("fuzzy");
    expect(right.textMatch).toBe("fulltext");
    expect(typo.pagination.total).toBe(await fullTextCount("chikankari"));
    expect(ids(typo)).toEqual(ids(right));
  });

  it("pages and sorts a typo exactly as the word spelt right, in every order, past the end too", async () => {
    const total = await fullTextCount("chikankari");
    expect(total).toBeGreaterThan(3);
    for (const sortBy of ["relevance", "price", "createdAt"]) {
      for (const page of ["2", "999"]) {
        const typo = await searchProducts(visitor, { search: "chikankri", sortBy, limit: "2", page });
        const right = await searchProducts(visitor, { search: "chikankari", sortBy, limit: "2", page });
        expect(typo.textMatch).toBe("fuzzy");
        expect(right.textMatch).toBe("fulltext");
        expect(typo.pagination).toEqual({ currentPage: Number(page), totalPages: Math.ceil(total / 2), total, limit: 2 });
        expect(right.pagination).toEqual(typo.pagination);
        expect(ids(typo)).toEqual(ids(right));
        expect(ids(typo)).toHaveLength(page === "2" ? 2 : 0);
      }
    }
  });

  it("corrects each word of the search, and every corrected word must match", async () => {
    const { products, pagination, textMatch } = await searchProducts(visitor, { search: "anarkli cottn", limit: "100" });
    expect(textMatch).toBe("fuzzy");
    expect(pagination.total).toBe(await fullTextCount("anarkali cotton"));
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(`${product.name} ${product.description}`).toMatch(/anarkali/i);
      expect(`${product.name} ${product.description}`).toMatch(/cotton/i);
    }
  });

  it("leaves out a typed word that is near no known word", async () => {
    const typo = await searchProducts(visitor, { search: "chikankri xqzvwj", limit: "100" });
    expect(typo.textMatch).toBe("fuzzy");
    expect(ids(typo)).toEqual(ids(await searchProducts(visitor, { search: "chikankari", limit: "100" })));
  });

  it("keeps the list in step with the catalogue: new words at once, a renamed or deleted product's words gone", async () => {
    expect(await knownWords("zardozi", "mukaish")).toEqual([]);
    const product = await makeProduct({
      name: "Zardozi Velvet Kurta",
      description: "Gold zardozi work on a velvet yoke.",
      categoryId: k.category.id,
      createdAt: new Date("2025-03-01T00:00:00Z"),
      variants: [
        { colorName: "Maroon", colorCode: "#800000", sizes: [{ size: "M", pricePaise: 499_900, cutPricePaise: 599_900, stock: 2 }] },
      ],
    });
    expect(await knownWords("zardozi")).toEqual([{ word: "zardozi", products: 1 }]);
    expect(ids(await searchProducts(visitor, { search: "zardozzi" }))).toEqual([product.id]);

    await db().product.update({
      where: { id: product.id },
      data: { name: "Mukaish Velvet Kurta", description: "Mukaish work on a velvet yoke." },
    });
    expect(await knownWords("zardozi", "mukaish")).toEqual([{ word: "mukaish", products: 1 }]);
    const renamed = await searchProducts(visitor, { search: "zardozzi" });
    expect(renamed).toMatchObject({ products: [], textMatch: "fuzzy", pagination: { total: 0 } });
    expect(ids(await searchProducts(visitor, { search: "mukiash" }))).toEqual([product.id]);

    await db().product.delete({ where: { id: product.id } });
    expect(await knownWords("mukaish")).toEqual([]);
  });

  it("counts the products per word, and holds neither stop words nor numbers", async () => {
    const [kurta] = await knownWords("kurta");
    const [uses] = await db().$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "Product" WHERE concat_ws(' ', name, description) ~* '\\mkurta\\M'`;
    expect(uses!.n).toBeGreaterThan(10);
    expect(kurta!.products).toBe(uses!.n);
    expect(await knownWords("the", "and", "with", "for")).toEqual([]);
    const [digits] = await db().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "SearchWord" WHERE word !~ '^[[:alpha:]]{3,}$'`;
    expect(digits!.n).toBe(0);
  });
});

describe("searchProducts, the domain function behind the page and the API", () => {
  const visitor = { caller: null, ip: "10.0.0.1" };

  it("says how the search matched and returns cards in paise", async () => {
    const exact = await searchProducts(visitor, { search: "Alpha Chikankari Cotton Kurta" });
    expect(exact.textMatch).toBe("fulltext");
    expect(exact.products[0]).toMatchObject({ id: k.alpha.id, minPricePaise: 49_900, categoryName: "Test Kurtas" });
    expect(exact.products[0]!.image).toEqual({
      url: expect.stringMatching(/^\/uploads\/test\//),
      alt: expect.any(String),
      width: 600,
      height: 800,
    });
    expect((await searchProducts(visitor, { search: "chikankri" })).textMatch).toBe("fuzzy");
    expect((await searchProducts(visitor, {})).textMatch).toBeNull();
  });

  it("throws typed errors the doors turn into 400 and 403", async () => {
    await expect(searchProducts(visitor, { sortBy: "cheapest" })).rejects.toMatchObject({ code: "validation" });
    await expect(searchProducts(visitor, { all: "true", limit: "500" })).rejects.toBeInstanceOf(AppError);
    await expect(searchProducts(visitor, { all: "true", limit: "500" })).rejects.toMatchObject({ code: "forbidden" });
    const admin = await makeUser("ADMIN");
    const caller = {
      id: admin.id,
      email: admin.email,
      fullname: admin.fullname,
      role: admin.role,
      isVerified: true,
      tokenVersion: 0,
      source: "bearer" as const,
      session: { id: "unused", expiresAt: new Date(Date.now() + 60_000) },
    };
    expect((await searchProducts({ caller, ip: "10.0.0.2" }, { all: "true", limit: "500" })).products.length).toBeGreaterThan(100);
  });

  it("shares its schema with the search page, which parses its URL the same way", () => {
    const parsed = productSearchSchema.parse({
      search: ["  silk  ", "ignored"],
      color: "2E3A87",
      priceMin: "500",
      payment: "On",
      sortBy: "PRICE",
    });
    expect(parsed).toEqual({
      page: 1,
      limit: 12,
      all: false,
      categories: [],
      priceMinPaise: 50_000,
      priceMaxPaise: undefined,
      // The API's meaning: prices before GST (the storefront's pages set it to true).
      pricesWithGst: false,
      minDiscountPct: undefined,
      inStockOnly: false,
      location: undefined,
      codOnly: true,
      colors: ["#2e3a87"],
      colorNames: [],
      sizes: [],
      search: "silk",
      sortBy: "price",
      sortOrder: "asc",
    });
    expect(productSearchSchema.parse({ search: "silk" })).toMatchObject({ sortBy: "relevance", sortOrder: "desc" });
    expect(productSearchSchema.parse({})).toMatchObject({ sortBy: "createdAt", sortOrder: "desc", page: 1, limit: 12 });
  });
});
