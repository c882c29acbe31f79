import { beforeAll, describe, expect, it } from "vitest";
import { db, makeProduct, withSeededCatalog } from "./support";
import { searchProducts } from "@/lib/catalog/search/search";
import { makeTestKurtas, type TestKurtas } from "./fixtures";

// A one-word search without filters, by relevance, is answered from the posting list (SearchPosting,
// kept by triggers on Product). Every other search ranks the products themselves. The two must never
// disagree: a price filter of ₹0 and up keeps every product but takes the other path.
withSeededCatalog();

const visitor = { caller: null, ip: "10.0.0.3" };
type Result = Awaited<ReturnType<typeof searchProducts>>;
const ids = (result: Result) => result.products.map((product) => product.id);
const sizes = [{ size: "M", pricePaise: 99_900, cutPricePaise: 99_900, stock: 1 }];
const white = { colorName: "White", colorCode: "#fafafa", sizes };
const createdAt = new Date("2025-04-01T00:00:00Z");

async function bothPaths(search: string, extra: Record<string, string> = {}): Promise<[Result, Result]> {
  const postings = await searchProducts(visitor, { search, limit: "100", ...extra });
  const products = await searchProducts(visitor, { search, limit: "100", priceMin: "0", ...extra });
  return [postings, products];
}

async function expectSameAnswer(search: string, extra: Record<string, string> = {}): Promise<Result> {
  const [postings, products] = await bothPaths(search, extra);
  expect(postings.textMatch, search).toBe(products.textMatch);
  expect(postings.pagination, search).toEqual(products.pagination);
  expect(ids(postings), search).toEqual(ids(products));
  return postings;
}

let k: TestKurtas;
beforeAll(async () => {
  k = await makeTestKurtas();
});

describe("one-word search from the posting list", () => {
  it("answers the same products, count and order as ranking the products, typed right or with a typo", async () => {
    for (const word of ["kurta", "Chikankari", "silk", "bandhani", "cotton"]) {
      const result = await expectSameAnswer(word);
      expect(result.textMatch).toBe("fulltext");
      expect(result.pagination.total, word).toBeGreaterThan(2);
    }
    const typo = await expectSameAnswer("chikankri");
    expect(typo.textMatch).toBe("fuzzy");
    expect(typo.pagination.total).toBeGreaterThan(2);
    for (const page of ["2", "3", "999"]) await expectSameAnswer("kurta", { limit: "7", page });
  });

  it("finds nothing for a stop word or an unknown word, as before", async () => {
    expect(await expectSameAnswer("the")).toMatchObject({ products: [], pagination: { total: 0 } });
    expect(await expectSameAnswer("xqzvwj")).toMatchObject({ products: [], pagination: { total: 0 } });
  });

  it("ranks a product whose whole name is the word first, above one that repeats it, typed right or not", async () => {
    const decoy = await makeProduct({
      name: "Phulkari Kurta with Phulkari Yoke",
      description: "Phulkari work. ".repeat(8),
      categoryId: k.category.id,
      createdAt,
      purchased: 900,
      variants: [white],
    });
    const named = await makeProduct({
      name: "Phulkari",
      description: "A plain kurta.",
      categoryId: k.category.id,
      createdAt,
      variants: [white],
    });
    for (const search of ["phulkari", "PHULKARIS", "phulkary"]) {
      const result = await expectSameAnswer(search);
      expect(ids(result).slice(0, 2), search).toEqual([named.id, decoy.id]);
    }
  });

  it("follows the catalogue at once: new, renamed, archived, bought and deleted products", async () => {
    const total = async () => (await searchProducts(visitor, { search: "ikat" })).pagination.total;
    const before = await total();
    const first = await makeProduct({ name: "Ikat Cotton Kurta", categoryId: k.category.id, createdAt, purchased: 5, variants: [white] });
    const second = await makeProduct({ name: "Ikat Silk Kurta", categoryId: k.category.id, createdAt, purchased: 4, variants: [white] });
    expect(await total()).toBe(before + 2);
    const order = async () => ids(await expectSameAnswer("ikat")).filter((id) => id === first.id || id === second.id);
    expect(await order()).toEqual([first.id, second.id]);

    // A purchase moves the tie-break between equally relevant products.
    await db().product.update({ where: { id: second.id }, data: { purchased: 50 } });
    expect(await order()).toEqual([second.id, first.id]);

    await db().product.update({ where: { id: first.id }, data: { archivedAt: new Date() } });
    expect(await order()).toEqual([second.id]);
    expect(await total()).toBe(before + 1);

    await db().product.update({ where: { id: second.id }, data: { name: "Ajrakh Silk Kurta", description: "Block printed." } });
    expect(await order()).toEqual([]);
    expect(ids(await expectSameAnswer("ajrakh"))).toContain(second.id);

    await db().product.delete({ where: { id: second.id } });
    expect(ids(await searchProducts(visitor, { search: "ajrakh" }))).not.toContain(second.id);
    expect(await db().searchPosting.count({ where: { productId: { in: [first.id, second.id] } } })).toBe(0);
  });

  it("takes any word a product's text holds, quotes and backslashes included", async () => {
    const odd = await makeProduct({
      name: "Kurta O'Neil \\ Back\\slash 'quoted'",
      // The parser keeps a quote inside a web address: the lexemes "x.com/a'b" and "/a'b".
      description: "See http://x.com/a'b\\c and C:\\path\\file.txt.",
      categoryId: k.category.id,
      createdAt,
      variants: [white],
    });
    const [row] = await db().$queryRaw<{ missing: number }[]>`
      SELECT count(*)::int AS missing FROM unnest((SELECT "searchVector" FROM "Product" WHERE id = ${odd.id})) AS l
      WHERE NOT EXISTS (SELECT 1 FROM "SearchPosting" s WHERE s."productId" = ${odd.id} AND s.lexeme = l.lexeme)`;
    expect(row!.missing).toBe(0);
    expect(await db().searchPosting.count({ where: { productId: odd.id, lexeme: { contains: "'" } } })).toBeGreaterThan(0);
    expect(ids(await expectSameAnswer("neil"))).toContain(odd.id);
  });

  it("keeps ranking through the products when there is a filter or another order", async () => {
    const filtered = await searchProducts(visitor, { search: "chikankari", category: k.category.id });
    expect(ids(filtered)).toEqual([k.alpha.id]);
    const byPrice = await searchProducts(visitor, { search: "chikankari", sortBy: "price", limit: "100" });
    const prices = byPrice.products.map((product) => product.minPricePaise);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
