import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { GET as exportCsvRoute } from "@/app/(shop)/admin/manage-products/export/route";
import { POST as categoryAdd, PUT as categoryUpdate } from "@/app/api/v1/products/category/route";
import { POST as createProductRoute } from "@/app/api/v1/products/createProduct/route";
import { POST as importCsvRoute } from "@/app/api/v1/products/importCsv/route";
import { POST as updateProductRoute } from "@/app/api/v1/products/updateProduct/route";
import { HINDI_NAME_MESSAGE } from "@/lib/catalog-admin/schemas";
import { getProductDetail } from "@/lib/catalog/product/detail";
import { listCategories } from "@/lib/catalog/facets/facets";
import { APP_ORIGIN, call, db, pngFile, type CallOptions, type RouteHandler } from "../../support/api";
import { buyer } from "../orders/fixtures";

// The catalogue in Hindi (issue 55): the owner's Hindi name and description of a product and the
// Hindi name of a category, through the back office's form (the /api/v1 calls it posts to) and the
// CSV; left out, as a client of the spec sends a product, they are kept.

afterAll(() => db.$disconnect());

type Product = { id: string; name: string; nameHi: string; descriptionHi: string };
type Body = { success: boolean; message?: string; product?: Product; categories?: { id: string; name: string; nameHi: string }[] };

async function send(handler: RouteHandler, options: CallOptions) {
  const { status, body } = await call(handler, options);
  return { status, body: body as unknown as Body };
}

async function admin() {
  const user = await buyer();
  await db.user.update({ where: { id: user.id }, data: { role: "ADMIN" } });
  return user;
}

const tag = () => randomUUID().slice(0, 8);

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

async function newCategory() {
  const t = tag();
  return (await db.category.create({ data: { name: `Hindi cat ${t}`, slug: `hindi-cat-${t}`, image: "/c.webp" } })).id;
}

const productFields = (categoryId: string, extra: Record<string, string> = {}) =>
  form({ name: `Blue kurta ${tag()}`, description: "Cotton", details: "[]", hsn: "6211", category: categoryId, ...extra });

describe("a product's Hindi name and description", () => {
  it("are set by the form, kept when a client sends only the spec's fields, cleared by empty ones, and capped", async () => {
    const { token } = await admin();
    const categoryId = await newCategory();
    const made = await send(createProductRoute, {
      path: "/api/v1/products/createProduct",
      token,
      form: productFields(categoryId, { nameHi: "  नीला कुर्ता  ", descriptionHi: "सूती कपड़े में।" }),
    });
    expect(made.status).toBe(200);
    const id = made.body.product!.id;
    expect(made.body.product).toMatchObject({ nameHi: "नीला कुर्ता", descriptionHi: "सूती कपड़े में।" });

    const update = (extra: Record<string, string>) =>
      send(updateProductRoute, { path: "/api/v1/products/updateProduct", token, form: productFields(categoryId, { id, ...extra }) });
    expect((await update({})).body.product).toMatchObject({ nameHi: "नीला कुर्ता", descriptionHi: "सूती कपड़े में।" });
    expect((await update({ nameHi: "" })).body.product).toMatchObject({ nameHi: "", descriptionHi: "सूती कपड़े में।" });
    expect(await update({ nameHi: "क".repeat(201) })).toMatchObject({ status: 400, body: { success: false, message: HINDI_NAME_MESSAGE } });
  });

  it("travel in the CSV: exported in their own columns, set by an import, and kept by a file without those columns", async () => {
    const { token } = await admin();
    const categoryId = await newCategory();
    const made = await send(createProductRoute, {
      path: "/api/v1/products/createProduct",
      token,
      form: productFields(categoryId, { nameHi: "लाल कुर्ता" }),
    });
    const id = made.body.product!.id;
    const response = await exportCsvRoute(
      new Request(new URL("/admin/manage-products/export", APP_ORIGIN), { headers: { authorization: `Bearer ${token}` } }),
    );
    const [header, ...rows] = (await response.text()).trim().split("\n");
    const mine = rows.find((row) => row.startsWith(id))!;
    expect(header!.split(",").slice(-2)).toEqual(["nameHi", "descriptionHi"]);
    expect(mine.endsWith(",लाल कुर्ता,")).toBe(true);

    const importCsv = (text: string) =>
      call(importCsvRoute, {
        path: "/api/v1/products/importCsv",
        token,
        form: { file: new File([text], "catalogue.csv", { type: "text/csv" }), mode: "apply" },
      });
    const edited = mine.replace(/,लाल कुर्ता,$/, ",गहरा लाल कुर्ता,रेशमी धागे की कढ़ाई");
    expect((await importCsv([header, edited].join("\n"))).body).toMatchObject({ success: true, applied: true, updated: 1 });
    expect(await db.product.findUniqueOrThrow({ where: { id }, select: { nameHi: true, descriptionHi: true } })).toEqual({
      nameHi: "गहरा लाल कुर्ता",
      descriptionHi: "रेशमी धागे की कढ़ाई",
    });

    // An older file, without the two columns: the translations stay.
    const cut = (line: string) => line.split(",").slice(0, -2).join(",");
    expect((await importCsv([cut(header!), cut(edited)].join("\n"))).body).toMatchObject({ success: true, applied: true, updated: 1 });
    expect((await db.product.findUniqueOrThrow({ where: { id } })).nameHi).toBe("गहरा लाल कुर्ता");
  });

  it("are what the shop reads for its Hindi pages, beside the English and the category's Hindi name", async () => {
    const { token } = await admin();
    const categoryId = await newCategory();
    await db.category.update({ where: { id: categoryId }, data: { nameHi: "सूती कुर्ते" } });
    const made = await send(createProductRoute, {
      path: "/api/v1/products/createProduct",
      token,
      form: productFields(categoryId, { nameHi: "हरा कुर्ता" }),
    });
    const detail = await getProductDetail(made.body.product!.id);
    expect(detail).toMatchObject({ nameHi: "हरा कुर्ता", descriptionHi: "", categoryNameHi: "सूती कुर्ते", description: "Cotton" });
  });
});

describe("a category's Hindi name", () => {
  it("is set when the category is added, kept by a rename that leaves it out, and cleared by an empty one", async () => {
    const { token } = await admin();
    const name = `Hindi named ${tag()}`;
    const added = await send(categoryAdd, {
      path: "/api/v1/products/category",
      token,
      form: form({ name, nameHi: "रेशमी कुर्ते", image: await pngFile() }),
    });
    expect(added.status).toBe(200);
    const id = added.body.categories!.find((category) => category.name === name)!.id;
    expect((await listCategories()).find((category) => category.id === id)?.nameHi).toBe("रेशमी कुर्ते");

    await send(categoryUpdate, { path: "/api/v1/products/category", method: "PUT", token, form: form({ id, name: `${name} 2` }) });
    expect((await db.category.findUniqueOrThrow({ where: { id } })).nameHi).toBe("रेशमी कुर्ते");
    await send(categoryUpdate, {
      path: "/api/v1/products/category",
      method: "PUT",
      token,
      form: form({ id, name: `${name} 2`, nameHi: "" }),
    });
    expect((await db.category.findUniqueOrThrow({ where: { id } })).nameHi).toBe("");
  });
});
