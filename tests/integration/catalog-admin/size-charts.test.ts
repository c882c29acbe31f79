import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { afterAll, describe, expect, it } from "vitest";
import { GET as exportCsvRoute } from "@/app/(shop)/admin/manage-products/export/route";
import { POST as getProductRoute } from "@/app/api/v1/products/getProduct/route";
import { POST as importCsvRoute } from "@/app/api/v1/products/importCsv/route";
import { PUT as sizeChartRoute } from "@/app/api/v1/products/sizeChart/route";
import { sizeChartOverview } from "@/lib/catalog-admin/categories/size-charts";
import { APP_ORIGIN, call, db } from "../../support/api";
import { makeCategory, makeProduct, makeUser } from "../../support/factories";

// Size charts: a category's template and a product's own, saved by an admin through the API (the form's action calls
// the same function), checked (sizes it sells, sane centimetres, one set of measurements), audited, shown by the
// product's API, and carried by the catalogue's CSV.

afterAll(() => db.$disconnect());

const sizes = ["S", "M", "L"].map((size) => ({ size, pricePaise: 99_900, cutPricePaise: 129_900, stock: 5 }));
const template = {
  fit: "regular",
  note: "Garment measurements, laid flat.",
  rows: [
    { size: "XS", cm: { chest: 86, waist: 76, length: 110 } },
    { size: "S", cm: { chest: 91, waist: 81, length: 111 } },
    { size: "M", cm: { chest: 96.5, waist: 86, length: 112 } },
    { size: "L", cm: { chest: 101.5, waist: 91, length: 113 } },
    { size: "XL", cm: { chest: 106.5, waist: 96, length: 114 } },
  ],
};

async function setup() {
  const admin = await makeUser({ role: "ADMIN" });
  const category = await makeCategory(`Charted ${randomUUID().slice(0, 8)}`);
  const product = await makeProduct({
    name: "Charted Kurta",
    categoryId: category.id,
    variants: [{ colorName: "Indigo", colorCode: "#3f51b5", sizes }],
  });
  return { admin, category, product };
}

const save = (token: string, json: unknown) => call(sizeChartRoute, { method: "PUT", path: "/api/v1/products/sizeChart", token, json });
const productChart = async (id: string) => {
  const { body } = await call(getProductRoute, { path: "/api/v1/products/getProduct", json: { id } });
  return (body as unknown as { product: { sizeChart: unknown } }).product.sizeChart;
};

