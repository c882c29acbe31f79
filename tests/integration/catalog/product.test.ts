import { beforeAll, describe, expect, it } from "vitest";
import { call, db, makeCategory, makeProduct, NOW, withSeededCatalog } from "./support";
import { GET as getCategories } from "@/app/api/v1/products/category/route";
import { GET as getColors } from "@/app/api/v1/products/getColors/route";
import { GET as getProductByQuery, POST as getProduct } from "@/app/api/v1/products/getProduct/route";
import { getProductDetail } from "@/lib/catalog/product/detail";
import { listRegions } from "@/lib/catalog/facets/facets";
import { refreshProductListing } from "@/lib/catalog/product/listing";
import { recordProductViews } from "@/lib/catalog/product/views";
import type { ProductCardView, ProductDetailView } from "@/lib/catalog/product/product-view";
import { originRegionOf, TECHNIQUES } from "../../../prisma/seed/catalog-data";
import { makeTestKurtas, type TestKurtas } from "./fixtures";

// One product (getProduct), the filters' lists (categories, colours, regions) and the listing upkeep.
withSeededCatalog();

type ProductBody = { success: boolean; message: string; product: ProductDetailView };
const PATH = "/api/v1/products/getProduct";

let k: TestKurtas;
beforeAll(async () => {
  k = await makeTestKurtas();
});

