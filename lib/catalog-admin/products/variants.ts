import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { revalidateProducts } from "@/lib/cache/tags";
import { queueBackInStockNotices } from "@/lib/catalog/back-in-stock/queue";
import { refreshProductListing } from "@/lib/catalog/product/listing";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { parseInput } from "@/lib/validation";
import { auditCatalog } from "../audit";
import { storeCatalogImages, type StoredImage } from "../images";
import { PRODUCT_NOT_FOUND } from "./products";
import { sizeRows } from "./typed-prices";
import { variantDeleteSchema, variantInputSchema, variantUpdateSchema, type VariantInput } from "../schemas";
import { adminProductSelect, toAdminProductView, type AdminProductView } from "./view";

// A product's colours: images, sizes with prices and stock. Each write is one transaction with its
// audit entry and the product's listing fields recomputed; its tags are expired after the commit.

type Tx = Prisma.TransactionClient;

export const VARIANT_NOT_FOUND = "Variant not found";
export const COLOR_TAKEN_MESSAGE = "This product already has a variant in this colour";
export const UNKNOWN_IMAGE_MESSAGE = "An image to keep is not one of this variant's images";

const variantSnapshot = {
  colorName: true,
  colorCode: true,
  images: { orderBy: { position: "asc" }, select: { url: true } },
  sizes: {
    orderBy: { position: "asc" },
    select: { size: true, pricePaise: true, cutPricePaise: true, priceWithGstPaise: true, cutPriceWithGstPaise: true, stock: true },
  },
} satisfies Prisma.VariantSelect;

async function lockProduct(tx: Tx, productId: string): Promise<void> {
  const [found] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Product" WHERE id = ${productId} FOR UPDATE`;
  if (!found) throw new AppError("not_found", PRODUCT_NOT_FOUND);
}

async function checkColourFree(tx: Tx, productId: string, colorCode: string, variantId?: string): Promise<void> {
  const clash = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Variant" WHERE "productId" = ${productId} AND lower("colorCode") = lower(${colorCode})
      AND (${variantId ?? null}::text IS NULL OR id <> ${variantId ?? null}::text)`;
  if (clash.length > 0) throw new AppError("conflict", COLOR_TAKEN_MESSAGE, { colorCode: COLOR_TAKEN_MESSAGE });
}

/** Stores the new files; kept URLs must be this variant's own images (their sizes are copied). */
async function resolveImages(data: VariantInput, current: readonly StoredImage[]): Promise<StoredImage[]> {
  const known = new Map(current.map((image) => [image.url, image]));
  for (const entry of data.images) {
    if (typeof entry === "string" && !known.has(entry))
      throw new AppError("validation", UNKNOWN_IMAGE_MESSAGE, { images: UNKNOWN_IMAGE_MESSAGE });
  }
  const stored = await storeCatalogImages(
    data.images.filter((entry): entry is Blob => typeof entry !== "string"),
    "products",
  );
  let next = 0;
  return data.images.map((entry) => (typeof entry === "string" ? known.get(entry)! : stored[next++]!));
}

async function finish(tx: Tx, productId: string) {
  await refreshProductListing([productId], tx);
  await queueBackInStockNotices(tx, [productId]);
  return tx.product.findUniqueOrThrow({ where: { id: productId }, select: adminProductSelect });
}

export async function addVariant(ctx: Ctx, input: unknown): Promise<AdminProductView> {
  const actor = requireAdmin(ctx.caller);
  const data = parseInput(variantInputSchema, input);
  const rows = sizeRows(data.sizes, new Date());
  const exists = await getDb().product.findUnique({ where: { id: data.productId }, select: { id: true } });
  if (!exists) throw new AppError("not_found", PRODUCT_NOT_FOUND);
  const images = await resolveImages(data, []);
  const product = await getDb().$transaction(async (tx) => {
    await lockProduct(tx, data.productId);
    await checkColourFree(tx, data.productId, data.colorCode);
    const position = await tx.variant.count({ where: { productId: data.productId } });
    const created = await tx.variant.create({
      data: {
        productId: data.productId,
        colorName: data.colorName,
        colorCode: data.colorCode.toLowerCase(),
        position,
        images: { create: images.map((image, index) => ({ ...image, alt: data.colorName, position: index })) },
        sizes: { create: rows },
      },
      select: { id: true, ...variantSnapshot },
    });
    const { id, ...after } = created;
    await auditCatalog(tx, actor, "variant.created", { type: "Variant", id }, null, { productId: data.productId, ...after });
    return finish(tx, data.productId);
  });
  revalidateProducts([data.productId]);
  return toAdminProductView(product);
}

/**
 * Replaces a variant's colour, images and sizes. A size kept by its label keeps its row (so carts,
 * wishlists and order lines that point at it stay); a size left out is removed.
 */
export async function updateVariant(ctx: Ctx, input: unknown): Promise<AdminProductView> {
  const actor = requireAdmin(ctx.caller);
  const data = parseInput(variantUpdateSchema, input);
  const rows = sizeRows(data.sizes, new Date());
  const current = await getDb().variant.findFirst({
    where: { id: data.variantId, productId: data.productId },
    select: { images: { select: { url: true, width: true, height: true } } },
  });
  if (!current) throw new AppError("not_found", VARIANT_NOT_FOUND);
  const images = await resolveImages(data, current.images);
  const product = await getDb().$transaction(async (tx) => {
    await lockProduct(tx, data.productId);
    const before = await tx.variant.findFirst({ where: { id: data.variantId, productId: data.productId }, select: variantSnapshot });
    if (!before) throw new AppError("not_found", VARIANT_NOT_FOUND);
    await checkColourFree(tx, data.productId, data.colorCode, data.variantId);
    await tx.variant.update({
      where: { id: data.variantId },
      data: { colorName: data.colorName, colorCode: data.colorCode.toLowerCase() },
    });
    await tx.variantImage.deleteMany({ where: { variantId: data.variantId } });
    await tx.variantImage.createMany({
      data: images.map((image, index) => ({ ...image, variantId: data.variantId, alt: data.colorName, position: index })),
    });
    const labels = rows.map((row) => row.size);
    await tx.sizeStock.deleteMany({ where: { variantId: data.variantId, size: { notIn: labels } } });
    for (const row of rows) {
      await tx.sizeStock.upsert({
        where: { variantId_size: { variantId: data.variantId, size: row.size } },
        create: { ...row, variantId: data.variantId },
        update: row,
      });
    }
    const after = await tx.variant.findUniqueOrThrow({ where: { id: data.variantId }, select: variantSnapshot });
    await auditCatalog(tx, actor, "variant.updated", { type: "Variant", id: data.variantId }, before, after);
    return finish(tx, data.productId);
  });
  revalidateProducts([data.productId]);
  return toAdminProductView(product);
}

export async function deleteVariant(ctx: Ctx, input: unknown): Promise<AdminProductView> {
  const actor = requireAdmin(ctx.caller);
  const data = parseInput(variantDeleteSchema, input);
  const product = await getDb().$transaction(async (tx) => {
    await lockProduct(tx, data.productId);
    const before = await tx.variant.findFirst({ where: { id: data.variantId, productId: data.productId }, select: variantSnapshot });
    if (!before) throw new AppError("not_found", VARIANT_NOT_FOUND);
    await tx.variant.delete({ where: { id: data.variantId } });
    await auditCatalog(
      tx,
      actor,
      "variant.deleted",
      { type: "Variant", id: data.variantId },
      { productId: data.productId, ...before },
      null,
    );
    return finish(tx, data.productId);
  });
  revalidateProducts([data.productId]);
  return toAdminProductView(product);
}