describe("size charts through the admin API", () => {
  it("a category's template shows on its products with their sizes only; a product's own chart replaces it; each save is audited", async () => {
    const { admin, category, product } = await setup();
    expect(await productChart(product.id)).toBeNull();

    const saved = await save(admin.token, { categoryId: category.id, chart: template });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, message: "Size chart saved" });
    expect(await productChart(product.id)).toEqual({
      source: "category",
      fit: "regular",
      note: "Garment measurements, laid flat.",
      rows: template.rows.filter((row) => ["S", "M", "L"].includes(row.size)),
    });

    const own = {
      fit: "relaxed",
      rows: [
        { size: "L", cm: { chest: 110 } },
        { size: "m", cm: { chest: 105 } },
      ],
    };
    expect((await save(admin.token, { productId: product.id, chart: own })).status).toBe(200);
    expect(await productChart(product.id)).toEqual({
      source: "product",
      fit: "relaxed",
      note: "",
      rows: [
        { size: "m", cm: { chest: 105 } },
        { size: "L", cm: { chest: 110 } },
      ],
    });

    // Removing the product's own chart brings the category's back.
    expect((await save(admin.token, { productId: product.id, chart: null })).body).toMatchObject({ message: "Size chart removed" });
    expect(await productChart(product.id)).toMatchObject({ source: "category" });

    const audits = await db.auditLog.findMany({
      where: { entityId: { in: [category.id, product.id] }, action: { endsWith: "size_chart_set" } },
      orderBy: { createdAt: "asc" },
    });
    expect(audits.map((audit) => [audit.action, audit.actorId])).toEqual([
      ["category.size_chart_set", admin.id],
      ["product.size_chart_set", admin.id],
      ["product.size_chart_set", admin.id],
    ]);
    expect(audits[1]!.data).toMatchObject({ before: null, after: { fit: "relaxed" } });
    expect(audits[2]!.data).toMatchObject({ before: { fit: "relaxed" }, after: null });
  });

  it("refuses what a chart cannot be with a 400 naming the fault, a customer with 403, and stores nothing", async () => {
    const { admin, category, product } = await setup();
    const customer = await makeUser();
    const refusals: [unknown, number, string][] = [
      [
        { productId: product.id, chart: { fit: "regular", rows: [{ size: "XXL", cm: { chest: 120 } }] } },
        400,
        "Size XXL is not among this product's sizes (S, M, L)",
      ],
      [
        { productId: product.id, chart: { fit: "regular", rows: [{ size: "M", cm: { chest: 300 } }] } },
        400,
        "Chest for size M must be a number of cm from 60 to 180, in steps of 0.5",
      ],
      [
        { productId: product.id, chart: { fit: "regular", rows: [{ size: "M", cm: { chest: 96.3 } }] } },
        400,
        "Chest for size M must be a number of cm from 60 to 180, in steps of 0.5",
      ],
      [
        {
          categoryId: category.id,
          chart: {
            fit: "regular",
            rows: [
              { size: "M", cm: { chest: 96 } },
              { size: "L", cm: { chest: 101, waist: 90 } },
            ],
          },
        },
        400,
        "Every size needs the same measurements: size L adds waist",
      ],
      [
        {
          categoryId: category.id,
          chart: {
            fit: "regular",
            rows: [
              { size: "M", cm: { chest: 96 } },
              { size: "m", cm: { chest: 97 } },
            ],
          },
        },
        400,
        "Size m appears twice in the size chart",
      ],
      [
        { categoryId: category.id, chart: { fit: "baggy", rows: [{ size: "M", cm: { chest: 96 } }] } },
        400,
        "Fit must be one of: slim, regular, relaxed, flared",
      ],
      [
        { categoryId: category.id, chart: { fit: "regular", rows: [{ size: "M", cm: { neck: 40 } }] } },
        400,
        "A size chart needs at least one measurement",
      ],
      [{ chart: null }, 400, "Give either categoryId or productId"],
      [{ categoryId: "nope", chart: template }, 404, "Category not found"],
    ];
    for (const [json, status, message] of refusals) {
      const answer = await save(admin.token, json);
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
    const forbidden = await save(customer.token, { categoryId: category.id, chart: template });
    expect(forbidden.status).toBe(403);
    expect(await productChart(product.id)).toBeNull();
    expect(await db.auditLog.count({ where: { entityId: { in: [category.id, product.id] } } })).toBe(0);
  });
});

