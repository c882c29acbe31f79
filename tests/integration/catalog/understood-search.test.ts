import { describe, expect, it, vi } from "vitest";
import { GET as getAllProduct } from "@/app/api/v1/products/getAllProduct/route";
import { GET as suggest } from "@/app/api/v1/products/suggest/route";
import { colorFamily } from "@/lib/catalog/words/color-families";
import type { ProductCardView } from "@/lib/catalog/product/product-view";
import { searchCatalog } from "@/lib/catalog/queries";
import { pickSearchParams } from "@/lib/catalog/search/search-url";
import { call, db, makeProduct, withSeededCatalog } from "./support";

// Issue 37 §1–3: the storefront's search reads sizes and prices out of the words, takes several values
// per filter with counts on the current results, and shows each product in the colour searched for.
// The spec's getAllProduct keeps its meanings (its search words are full text, its tiles the first colour).

vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));

withSeededCatalog();

/** The storefront's search page for an address's parameters. */
const page = (raw: Record<string, string>) => searchCatalog({ ...pickSearchParams(raw), limit: "100" }, { facets: true });

const BLUE = colorFamily("blue")!;

describe("words that mean filters", () => {
  it('"kurta XL under 1000" lists only kurtas with XL in stock at ₹1,000 or less, as shown with GST', async () => {
    const result = await page({ search: "kurta XL under 1000" });
    expect(result.pagination.total).toBeGreaterThan(0);
    for (const card of result.products) {
      expect(card.availableSizes, card.name).toContain("XL");
      expect(card.minPriceWithGstPaise, card.name).toBeLessThanOrEqual(100_000);
    }
    // The same as choosing the filters by hand.
    const byHand = await page({ search: "kurta", size: "XL", priceMax: "1000" });
    expect(result.products.map((card) => card.id)).toEqual(byHand.products.map((card) => card.id));
    // And narrower than the words as full text would have been.
    const unread = await page({ search: "kurta" });
    expect(unread.pagination.total).toBeGreaterThan(result.pagination.total);
  });

  it("says what a corrected spelling searched for", async () => {
    for (const [typed, meant] of [
      ["kurtha", "kurta"],
      ["anarkli", "anarkali"],
    ]) {
      const result = await page({ search: typed! });
      expect(result.textMatch).toBe("fuzzy");
      expect(result.searchedFor).toBe(meant);
      expect(result.pagination.total).toBeGreaterThan(0);
    }
  });

  it('finds festive kurtas for "wedding kurta", which no product names', async () => {
    expect(await db().product.count({ where: { description: { contains: "wedding", mode: "insensitive" } } })).toBe(0);
    const result = await page({ search: "wedding kurta" });
    expect(result.textMatch).toBe("fulltext");
    expect(result.pagination.total).toBeGreaterThan(0);
    const texts = await db().product.findMany({
      where: { id: { in: result.products.map((card) => card.id) } },
      select: { name: true, description: true },
    });
    for (const { name, description } of texts) expect(`${name} ${description}`).toMatch(/festive|zari|brocade|bridal/i);
  });
});

describe("filters with several values", () => {
  it("lists products with any of the sizes, and counts what each value would leave", async () => {
    const [xl, xxl, both] = await Promise.all([page({ size: "XL" }), page({ size: "XXL" }), page({ size: "XL,XXL" })]);
    expect(both.pagination.total).toBeGreaterThanOrEqual(Math.max(xl.pagination.total, xxl.pagination.total));
    expect(both.pagination.total).toBeLessThanOrEqual(xl.pagination.total + xxl.pagination.total);
    for (const card of both.products) expect(card.availableSizes.some((size) => size === "XL" || size === "XXL")).toBe(true);
    // A size's count is what choosing it alone would list (the size filter itself left out of its own counts).
    expect(both.facets!.sizes.XL).toBe(xl.pagination.total);
    expect(both.facets!.sizes.XXL).toBe(xxl.pagination.total);
  });

  it("counts categories on the current results, not the whole catalogue", async () => {
    const search = await page({ search: "cotton", size: "M" });
    const counts = search.facets!.categories;
    const sum = Object.values(counts).reduce((total, count) => total + count, 0);
    expect(sum).toBe(search.pagination.total);
    const [categoryId, count] = Object.entries(counts)[0]!;
    const narrowed = await page({ search: "cotton", size: "M", category: categoryId });
    expect(narrowed.pagination.total).toBe(count);
    const whole = await db().product.count({ where: { categoryId, archivedAt: null } });
    expect(count).toBeLessThan(whole);
  });

  it("counts craft regions on the current results, each what choosing it would list", async () => {
    const search = await page({ search: "kurta", size: "XL" });
    const counts = search.facets!.regions;
    const stated = search.products.filter((card) => card.originRegion !== "");
    expect(Object.values(counts).reduce((total, count) => total + count, 0)).toBe(stated.length);
    expect(Object.keys(counts)).not.toContain("");
    const [region, count] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]!;
    const narrowed = await page({ search: "kurta", size: "XL", location: region.toLowerCase() });
    expect(narrowed.pagination.total).toBe(count);
    // The region chosen leaves the others' counts as they were: each is what choosing it instead would list.
    expect(narrowed.facets!.regions).toEqual(counts);
    const whole = await db().product.count({ where: { originRegion: region, archivedAt: null } });
    expect(count).toBeLessThan(whole);
  });

  it("takes several colours and categories, and refuses a bad one with its own message (400 through the API)", async () => {
    const codes = await db().variant.findMany({ distinct: ["colorCode"], take: 2, select: { colorCode: true } });
    const two = await page({ color: codes.map((each) => each.colorCode.replace("#", "")).join(",") });
    const forms = new Set(codes.map((each) => each.colorCode.toLowerCase()));
    for (const card of two.products) expect(card.colorCodes.some((code) => forms.has(code))).toBe(true);
    const { status, body } = await call<{ success: boolean; message: string }>(
      getAllProduct,
      "/api/v1/products/getAllProduct?size=XL,XXXL",
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: "size must be one of XS, S, M, L, XL, XXL" });
  });
});

