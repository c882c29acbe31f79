import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as getAllProduct } from "@/app/api/v1/products/getAllProduct/route";
import { GET as suggest } from "@/app/api/v1/products/suggest/route";
import { updateVariant } from "@/lib/catalog-admin/products/variants";
import { colorFamily } from "@/lib/catalog/words/color-families";
import type { ProductCardView } from "@/lib/catalog/product/product-view";
import { call, db, makeCategory, makeProduct, makeUser, withSeededCatalog } from "./support";

// Issue 24 §5: colour words in a search match the variants' colours (a family: red finds maroon,
// wine, rust), and the size filter keeps products with that size in stock. Both show the truth
// after a catalogue write, which expires the listings' cache tag.

// Outside a Next.js request there is no cache; record the tags each write expires instead.
const expired = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  updateTag: () => {
    throw new Error("updateTag can only be called from within a Server Action");
  },
  revalidateTag: (tag: string) => void expired.push(tag),
  // The suggestions' 'use cache' has no cache here either.
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));

withSeededCatalog();
beforeEach(() => void expired.splice(0));

type ListBody = { success: boolean; message?: string; products: ProductCardView[]; pagination: { total: number } };
const list = (query: Record<string, string>) =>
  call<ListBody>(getAllProduct, `/api/v1/products/getAllProduct?${new URLSearchParams(query)}`);

/** The colour names of these products' variants, by product id. */
async function colourNames(ids: readonly string[]): Promise<Map<string, string[]>> {
  const variants = await db().variant.findMany({ where: { productId: { in: [...ids] } }, select: { productId: true, colorName: true } });
  const byProduct = new Map<string, string[]>();
  for (const { productId, colorName } of variants) byProduct.set(productId, [...(byProduct.get(productId) ?? []), colorName.toLowerCase()]);
  return byProduct;
}

const size = (label: string, stock: number) => ({ size: label, pricePaise: 129_900, cutPricePaise: 149_900, stock });

let categoryId: string;
let wine: Awaited<ReturnType<typeof makeProduct>>;
let green: Awaited<ReturnType<typeof makeProduct>>;
beforeAll(async () => {
  categoryId = (await makeCategory("Kesarbagh Kurtas")).id;
  wine = await makeProduct({
    name: "Kesarbagh Cotton Kurta",
    description: "A kurta with a side tie.",
    categoryId,
    variants: [{ colorName: "Wine", colorCode: "#722f37", sizes: [size("M", 2), size("L", 1)] }],
  });
  green = await makeProduct({
    name: "Kesarbagh Cotton Kurta",
    description: "A kurta with a side tie.",
    categoryId,
    purchased: 50,
    variants: [{ colorName: "Bottle Green", colorCode: "#006a4e", sizes: [size("M", 0), size("L", 4)] }],
  });
});

describe("colour words in a search", () => {
  it('answers "red kurta" with red, maroon and rust kurtas, and nothing else', async () => {
    const { status, body } = await list({ search: "red kurta", limit: "100" });
    expect(status).toBe(200);
    expect(body.pagination.total).toBeGreaterThan(3);
    const family = colorFamily("red")!;
    const names = await colourNames(body.products.map((product) => product.id));
    for (const product of body.products) {
      const words = names.get(product.id)!.flatMap((name) => name.split(" "));
      expect(
        words.some((word) => family.includes(word)),
        `${product.name}: ${words.join(", ")}`,
      ).toBe(true);
      expect(product.name).toMatch(/kurta/i);
    }
    expect([...names.values()].flat()).toEqual(expect.arrayContaining(["maroon", "rust"]));
  });

  it("ranks the product in the asked colour first among products of the same name", async () => {
    const all = await list({ search: "kesarbagh" });
    expect(all.body.products.map((product) => product.id)).toEqual([green.id, wine.id]);
    const red = await list({ search: "red kesarbagh kurta" });
    expect(red.body.products.map((product) => product.id)).toEqual([wine.id]);
    const alone = await list({ search: "red", category: categoryId });
    expect(alone.body.products.map((product) => product.id)).toEqual([wine.id]);
  });

  it("matches a colour by its own name too, through the one-word index", async () => {
    const { body } = await list({ search: "wine", category: categoryId });
    expect(body.products.map((product) => product.id)).toEqual([wine.id]);
    const posted = await list({ search: "wine" });
    expect(posted.body.products.map((product) => product.id)).toContain(wine.id);
  });

  it("follows an edited colour at once", async () => {
    const admin = await makeUser("ADMIN");
    const variant = await db().variant.findFirstOrThrow({ where: { productId: wine.id }, include: { images: true, sizes: true } });
    await updateVariant(admin.ctx, {
      productId: wine.id,
      variantId: variant.id,
      colorName: "Emerald",
      colorCode: "#50c878",
      images: variant.images.map((image) => image.url),
      sizes: variant.sizes.map((row) => ({
        size: row.size,
        price: row.pricePaise / 100,
        discount: row.cutPricePaise / 100,
        stock: row.stock,
      })),
    });
    expect(expired).toContain("catalog");
    expect((await list({ search: "red kesarbagh" })).body.products).toEqual([]);
    const now = await list({ search: "green kesarbagh" });
    expect(now.body.products.map((product) => product.id).sort()).toEqual([wine.id, green.id].sort());
    expect((await list({ search: "wine", category: categoryId })).body.products).toEqual([]);
  });
});