describe("size charts in the catalogue's CSV", () => {
  async function exported(token: string): Promise<string[][]> {
    const response = await exportCsvRoute(
      new Request(new URL("/admin/manage-products/export", APP_ORIGIN), { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(response.status).toBe(200);
    return parse(await response.text()) as string[][];
  }
  const importCsv = (token: string, rows: string[][], mode: "dry-run" | "apply") => {
    const text = rows.map((cells) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(",")).join("\n");
    return call(importCsvRoute, {
      path: "/api/v1/products/importCsv",
      token,
      form: { file: new File([text], "catalogue.csv", { type: "text/csv" }), mode },
    });
  };

  it("round trip: a product's own chart is exported in its compact form and imported back; an edited one applies; a wrong one is refused by line", async () => {
    const { admin, product } = await setup();
    const own = {
      fit: "slim",
      note: "Measured flat; doubled: chest, waist.",
      rows: [
        { size: "S", cm: { chest: 90, sleeve: 20.5 } },
        { size: "M", cm: { chest: 95, sleeve: 21 } },
      ],
    };
    expect((await save(admin.token, { productId: product.id, chart: own })).status).toBe(200);

    const [header, ...rows] = await exported(admin.token);
    const column = header!.indexOf("sizeChart");
    const mine = rows.filter((cells) => cells[0] === product.id);
    expect(mine).toHaveLength(3);
    const compact = "fit=slim; S: chest 90, sleeve 20.5; M: chest 95, sleeve 21; note=Measured flat; doubled: chest, waist.";
    expect(mine.map((cells) => cells[column])).toEqual([compact, compact, compact]);

    // Imported unchanged, the chart is the same; edited, it changes.
    expect((await importCsv(admin.token, [header!, ...mine], "apply")).body).toMatchObject({ applied: true, errors: [] });
    expect(await productChart(product.id)).toEqual({ source: "product", ...own });
    const edited = mine.map((cells) => cells.map((cell, index) => (index === column ? "fit=relaxed; L: chest 104, length 112" : cell)));
    expect((await importCsv(admin.token, [header!, ...edited], "apply")).body).toMatchObject({ applied: true, errors: [] });
    expect(await productChart(product.id)).toEqual({
      source: "product",
      fit: "relaxed",
      note: "",
      rows: [{ size: "L", cm: { chest: 104, length: 112 } }],
    });

    // A chart naming a size the product does not sell, or unreadable, is an error of its line; nothing is applied.
    const wrong = mine.map((cells) => cells.map((cell, index) => (index === column ? "fit=regular; XXL: chest 120" : cell)));
    const refused = await importCsv(admin.token, [header!, ...wrong], "apply");
    expect(refused.body).toMatchObject({
      applied: false,
      errors: [{ line: 2, message: "sizeChart: Size XXL is not among this product's sizes (S, M, L)" }],
    });
    const unreadable = mine.map((cells) => cells.map((cell, index) => (index === column ? "fit=regular; M chest 96" : cell)));
    expect((await importCsv(admin.token, [header!, ...unreadable], "dry-run")).body.errors).toEqual([
      { line: 2, message: 'sizeChart: write it as "fit=regular; S: chest 96, waist 86; M: chest 101, waist 91; note=How to measure"' },
    ]);
    expect(await productChart(product.id)).toMatchObject({ fit: "relaxed" });

    // An empty cell removes the product's own chart; a file without the column leaves it alone.
    expect((await save(admin.token, { productId: product.id, chart: own })).status).toBe(200);
    const withoutColumn = [header!, ...mine].map((cells) => cells.filter((_, index) => index !== column));
    expect((await importCsv(admin.token, withoutColumn, "apply")).body).toMatchObject({ applied: true });
    expect(await productChart(product.id)).toMatchObject({ fit: "slim" });
    const emptied = mine.map((cells) => cells.map((cell, index) => (index === column ? "" : cell)));
    expect((await importCsv(admin.token, [header!, ...emptied], "apply")).body).toMatchObject({ applied: true });
    expect(await productChart(product.id)).toBeNull();
  });
});

describe("Admin → Size charts", () => {
  it("lists each category's chart sizes and the products overriding it (not the archived ones); only for an admin", async () => {
    const { admin, category, product } = await setup();
    const plain = await makeProduct({
      name: "Plain Kurta",
      categoryId: category.id,
      variants: [{ colorName: "Red", colorCode: "#b91c1c", sizes }],
    });
    const archived = await makeProduct({
      name: "Old Kurta",
      categoryId: category.id,
      variants: [{ colorName: "Red", colorCode: "#b91c1c", sizes }],
    });
    const own = { fit: "slim", note: "", rows: [{ size: "M", cm: { chest: 94 } }] };
    expect((await save(admin.token, { categoryId: category.id, chart: template })).status).toBe(200);
    expect((await save(admin.token, { productId: product.id, chart: own })).status).toBe(200);
    expect((await save(admin.token, { productId: archived.id, chart: own })).status).toBe(200);
    await db.product.update({ where: { id: archived.id }, data: { archivedAt: new Date() } });

    const mine = (await sizeChartOverview(admin.ctx)).find((row) => row.id === category.id);
    expect(mine).toEqual({
      id: category.id,
      name: category.name,
      sizes: ["XS", "S", "M", "L", "XL"],
      overrides: [{ id: product.id, name: "Charted Kurta", sizes: ["M"] }],
    });
    expect(mine!.overrides.map((row) => row.id)).not.toContain(plain.id);

    const shopper = await makeUser();
    await expect(sizeChartOverview(shopper.ctx)).rejects.toMatchObject({ code: "forbidden" });
  });
});
