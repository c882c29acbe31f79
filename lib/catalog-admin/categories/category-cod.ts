import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { revalidateProducts } from "@/lib/cache/tags";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseInput } from "@/lib/validation";
import { auditCatalog } from "../audit";
import { CATEGORY_NOT_FOUND } from "./categories";
import { categoryCodSchema } from "../schemas";

// Cash on delivery for a whole category at once (Manage Category): a new product starts with it
// Off, as the spec's form does, and the owner turns a category's on in one step. Archived products
// are left as they are: they are not sold.

/** Of each category's products on sale, how many may be paid cash on delivery. */
export type CategoryCod = { on: number; total: number };

export async function codByCategory(ctx: Ctx): Promise<Map<string, CategoryCod>> {
  requireAdmin(ctx.caller);
  const rows = await getDb().product.groupBy({
    by: ["categoryId", "cashOnDelivery"],
    where: { archivedAt: null },
    _count: { _all: true },
  });
  const counts = new Map<string, CategoryCod>();
  for (const row of rows) {
    const count = counts.get(row.categoryId) ?? { on: 0, total: 0 };
    count.total += row._count._all;
    if (row.cashOnDelivery) count.on += row._count._all;
    counts.set(row.categoryId, count);
  }
  return counts;
}

/** Turns cash on delivery on or off for every product of the category on sale: one update, one audit entry. */
export async function setCategoryCod(ctx: Ctx, input: unknown): Promise<CategoryCod & { name: string; changed: number }> {
  const actor = requireAdmin(ctx.caller);
  const { id, cashOnDelivery } = parseInput(categoryCodSchema, input);
  const { name, changed, total } = await getDb().$transaction(async (tx) => {
    const [category] = await tx.$queryRaw<{ name: string }[]>`SELECT name FROM "Category" WHERE id = ${id} FOR UPDATE`;
    if (!category) throw new AppError("not_found", CATEGORY_NOT_FOUND);
    const onSale = { categoryId: id, archivedAt: null };
    const switched = await tx.product.findMany({ where: { ...onSale, cashOnDelivery: !cashOnDelivery }, select: { id: true } });
    const ids = switched.map((product) => product.id);
    await tx.product.updateMany({ where: { id: { in: ids } }, data: { cashOnDelivery } });
    const count = await tx.product.count({ where: onSale });
    await auditCatalog(
      tx,
      actor,
      "category.cod_set",
      { type: "Category", id },
      { cashOnDeliveryOn: cashOnDelivery ? count - ids.length : count, products: count },
      { cashOnDeliveryOn: cashOnDelivery ? count : 0, products: count, cashOnDelivery, changedProductIds: ids },
    );
    return { name: category.name, changed: ids, total: count };
  });
  if (changed.length > 0) revalidateProducts(changed);
  return { name, changed: changed.length, on: cashOnDelivery ? total : 0, total };
}