describe("POST /products/getProduct", () => {
  it("answers the product with its colours, sizes in rupees and suggestions", async () => {
    await db().product.update({ where: { id: k.beta.id }, data: { suggestions: { connect: [{ id: k.alpha.id }, { id: k.delta.id }] } } });
    const { status, body } = await call<ProductBody>(getProduct, PATH, { json: { id: k.beta.id } });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.message).toBe("Product fetched successfully");
    const { subDetails, suggestions, sizeChart, ...card } = body.product;
    expect(sizeChart).toBeNull();
    expect(card).toMatchObject({ _id: k.beta.id, name: "Beta Bandhani Silk Kurta", minPrice: 1499, maxPrice: 1599, maxDiscount: 25 });
    const [maroon, teal] = await db().variant.findMany({
      where: { productId: k.beta.id },
      orderBy: { position: "asc" },
      include: { sizes: { orderBy: { position: "asc" } } },
    });
    expect(subDetails).toEqual([
      {
        _id: maroon!.id,
        colorName: "Maroon",
        colorCode: "#800000",
        images: ["/uploads/test/beta-maroon-front.webp", "/uploads/test/beta-maroon-back.webp", "/uploads/test/beta-maroon-detail.webp"],
        sizes: [
          { _id: maroon!.sizes[0]!.id, size: "M", price: 1499, discount: 1999, priceWithGst: 1573.95, cutPriceWithGst: 2098.95, stock: 5 },
          { _id: maroon!.sizes[1]!.id, size: "L", price: 1599, discount: 1999, priceWithGst: 1678.95, cutPriceWithGst: 2098.95, stock: 0 },
        ],
      },
      {
        _id: teal!.id,
        colorName: "Teal",
        colorCode: "#008080",
        images: ["/uploads/test/beta-teal-front.webp"],
        sizes: [
          { _id: teal!.sizes[0]!.id, size: "M", price: 1499, discount: 1999, priceWithGst: 1573.95, cutPriceWithGst: 2098.95, stock: 0 },
        ],
      },
    ]);
    // Suggestions are card-shaped, best sellers first.
    expect(suggestions.map((product: ProductCardView) => product.id)).toEqual([k.delta.id, k.alpha.id]);
    expect(suggestions[0]).toMatchObject({ _id: k.delta.id, minPrice: 7000, cashOnDelivery: "On", image: expect.any(Array) });
    expect(Object.keys(suggestions[0]!).sort()).toEqual(Object.keys(card).sort());
  });

  it("gives the page each size's price with GST, the cut price on the same basis, and the offer in those prices", async () => {
    const on = new Date("2026-11-25T12:00:00+05:30"); // 5% up to ₹2,500 a piece
    const detail = await getProductDetail(k.beta.id, on);
    const maroon = detail!.variants.find((variant) => variant.colorName === "Maroon")!;
    expect(
      maroon.sizes.map(({ size, priceWithGstPaise, cutPriceWithGstPaise }) => ({ size, priceWithGstPaise, cutPriceWithGstPaise })),
    ).toEqual([
      { size: "M", priceWithGstPaise: 157_395, cutPriceWithGstPaise: 209_895 }, // ₹1,499 and ₹1,999, each + 5%
      { size: "L", priceWithGstPaise: 167_895, cutPriceWithGstPaise: 209_895 },
    ]);
    // Before a size is chosen the page shows the lowest price with its MRP (the cheapest piece's cut price) and % off.
    expect(maroon.offer).toEqual({ lowPaise: 157_395, highPaise: 167_895, inStock: true, wasPaise: 209_895, percentOff: 25 });
    expect(detail!.offer).toMatchObject({ lowPaise: 157_395, highPaise: 167_895, wasPaise: 209_895 });
    expect(detail).toMatchObject({ minPricePaise: 149_900, minPriceWithGstPaise: 157_395, maxDiscountPct: 25 });
    // The spec's schedule (12% from ₹1,000) on a date it was in force.
    const before = await getProductDetail(k.beta.id, new Date("2024-06-01T12:00:00+05:30"));
    expect(before!.variants[0]!.sizes[0]!.priceWithGstPaise).toBe(167_888);
  });

  it("takes productId, _id or a slug, and GET ?id= as well", async () => {
    for (const json of [{ productId: k.gamma.id }, { _id: k.gamma.id }, { id: k.gamma.slug }, { slug: k.gamma.slug }]) {
      const { status, body } = await call<ProductBody>(getProduct, PATH, { json });
      expect(status, JSON.stringify(json)).toBe(200);
      expect(body.product.id).toBe(k.gamma.id);
    }
    const { status, body } = await call<ProductBody>(getProductByQuery, `${PATH}?id=${k.gamma.id}`);
    expect(status).toBe(200);
    expect(body.product.subDetails[0]!.sizes.map((size) => size.price)).toEqual([1000, 1000]);
  });

  it("answers 404 for an unknown product and 400 without an id", async () => {
    const unknown = await call(getProduct, PATH, { json: { id: "no-such-product" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: "Product not found" });
    const missing = await call(getProduct, PATH, { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, message: "Product id is required" });
    const wrongType = await call(getProduct, PATH, { json: { id: 42 } });
    expect(wrongType.status).toBe(400);
  });

  it("reads the seed's suggestions the way the seed wrote them (A suggested on B's page)", async () => {
    const [link] = await db().$queryRaw<{ A: string; B: string }[]>`SELECT "A", "B" FROM "_ProductSuggestions" ORDER BY "B", "A" LIMIT 1`;
    expect(link).toBeDefined();
    const detail = await getProductDetail(link!.B);
    expect(detail!.suggestions.map((product) => product.id)).toContain(link!.A);
  });
});

describe("GET /products/category", () => {
  it("lists every category by name with its product count", async () => {
    const { status, body } = await call<{ success: boolean; categories: Record<string, unknown>[] }>(
      getCategories,
      "/api/v1/products/category",
    );
    expect(status).toBe(200);
    const rows = await db().category.findMany({ include: { _count: { select: { products: true } } } });
    expect(body.categories).toHaveLength(rows.length);
    expect(body.categories.map((category) => category.name)).toEqual(rows.map((row) => row.name).sort());
    for (const category of body.categories) {
      const row = rows.find((candidate) => candidate.id === category._id)!;
      expect(category).toEqual({
        _id: row.id,
        id: row.id,
        name: row.name,
        slug: row.slug,
        image: row.image,
        productCount: row._count.products,
      });
    }
    expect(body.categories.find((category) => category.slug === "test-kurtas")).toMatchObject({ productCount: 5 });
  });
});

