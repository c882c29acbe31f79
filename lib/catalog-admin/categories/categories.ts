import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { CATALOG_TAG, CATEGORIES_TAG, expireTags } from "@/lib/cache/tags";
import { listCategories, type CategoryFacet } from "@/lib/catalog/facets/facets";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { parseInput } from "@/lib/validation";
import { auditCatalog } from "../audit";
import { storeCatalogImages } from "../images";
import { freeCategorySlug } from "../slugs";
import { categoryIdSchema, categoryInputSchema, categoryUpdateSchema } from "../schemas";

// Categories in the back office. Names are trimmed and unique (ignoring case); one holding products cannot be deleted.
// A category's slug (its address, /category/<slug>) is made from its name when it is created and kept on a rename.

type Tx = Prisma.TransactionClient;

export const CATEGORY_NOT_FOUND = "Category not found";
export const CATEGORY_TAKEN_MESSAGE = "A category with this name already exists";

export const categoryInUseMessage = (count: number) =>
  `This category still has ${count} ${count === 1 ? "product" : "products"}: move or delete ${count === 1 ? "it" : "them"} first`;

async function checkNameFree(tx: Tx, name: string, id?: string): Promise<void> {
  const clash = await tx.category.findFirst({ where: { name: { equals: name, mode: "insensitive" }, ...(id ? { id: { not: id } } : {}) } });
  if (clash) throw new AppError("conflict", CATEGORY_TAKEN_MESSAGE, { name: CATEGORY_TAKEN_MESSAGE });
}

export async function addCategory(ctx: Ctx, input: unknown): Promise<CategoryFacet[]> {
  const actor = requireAdmin(ctx.caller);
  const data = parseInput(categoryInputSchema, input);
  await checkNameFree(getDb(), data.name);
  const [image] = await storeCatalogImages([data.image], "categories");
  await getDb().$transaction(async (tx) => {
    await checkNameFree(tx, data.name);
    const created = await tx.category.create({
      data: { name: data.name, nameHi: data.nameHi ?? "", slug: await freeCategorySlug(tx, data.name), image: image!.url },
    });
    await auditCatalog(tx, actor, "category.created", { type: "Category", id: created.id }, null, {
      name: created.name,
      nameHi: created.nameHi,
      image: created.image,
    });
  });
  expireTags(CATEGORIES_TAG);
  return listCategories();
}

/** Renames a category, and replaces its image when a new one is sent. */
export async function updateCategory(ctx: Ctx, input: unknown): Promise<CategoryFacet[]> {
  const actor = requireAdmin(ctx.caller);
  const data = parseInput(categoryUpdateSchema, input);
  const current = await getDb().category.findUnique({ where: { id: data.id } });
  if (!current) throw new AppError("not_found", CATEGORY_NOT_FOUND);
  await checkNameFree(getDb(), data.name, data.id);
  const image = data.image ? (await storeCatalogImages([data.image], "categories"))[0]!.url : current.image;
  await getDb().$transaction(async (tx) => {
    await checkNameFree(tx, data.name, data.id);
    const nameHi = data.nameHi ?? current.nameHi;
    const updated = await tx.category.update({ where: { id: data.id }, data: { name: data.name, nameHi, image } });
    await auditCatalog(
      tx,
      actor,
      "category.updated",
      { type: "Category", id: data.id },
      { name: current.name, nameHi: current.nameHi, image: current.image },
      { name: updated.name, nameHi: updated.nameHi, image: updated.image },
    );
  });
  // Its name shows on product pages and listings too.
  expireTags(CATALOG_TAG, CATEGORIES_TAG);
  return listCategories();
}

export async function deleteCategory(ctx: Ctx, input: unknown): Promise<CategoryFacet[]> {
  const actor = requireAdmin(ctx.caller);
  const { id } = parseInput(categoryIdSchema, input);
  await getDb().$transaction(async (tx) => {
    const [found] = await tx.$queryRaw<{ name: string; image: string }[]>`SELECT name, image FROM "Category" WHERE id = ${id} FOR UPDATE`;
    if (!found) throw new AppError("not_found", CATEGORY_NOT_FOUND);
    // Archived products count too: their order history still names the category.
    const count = await tx.product.count({ where: { categoryId: id } });
    if (count > 0) throw new AppError("conflict", categoryInUseMessage(count));
    await tx.category.delete({ where: { id } });
    await auditCatalog(tx, actor, "category.deleted", { type: "Category", id }, found, null);
  });
  expireTags(CATEGORIES_TAG);
  return listCategories();
}

export async function getAdminCategory(ctx: Ctx, input: unknown) {
  requireAdmin(ctx.caller);
  const { id } = parseInput(categoryIdSchema, input);
  const found = await getDb().category.findUnique({ where: { id }, select: { id: true, name: true, nameHi: true, image: true } });
  if (!found) throw new AppError("not_found", CATEGORY_NOT_FOUND);
  return found;
}