describe("the size filter", () => {
  it("keeps only products with that size in stock", async () => {
    const { status, body } = await list({ size: "m", limit: "100" });
    expect(status).toBe(200);
    expect(body.pagination.total).toBeGreaterThan(0);
    const inStock = await db().sizeStock.findMany({
      where: { size: "M", stock: { gt: 0 }, variant: { productId: { in: body.products.map((product) => product.id) } } },
      select: { variant: { select: { productId: true } } },
    });
    expect(new Set(inStock.map((row) => row.variant.productId)).size).toBe(body.products.length);
    expect(body.products.map((product) => product.id)).not.toContain(green.id);
  });

  it("works beside the other filters and a search", async () => {
    const { body } = await list({ category: categoryId, size: "L" });
    expect(body.products.map((product) => product.id).sort()).toEqual([wine.id, green.id].sort());
    const searched = await list({ search: "kesarbagh", size: "M" });
    expect(searched.body.products.map((product) => product.id)).toEqual([wine.id]);
  });

  it("drops a product whose last piece in the size sells out", async () => {
    const admin = await makeUser("ADMIN");
    const variant = await db().variant.findFirstOrThrow({ where: { productId: green.id }, include: { images: true, sizes: true } });
    await updateVariant(admin.ctx, {
      productId: green.id,
      variantId: variant.id,
      colorName: variant.colorName,
      colorCode: variant.colorCode,
      images: variant.images.map((image) => image.url),
      sizes: variant.sizes.map((row) => ({ size: row.size, price: row.pricePaise / 100, discount: row.cutPricePaise / 100, stock: 0 })),
    });
    expect(expired).toContain("catalog");
    const { body } = await list({ category: categoryId, size: "L" });
    expect(body.products.map((product) => product.id)).toEqual([wine.id]);
  });

  it("refuses a size the shop does not sell", async () => {
    const { status, body } = await list({ size: "XXXL" });
    expect(status).toBe(400);
    expect(body.message).toBe("size must be one of XS, S, M, L, XL, XXL");
  });
});

describe("suggestions while typing", () => {
  type SuggestBody = { success: boolean; message?: string; suggestions: { kind: string; label: string; href: string }[] };
  const ask = (q: string) => call<SuggestBody>(suggest, `/api/v1/products/suggest?${new URLSearchParams({ q })}`);

  it("offers a colour, categories and products for a prefix, at most 8", async () => {
    const { status, body } = await ask("Re");
    expect(status).toBe(200);
    expect(body.suggestions[0]).toEqual({ kind: "colour", label: "Red", href: "/search?search=red" });
    const cotton = await ask("cott");
    expect(cotton.body.suggestions).toContainEqual({ kind: "category", label: "Cotton Kurtas", href: "/category/cotton-kurtas" });
    expect(cotton.body.suggestions.length).toBeLessThanOrEqual(8);
    expect(cotton.body.suggestions.filter((s) => s.kind === "product").length).toBeGreaterThan(0);
  });

  it("finds products by name and by colour as typed", async () => {
    const { body } = await ask("green kesarb");
    expect(body.suggestions).toEqual([
      { kind: "product", label: "Kesarbagh Cotton Kurta", href: expect.stringMatching(/^\/product\/kesarbagh-cotton-kurta-/) },
    ]);
  });

  it("answers nothing for a prefix too short or of no letters, and refuses one too long", async () => {
    expect((await ask("k")).body.suggestions).toEqual([]);
    expect((await ask("'&|:*!")).body.suggestions).toEqual([]);
    // Found by the API fuzz test: an id-like word of letters and digits answered 500.
    for (const odd of ["cmww9us3w0001a67dx5kmsrt8", "a1b2 c3d4", "12 34 5x", "the of", "x 1"]) {
      expect((await ask(odd)).status).toBe(200);
    }
    const long = await ask("k".repeat(101));
    expect([long.status, long.body.message]).toEqual([400, "q must be at most 100 characters"]);
  });
});