describe("GET /products/getColors", () => {
  it("lists each colour code once, lower case, under its most common name, by name", async () => {
    const category = await makeCategory("Colour Kurtas");
    const size = { size: "M", pricePaise: 99_900, cutPricePaise: 99_900, stock: 1 };
    for (const [i, colorName] of ["Sea", "Ocean", "Sea"].entries()) {
      await makeProduct({
        name: `Colour Test ${i}`,
        categoryId: category.id,
        createdAt: NOW,
        variants: [{ colorName, colorCode: i === 1 ? "#0A1B2C" : "#0a1b2c", sizes: [size] }],
      });
    }
    const { status, body } = await call<{ success: boolean; colors: { colorName: string; colorCode: string }[] }>(
      getColors,
      "/api/v1/products/getColors",
    );
    expect(status).toBe(200);
    const codes = body.colors.map((color) => color.colorCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(body.colors.map((color) => color.colorName)).toEqual(body.colors.map((color) => color.colorName).sort());
    expect(body.colors).toContainEqual({ colorName: "Sea", colorCode: "#0a1b2c" }); // two "Sea" beat one "Ocean"
    // "#2e3a87" is "Indigo" on many seeded kurtas and "Indigo Blue" on one hand-made one.
    expect(body.colors).toContainEqual({ colorName: "Indigo", colorCode: "#2e3a87" });
    const distinct = await db().$queryRaw<{ n: number }[]>`SELECT count(DISTINCT lower("colorCode"))::int AS n FROM "Variant"`;
    expect(body.colors).toHaveLength(distinct[0]!.n);
    for (const color of body.colors) expect(Object.keys(color).sort()).toEqual(["colorCode", "colorName"]);
  });
});

describe("listRegions", () => {
  it("gives each craft region once with its product count, without the products that have none", async () => {
    const regions = await listRegions();
    const groups = await db().product.groupBy({
      by: ["originRegion"],
      _count: { _all: true },
      where: { originRegion: { not: "" } },
      orderBy: { originRegion: "asc" },
    });
    expect(regions).toEqual(groups.map((group) => ({ region: group.originRegion, productCount: group._count._all })));
    expect(regions.map((region) => region.region)).toEqual(expect.arrayContaining(["Lucknow", "Jaipur", "Kutch", "Varanasi"]));
    expect(regions.some((region) => region.region === "")).toBe(false);
  });

  it("the seed derives the region from the craft: every chikankari kurta is from Lucknow, every bandhani one from Kutch", async () => {
    const chikankari = await db().product.findMany({
      where: { name: { contains: "Chikankari" }, category: { slug: { not: "test-kurtas" } } },
      select: { originRegion: true },
    });
    expect(chikankari.length).toBeGreaterThan(0);
    expect(new Set(chikankari.map((product) => product.originRegion))).toEqual(new Set(["Lucknow"]));
    const bandhani = await db().product.findMany({
      where: { name: { contains: "Bandhani" }, category: { slug: { not: "test-kurtas" } } },
      select: { originRegion: true },
    });
    expect(bandhani.length).toBeGreaterThan(0);
    expect(new Set(bandhani.map((product) => product.originRegion))).toEqual(new Set(["Kutch"]));
    // The technique's region first, then the handloom fabric's, else none.
    expect(originRegionOf(TECHNIQUES.chikan!, "Chanderi")).toBe("Lucknow");
    expect(originRegionOf(TECHNIQUES.solid!, "Tussar Silk")).toBe("Bhagalpur");
    expect(originRegionOf(TECHNIQUES.stripe!, "Cotton")).toBe("");
  });
});

describe("recordProductViews", () => {
  it("adds each product's tally in one statement and skips products that do not exist", async () => {
    const before = (await db().product.findUniqueOrThrow({ where: { id: k.eps.id } })).viewed;
    expect(
      await recordProductViews(
        new Map([
          [k.eps.id, 3],
          ["no-such-product", 2],
        ]),
      ),
    ).toBe(1);
    expect((await db().product.findUniqueOrThrow({ where: { id: k.eps.id } })).viewed).toBe(before + 3);
    expect(await recordProductViews(new Map())).toBe(0);
  });
});

describe("refreshProductListing", () => {
  const listing = (id: string) =>
    db().product.findUniqueOrThrow({
      where: { id },
      select: {
        minPricePaise: true,
        minCutPricePaise: true,
        minCutPriceWithGstPaise: true,
        maxPricePaise: true,
        minStock: true,
        maxStock: true,
        totalVariants: true,
        inStock: true,
        maxDiscountPct: true,
        availableSizes: true,
        colorCodes: true,
      },
    });

  it("recomputes the listing fields after a size changes in SQL", async () => {
    const product = await makeProduct({
      name: "Refresh Test Kurta",
      categoryId: k.category.id,
      createdAt: NOW,
      variants: [
        {
          colorName: "Rust",
          colorCode: "#B7410E",
          sizes: [
            { size: "S", pricePaise: 120_000, cutPricePaise: 150_000, stock: 4 },
            { size: "M", pricePaise: 120_000, cutPricePaise: 150_000, stock: 0 },
          ],
        },
        { colorName: "Mint", colorCode: "#98d8b1", sizes: [{ size: "XL", pricePaise: 130_000, cutPricePaise: 130_000, stock: 2 }] },
      ],
    });
    expect(await listing(product.id)).toEqual({
      minPricePaise: 120_000,
      minCutPricePaise: 150_000,
      minCutPriceWithGstPaise: null,
      maxPricePaise: 130_000,
      minStock: 0,
      maxStock: 4,
      totalVariants: 2,
      inStock: true,
      maxDiscountPct: 20,
      availableSizes: ["S", "XL"],
      colorCodes: ["#b7410e", "#98d8b1"],
    });

    await db().$executeRaw`
      UPDATE "SizeStock" s SET "pricePaise" = 99_900, stock = 7
      FROM "Variant" v WHERE v.id = s."variantId" AND v."productId" = ${product.id} AND s.size = 'M'`;
    await db().$executeRaw`
      UPDATE "SizeStock" s SET stock = 0
      FROM "Variant" v WHERE v.id = s."variantId" AND v."productId" = ${product.id} AND s.size IN ('S', 'XL')`;
    expect((await listing(product.id)).minPricePaise).toBe(120_000); // nothing changes by itself
    expect(await refreshProductListing([product.id, product.id])).toBe(1);
    expect(await listing(product.id)).toEqual({
      minPricePaise: 99_900,
      minCutPricePaise: 150_000,
      minCutPriceWithGstPaise: null,
      maxPricePaise: 130_000,
      minStock: 0,
      maxStock: 7,
      totalVariants: 2,
      inStock: true,
      maxDiscountPct: 33, // (1500 - 999) / 1500 = 33.4%
      availableSizes: ["M"],
      colorCodes: ["#b7410e", "#98d8b1"],
    });

    await db().$executeRaw`
      UPDATE "SizeStock" s SET stock = 0 FROM "Variant" v WHERE v.id = s."variantId" AND v."productId" = ${product.id}`;
    await refreshProductListing([product.id]);
    expect(await listing(product.id)).toMatchObject({ inStock: false, maxStock: 0, availableSizes: [] });

    await db().variant.deleteMany({ where: { productId: product.id } });
    await refreshProductListing([product.id]);
    expect(await listing(product.id)).toEqual({
      minPricePaise: 0,
      minCutPricePaise: 0,
      minCutPriceWithGstPaise: null,
      maxPricePaise: 0,
      minStock: 0,
      maxStock: 0,
      totalVariants: 0,
      inStock: false,
      maxDiscountPct: 0,
      availableSizes: [],
      colorCodes: [],
    });
    expect(await refreshProductListing([])).toBe(0);
  });

  it("agrees with the seed on every seeded product", async () => {
    const seeded = await db().product.findMany({
      where: { category: { slug: { not: "test-kurtas" } } },
      orderBy: { id: "asc" },
      select: { id: true },
    });
    const before = await Promise.all(seeded.map((product) => listing(product.id)));
    expect(await refreshProductListing(seeded.map((product) => product.id))).toBe(seeded.length);
    const after = await Promise.all(seeded.map((product) => listing(product.id)));
    expect(after).toEqual(before);
  });
});