describe("tiles in the colour searched", () => {
  it('shows each "blue kurta" in its blue colour: picture, price and the colour it opens on', async () => {
    const result = await page({ search: "blue kurta" });
    expect(result.pagination.total).toBeGreaterThan(0);
    for (const card of result.products) {
      expect(card.colorId, card.name).toBeTruthy();
      const variant = await db().variant.findUniqueOrThrow({
        where: { id: card.colorId! },
        select: {
          productId: true,
          colorName: true,
          images: { orderBy: [{ position: "asc" }, { id: "asc" }], take: 1, select: { url: true } },
        },
      });
      expect(variant.productId).toBe(card.id);
      expect(
        variant.colorName
          .toLowerCase()
          .split(/\s+/)
          .some((word) => BLUE.includes(word)),
        variant.colorName,
      ).toBe(true);
      expect(card.image?.url).toBe(variant.images[0]?.url);
    }
  });

  it("leaves the spec's getAllProduct on each product's first colour", async () => {
    const { status, body } = await call<{ products: ProductCardView[] }>(
      getAllProduct,
      `/api/v1/products/getAllProduct?${new URLSearchParams({ search: "blue kurta", limit: "100" })}`,
    );
    expect(status).toBe(200);
    const first = await db().variant.findMany({
      where: { productId: { in: body.products.map((product) => product.id) } },
      orderBy: [{ position: "asc" }, { id: "asc" }],
      select: { productId: true, images: { orderBy: [{ position: "asc" }, { id: "asc" }], take: 1, select: { url: true } } },
    });
    const firstImage = new Map<string, string | undefined>();
    for (const variant of first) if (!firstImage.has(variant.productId)) firstImage.set(variant.productId, variant.images[0]?.url);
    for (const product of body.products) expect(product.image[0]).toBe(firstImage.get(product.id));
  });

  it("suggests for a colour only products of that colour", async () => {
    // A best seller whose description mentions blue, in no blue colour: not a blue kurta.
    await makeProduct({
      name: "Rani Pink Kurti",
      description: "A rani pink kurti that pairs well with blue jeans.",
      purchased: 100_000,
      variants: [{ colorName: "Rani Pink", colorCode: "#e0218a", sizes: [{ size: "M", pricePaise: 79_900, cutPricePaise: 0, stock: 3 }] }],
    });
    const { status, body } = await call<{ suggestions: { kind: string; label: string; href: string }[] }>(
      suggest,
      "/api/v1/products/suggest?q=blue",
    );
    expect(status).toBe(200);
    expect(body.suggestions[0]).toMatchObject({ kind: "colour", label: "Blue" });
    const products = body.suggestions.filter((suggestion) => suggestion.kind === "product");
    expect(products.length).toBeGreaterThan(0);
    for (const suggestion of products) {
      const slug = decodeURIComponent(suggestion.href.split("/").at(-1)!);
      const product = await db().product.findUniqueOrThrow({
        where: { slug },
        select: { name: true, variants: { select: { colorName: true } } },
      });
      const words = [product.name, ...product.variants.map((variant) => variant.colorName)].join(" ").toLowerCase().split(/\s+/);
      expect(
        words.some((word) => BLUE.includes(word)),
        suggestion.label,
      ).toBe(true);
    }
  });
});
