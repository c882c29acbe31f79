import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { revalidateProducts } from "@/lib/cache/tags";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { parseInput } from "@/lib/validation";
import { auditCatalog } from "../audit";
import { slugFor } from "../slugs";
import { productIdSchema, productInputSchema, productUpdateSchema, type ProductInput } from "../schemas";
import { adminProductSelect, productTextSelect, toAdminProductView, type AdminProductView } from "./view";

// Creating, editing and deleting products in the back office. Each write is one transaction with
// its audit entry; the storefront's tags are expired after the commit.

type Tx = Prisma.TransactionClient;

export const PRODUCT_NOT_FOUND = "Product not found";
export const CATEGORY_CHOICE_MESSAGE = "Choose a category from the list";

async function checkCategory(tx: Tx, categoryId: string): Promise<void> {
  const found = await tx.category.findUnique({ where: { id: categoryId }, select: { id: true } });
  if (!found) throw new AppError("validation", CATEGORY_CHOICE_MESSAGE, { category: CATEGORY_CHOICE_MESSAGE });
}

const fields = (input: ProductInput) => ({
  name: input.name,
  description: input.description,
  details: input.details,
  hsn: input.hsn,
  categoryId: input.category,
  cashOnDelivery: input.cashOnDelivery,
  ...(input.originRegion === undefined ? {} : { originRegion: input.originRegion }),
  ...(input.nameHi === undefined ? {} : { nameHi: input.nameHi }),
  ...(input.descriptionHi === undefined ? {} : { descriptionHi: input.descriptionHi }),
});

/**
 * The craft region spelled as the catalogue already spells it ("lucknow" becomes "Lucknow"), so the
 * shop's region filter, which lists each spelling, offers it once.
 */
async function withRegionSpelling(tx: Tx, input: ProductInput): Promise<ProductInput> {
  if (!input.originRegion) return input;
  const [known] = await tx.$queryRaw<{ region: string }[]>`
    SELECT "originRegion" AS region FROM "Product" WHERE lower("originRegion") = lower(${input.originRegion})
    GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`;
  return known ? { ...input, originRegion: known.region } : input;
}

/** A product as the admin form shows it (archived ones too), or a 404. */
export async function getAdminProduct(ctx: Ctx, input: unknown): Promise<AdminProductView> {
  requireAdmin(ctx.caller);
  const { id } = parseInput(productIdSchema, input);
  const row = await getDb().product.findUnique({ where: { id }, select: adminProductSelect });
  if (!row) throw new AppError("not_found", PRODUCT_NOT_FOUND);
  return toAdminProductView(row);
}

export async function createProduct(ctx: Ctx, input: unknown): Promise<AdminProductView> {
  const actor = requireAdmin(ctx.caller);
  const parsed = parseInput(productInputSchema, input);
  const product = await getDb().$transaction(async (tx) => {
    await checkCategory(tx, parsed.category);
    const data = await withRegionSpelling(tx, parsed);
    const created = await tx.product.create({ data: { ...fields(data), slug: slugFor(data.name) }, select: adminProductSelect });
    await auditCatalog(tx, actor, "product.created", { type: "Product", id: created.id }, null, fields(data));
    return created;
  });
  revalidateProducts([product.id]);
  return toAdminProductView(product);
}

export async function updateProduct(ctx: Ctx, input: unknown): Promise<AdminProductView> {
  const actor = requireAdmin(ctx.caller);
  const parsed = parseInput(productUpdateSchema, input);
  const product = await getDb().$transaction(async (tx) => {
    const before = await tx.product.findUnique({
      where: { id: parsed.id },
      select: { ...productTextSelect, categoryId: true, originRegion: true },
    });
    if (!before) throw new AppError("not_found", PRODUCT_NOT_FOUND);
    await checkCategory(tx, parsed.category);
    const data = { ...(await withRegionSpelling(tx, parsed)), id: parsed.id };
    const updated = await tx.product.update({ where: { id: data.id }, data: fields(data), select: adminProductSelect });
    await auditCatalog(tx, actor, "product.updated", { type: "Product", id: data.id }, before, fields(data));
    return updated;
  });
  revalidateProducts([product.id]);
  return toAdminProductView(product);
}

/**
 * Deletes a product nobody has ordered. One with orders is archived instead: hidden from the shop
 * (listings, search, its page, carts and wishlists) and kept for order history and invoices.
 */
export async function deleteProduct(ctx: Ctx, input: unknown): Promise<{ archived: boolean; message: string }> {
  const actor = requireAdmin(ctx.caller);
  const { id } = parseInput(productIdSchema, input);
  const archived = await getDb().$transaction(async (tx) => {
    // Locked first: an order being placed for it either lands before (and we archive) or sees it archived.
    const [found] = await tx.$queryRaw<{ id: string; name: string; archivedAt: Date | null }[]>`
      SELECT id, name, "archivedAt" FROM "Product" WHERE id = ${id} FOR UPDATE`;
    if (!found) throw new AppError("not_found", PRODUCT_NOT_FOUND);
    const ordered = await tx.orderLine.count({ where: { productId: id } });
    if (ordered === 0) {
      await tx.product.delete({ where: { id } });
      await auditCatalog(tx, actor, "product.deleted", { type: "Product", id }, { name: found.name }, null);
      return false;
    }
    const sizes = { sizeStock: { variant: { productId: id } } };
    await tx.cartLine.deleteMany({ where: sizes });
    await tx.wishlistLine.deleteMany({ where: sizes });
    if (!found.archivedAt) await tx.product.update({ where: { id }, data: { archivedAt: new Date() } });
    await auditCatalog(
      tx,
      actor,
      "product.archived",
      { type: "Product", id },
      { name: found.name, archived: false },
      { archived: true, orderLines: ordered },
    );
    return true;
  });
  revalidateProducts([id]);
  return {
    archived,
    message: archived ? "Product archived: it has orders, so it is hidden from the shop and kept for their history" : "Product deleted",
  };
}

/** Manage Products: newest first, searched by name on the server, archived ones included (and marked). */
export async function listAdminProducts(ctx: Ctx, options: { search?: string; page?: number; limit?: number } = {}) {
  requireAdmin(ctx.caller);
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 20), 1), 9999);
  const page = Math.max(Math.trunc(options.page ?? 1), 1);
  const search = options.search?.trim().slice(0, 100);
  const where: Prisma.ProductWhereInput = search ? { name: { contains: search, mode: "insensitive" } } : {};
  const [rows, total] = await Promise.all([
    getDb().product.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (page - 1) * limit,
      take: limit,
      select: {
        id: true,
        name: true,
        archivedAt: true,
        minStock: true,
        maxStock: true,
        totalVariants: true,
        minPricePaise: true,
        maxPricePaise: true,
      },
    }),
    getDb().product.count({ where }),
  ]);
  return {
    // The back office's list, in paise as the page formats it.
    products: rows.map(({ archivedAt, ...row }) => ({ ...row, archived: archivedAt !== null })),
    pagination: { currentPage: page, totalPages: Math.max(Math.ceil(total / limit), 1), total },
  };
}
