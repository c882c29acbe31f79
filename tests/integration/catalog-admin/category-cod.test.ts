import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { codByCategory, setCategoryCod } from "@/lib/catalog-admin/categories/category-cod";
import { CATEGORY_NOT_FOUND } from "@/lib/catalog-admin/categories/categories";
import { db } from "../../support/api";
import { makeCategory, makeProduct, makeUser } from "../../support/factories";

// Manage Category's bulk switch: cash on delivery on or off for a category's products on sale,
// in one update with one audit entry, for admins only.

afterAll(() => db.$disconnect());

const sizes = [{ size: "M", pricePaise: 99_900, cutPricePaise: 129_900, stock: 4 }];
const kurta = (categoryId: string, cashOnDelivery: boolean) =>
  makeProduct({ name: "Festive Kurta", categoryId, cashOnDelivery, variants: [{ colorName: "Rust", colorCode: "#b7410e", sizes }] });

describe("setCategoryCod", () => {
  it("turns a category's products on sale on, counts them, and audits it once; archived ones stay as they were", async () => {
    const admin = await makeUser({ role: "ADMIN" });
    const category = await makeCategory(`Festive ${randomUUID().slice(0, 8)}`);
    const other = await makeCategory(`Daily ${randomUUID().slice(0, 8)}`);
    const [off1, off2, on, archived, elsewhere] = await Promise.all([
      kurta(category.id, false),
      kurta(category.id, false),
      kurta(category.id, true),
      kurta(category.id, false),
      kurta(other.id, false),
    ]);
    await db.product.update({ where: { id: archived.id }, data: { archivedAt: new Date() } });
    expect((await codByCategory(admin.ctx)).get(category.id)).toEqual({ on: 1, total: 3 });

    const turnedOn = await setCategoryCod(admin.ctx, { id: category.id, cashOnDelivery: true });
    expect(turnedOn).toEqual({ name: category.name, changed: 2, on: 3, total: 3 });
    const stored = async (ids: string[]) =>
      (await db.product.findMany({ where: { id: { in: ids } }, select: { id: true, cashOnDelivery: true } })).map(
        (product) => [product.id, product.cashOnDelivery] as const,
      );
    expect(new Map(await stored([off1.id, off2.id, on.id, archived.id, elsewhere.id]))).toEqual(
      new Map([
        [off1.id, true],
        [off2.id, true],
        [on.id, true],
        [archived.id, false],
        [elsewhere.id, false],
      ]),
    );
    expect((await codByCategory(admin.ctx)).get(category.id)).toEqual({ on: 3, total: 3 });

    const audits = await db.auditLog.findMany({ where: { entityType: "Category", entityId: category.id } });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: admin.id,
      action: "category.cod_set",
      data: {
        role: "ADMIN",
        before: { cashOnDeliveryOn: 1, products: 3 },
        after: { cashOnDeliveryOn: 3, products: 3, cashOnDelivery: true },
      },
    });
    expect(new Set((audits[0]!.data as { after: { changedProductIds: string[] } }).after.changedProductIds)).toEqual(
      new Set([off1.id, off2.id]),
    );

    expect(await setCategoryCod(admin.ctx, { id: category.id, cashOnDelivery: false })).toMatchObject({ changed: 3, on: 0, total: 3 });
    expect((await codByCategory(admin.ctx)).get(category.id)).toEqual({ on: 0, total: 3 });
    expect(await db.auditLog.count({ where: { entityType: "Category", entityId: category.id } })).toBe(2);
  });

  it("refuses a customer (403) and changes nothing", async () => {
    const customer = await makeUser();
    const category = await makeCategory(`Festive ${randomUUID().slice(0, 8)}`);
    const product = await kurta(category.id, false);
    await expect(setCategoryCod(customer.ctx, { id: category.id, cashOnDelivery: true })).rejects.toMatchObject({ status: 403 });
    await expect(codByCategory(customer.ctx)).rejects.toMatchObject({ status: 403 });
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).cashOnDelivery).toBe(false);
    expect(await db.auditLog.count({ where: { entityType: "Category", entityId: category.id } })).toBe(0);
  });

  it("answers 404 for an unknown category, and 400 with a message for a bad request", async () => {
    const admin = await makeUser({ role: "ADMIN" });
    await expect(setCategoryCod(admin.ctx, { id: "no-such-category", cashOnDelivery: true })).rejects.toMatchObject({
      status: 404,
      message: CATEGORY_NOT_FOUND,
    });
    await expect(setCategoryCod(admin.ctx, { id: "x", cashOnDelivery: "yes" })).rejects.toMatchObject({ status: 400 });
  });
});
