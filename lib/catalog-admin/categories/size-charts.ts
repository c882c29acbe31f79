import "server-only";
import { z } from "zod";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { CATALOG_TAG, expireTags, revalidateProducts } from "@/lib/cache/tags";
import { listSizes, readSizeChart, sizeChartSchema, sizesOutside } from "@/lib/catalog/fit/size-chart";
import type { SizeChart } from "@/lib/catalog/fit/size-chart-view";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { parseInput } from "@/lib/validation";
import { auditCatalog } from "../audit";
import { CATEGORY_NOT_FOUND } from "./categories";

// Size charts in the back office: a category's template (Update Category) and a product's own chart replacing it
// (Edit Product). `chart: null` removes one. A product's chart may list only the sizes the product sells.

export const PRODUCT_NOT_FOUND = "Product not found";
export const CHART_TARGET_MESSAGE = "Give either categoryId or productId";
export const NO_SIZES_MESSAGE = "Add the product's sizes (a variant) before its size chart";

const id = z.string({ error: CHART_TARGET_MESSAGE }).trim().min(1, CHART_TARGET_MESSAGE).max(100, CHART_TARGET_MESSAGE);

export const sizeChartInputSchema = z
  .object({
    categoryId: id.optional(),
    productId: id.optional(),
    chart: sizeChartSchema.nullable(),
  })
  .refine((input) => (input.categoryId === undefined) !== (input.productId === undefined), CHART_TARGET_MESSAGE);

export const sizesNotSoldMessage = (outside: string[], sizes: string[]) =>
  `Size ${outside.join(", ")} ${outside.length === 1 ? "is" : "are"} not among this product's sizes (${listSizes(sizes)})`;

type Saved = { target: "Category" | "Product"; id: string; chart: SizeChart | null };

/** Saves (or with `chart: null` removes) a category's size chart or a product's own; audited, pages refreshed. */
export async function saveSizeChart(ctx: Ctx, input: unknown): Promise<Saved> {
  const actor = requireAdmin(ctx.caller);
  const { categoryId, productId, chart } = parseInput(sizeChartInputSchema, input);
  const stored = chart ?? Prisma.DbNull;
  if (categoryId) {
    await getDb().$transaction(async (tx) => {
      const [found] = await tx.$queryRaw<{ sizeChart: unknown }[]>`SELECT "sizeChart" FROM "Category" WHERE id = ${categoryId} FOR UPDATE`;
      if (!found) throw new AppError("not_found", CATEGORY_NOT_FOUND);
      await tx.category.update({ where: { id: categoryId }, data: { sizeChart: stored } });
      await auditCatalog(tx, actor, "category.size_chart_set", { type: "Category", id: categoryId }, readSizeChart(found.sizeChart), chart);
    });
    // Every product page of the category may show it.
    expireTags(CATALOG_TAG);
    return { target: "Category", id: categoryId, chart };
  }
  await getDb().$transaction(async (tx) => {
    const [found] = await tx.$queryRaw<{ sizeChart: unknown }[]>`SELECT "sizeChart" FROM "Product" WHERE id = ${productId!} FOR UPDATE`;
    if (!found) throw new AppError("not_found", PRODUCT_NOT_FOUND);
    if (chart) {
      const rows = await tx.sizeStock.findMany({ where: { variant: { productId } }, select: { size: true }, distinct: ["size"] });
      const sizes = rows.map((row) => row.size);
      if (sizes.length === 0) throw new AppError("validation", NO_SIZES_MESSAGE);
      const outside = sizesOutside(chart, sizes);
      if (outside.length > 0)
        throw new AppError("validation", sizesNotSoldMessage(outside, sizes), { rows: sizesNotSoldMessage(outside, sizes) });
    }
    await tx.product.update({ where: { id: productId }, data: { sizeChart: stored } });
    await auditCatalog(tx, actor, "product.size_chart_set", { type: "Product", id: productId! }, readSizeChart(found.sizeChart), chart);
  });
  revalidateProducts([productId!]);
  return { target: "Product", id: productId!, chart };
}

/** The charts the admin forms start from: the category's template, and the product's own (null when it has none). */
export async function adminSizeCharts(ctx: Ctx, where: { categoryId: string; productId?: string }) {
  requireAdmin(ctx.caller);
  const [category, product] = await Promise.all([
    getDb().category.findUnique({ where: { id: where.categoryId }, select: { sizeChart: true } }),
    where.productId ? getDb().product.findUnique({ where: { id: where.productId }, select: { sizeChart: true } }) : null,
  ]);
  return { category: readSizeChart(category?.sizeChart), product: readSizeChart(product?.sizeChart) };
}

/**
 * Admin → Size charts: each category, whether it has a chart and its sizes, and the products (archived ones left out)
 * that show their own chart instead of it.
 */
export async function sizeChartOverview(ctx: Ctx) {
  requireAdmin(ctx.caller);
  const categories = await getDb().category.findMany({
    orderBy: { name: "asc" },
    select: {
      id: true,
      name: true,
      sizeChart: true,
      products: {
        where: { sizeChart: { not: Prisma.DbNull }, archivedAt: null },
        orderBy: { name: "asc" },
        select: { id: true, name: true, sizeChart: true },
      },
    },
  });
  const sizesOf = (stored: unknown) => readSizeChart(stored)?.rows.map((row) => row.size) ?? null;
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    sizes: sizesOf(category.sizeChart),
    overrides: category.products.map((product) => ({ id: product.id, name: product.name, sizes: sizesOf(product.sizeChart) })),
  }));
}
