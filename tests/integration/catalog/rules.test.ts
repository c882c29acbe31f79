import { describe, expect, it } from "vitest";
import { call, db, makeCategory, makeProduct, NOW, withSeededCatalog } from "./support";
import { POST as getProduct } from "@/app/api/v1/products/getProduct/route";
import { percentOffSql, refreshProductListing } from "@/lib/catalog/product/listing";
import type { ProductDetailView } from "@/lib/catalog/product/product-view";
import { Prisma } from "@/lib/generated/prisma/client";
import { percentOff } from "@/lib/pricing";

// The catalogue's rules have one implementation in lib/, and where SQL must repeat one (the
// listing fields), the SQL and the TypeScript give the same answers.
withSeededCatalog();

const listingFields = { id: true, maxDiscountPct: true, availableSizes: true } as const;

describe("percent off: TypeScript and SQL agree", () => {
  it("on edge cases and on thousands of price pairs", async () => {
    const edges = [0, 1, 2, 3, 99, 100, 101, 333, 667, 999, 1000, 99_900, 149_900, 150_000, 1_000_000, 2_000_000_000];
    const pairs: [number, number][] = edges.flatMap((price) => edges.map((cut) => [price, cut] as [number, number]));
    let seed = 42;
    const next = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % max;
    };
    for (let i = 0; i < 5000; i++) {
      const cut = 1 + next(1_000_000);
      pairs.push([next(cut + 1), cut]);
    }
    const rows = await db().$queryRaw<{ i: number; off: number }[]>`
      SELECT t.i::int AS i, ${percentOffSql(Prisma.sql`t.price`, Prisma.sql`t.cut`)} AS off
      FROM unnest(${pairs.map(([price]) => price)}::int[], ${pairs.map(([, cut]) => cut)}::int[]) WITH ORDINALITY AS t(price, cut, i)
      ORDER BY t.i`;
    expect(rows).toHaveLength(pairs.length);
    const mismatches = rows.filter((row) => row.off !== percentOff(...pairs[row.i - 1]!));
    expect(mismatches).toEqual([]);
  });

  it("the seed's listing fields (computed in TypeScript) are what the SQL refresh computes", async () => {
    const seeded = await db().product.findMany({ select: listingFields, orderBy: { id: "asc" } });
    expect(seeded.some((product) => product.maxDiscountPct > 0)).toBe(true);
    await refreshProductListing(seeded.map((product) => product.id));
    expect(await db().product.findMany({ select: listingFields, orderBy: { id: "asc" } })).toEqual(seeded);
  });
});

describe("size order", () => {
  it("is XS to XXL in the product page's data, the API and availableSizes, however the rows were stored", async () => {
    const category = await makeCategory("Size Order Kurtas");
    const size = (label: string) => ({ size: label, pricePaise: 99_900, cutPricePaise: 129_900, stock: 3 });
    const product = await makeProduct({
      name: "Size Order Kurta",
      categoryId: category.id,
      createdAt: NOW,
      variants: [{ colorName: "Teal", colorCode: "#008080", sizes: ["XXL", "M", "Free", "XS", "L"].map(size) }],
    });
    expect(product.availableSizes).toEqual(["XS", "M", "L", "XXL", "Free"]);
    const { status, body } = await call<{ product: ProductDetailView }>(getProduct, "/api/v1/products/getProduct", {
      json: { id: product.id },
    });
    expect(status).toBe(200);
    expect(body.product.subDetails[0]!.sizes.map((row) => row.size)).toEqual(["XS", "M", "L", "XXL", "Free"]);
  });
});
