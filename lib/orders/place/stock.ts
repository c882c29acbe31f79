import "server-only";
import { itemName, type SettledLine, type SizeRow } from "@/lib/cart/priced-lines";
import { queueBackInStockNotices } from "@/lib/catalog/back-in-stock/queue";
import { refreshProductListing } from "@/lib/catalog/product/listing";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { OrderWithLines } from "../model/view";

// An order's stock: taken when it is placed, put back when it is cancelled. Both lock the products
// in id order first (every order of a product queues there, so two orders never deadlock), move
// the products' purchase counts the same way and refresh their listing fields.
type Tx = Prisma.TransactionClient;

export const PRODUCT_WITHDRAWN_MESSAGE = "A product in your cart is no longer sold";

/** "Only 2 left of Silk Kurta - Maroon - M. Zari Kurta - Gold - L is out of stock" */
export function shortageMessage(short: readonly { size: SizeRow; stock: number }[]): string {
  return short
    .map(({ size, stock }) => (stock > 0 ? `Only ${stock} left of ${itemName(size)}` : `${itemName(size)} is out of stock`))
    .join(". ");
}

/** One line per size: a free gift may be a size the cart also holds. */
function bySize(lines: readonly SettledLine[]): SettledLine[] {
  const merged = new Map<string, SettledLine>();
  for (const { size, quantity } of lines) merged.set(size.id, { size, quantity: (merged.get(size.id)?.quantity ?? 0) + quantity });
  return [...merged.values()];
}

/**
 * Refuses lines that the stock, as this transaction read it, already cannot meet: a buyer who comes
 * after the last piece is answered at once, instead of queueing for the product's lock behind the
 * orders still holding it (docs/decisions/061). `takeStock` still decides under the lock.
 */
export function assertInStock(lines: readonly SettledLine[]): void {
  const short = bySize(lines)
    .filter(({ size, quantity }) => size.stock < quantity)
    .map(({ size }) => ({ size, stock: size.stock }));
  if (short.length > 0) throw new AppError("out_of_stock", shortageMessage(short));
}

/**
 * Takes the stock of every line, or none: each size is lowered only where `stock >= quantity`,
 * and a short line refuses the whole order, naming what is left. Returns the products' ids.
 */
export async function takeStock(tx: Tx, given: readonly SettledLine[]): Promise<string[]> {
  const lines = bySize(given);
  const productIds = [...new Set(lines.map(({ size }) => size.variant.product.id))];
  const locked = await tx.$queryRaw<{ archived: boolean }[]>`
    SELECT "archivedAt" IS NOT NULL AS archived FROM "Product" WHERE "id" = ANY(${productIds}::text[]) ORDER BY "id" FOR UPDATE`;
  if (locked.some((row) => row.archived)) throw new AppError("conflict", PRODUCT_WITHDRAWN_MESSAGE);
  const values = Prisma.join(lines.map(({ size, quantity }) => Prisma.sql`(${size.id}::text, ${quantity}::int)`));
  const taken = await tx.$queryRaw<{ id: string }[]>`
    UPDATE "SizeStock" AS s SET "stock" = s."stock" - v.quantity, "updatedAt" = now()
    FROM (VALUES ${values}) AS v(id, quantity)
    WHERE s."id" = v.id AND s."stock" >= v.quantity
    RETURNING s."id"`;
  if (taken.length < lines.length) {
    const done = new Set(taken.map((row) => row.id));
    const missing = lines.filter(({ size }) => !done.has(size.id));
    const left = await tx.sizeStock.findMany({
      where: { id: { in: missing.map(({ size }) => size.id) } },
      select: { id: true, stock: true },
    });
    const stockOf = new Map(left.map((row) => [row.id, row.stock]));
    throw new AppError("out_of_stock", shortageMessage(missing.map(({ size }) => ({ size, stock: stockOf.get(size.id) ?? 0 }))));
  }
  const bought = new Map<string, number>();
  for (const { size, quantity } of lines) bought.set(size.variant.product.id, (bought.get(size.variant.product.id) ?? 0) + quantity);
  const counts = Prisma.join([...bought].map(([id, quantity]) => Prisma.sql`(${id}::text, ${quantity}::int)`));
  await tx.$executeRaw`UPDATE "Product" AS p SET "purchased" = p."purchased" + v.quantity FROM (VALUES ${counts}) AS v(id, quantity) WHERE p."id" = v.id`;
  await refreshProductListing(productIds, tx);
  return productIds;
}

/** Puts the lines' stock back, telling the shoppers waiting for a size it brings back (decision 090). Returns the products' ids. */
export async function putStockBack(tx: Tx, lines: OrderWithLines["lines"]): Promise<string[]> {
  const sizes = new Map<string, number>();
  const products = new Map<string, number>();
  for (const line of lines) {
    // A piece that came back damaged is not sold again (shipments/returned-parcels.ts).
    if (line.sizeId) sizes.set(line.sizeId, (sizes.get(line.sizeId) ?? 0) + line.quantity - line.damagedQuantity);
    if (line.productId) products.set(line.productId, (products.get(line.productId) ?? 0) + line.quantity);
  }
  if (products.size === 0) return [];
  const productIds = [...products.keys()];
  await tx.$queryRaw`SELECT "id" FROM "Product" WHERE "id" = ANY(${productIds}::text[]) ORDER BY "id" FOR UPDATE`;
  if (sizes.size > 0) {
    const values = Prisma.join([...sizes].map(([id, quantity]) => Prisma.sql`(${id}::text, ${quantity}::int)`));
    await tx.$executeRaw`UPDATE "SizeStock" AS s SET "stock" = s."stock" + v.quantity, "updatedAt" = now() FROM (VALUES ${values}) AS v(id, quantity) WHERE s."id" = v.id`;
  }
  const counts = Prisma.join([...products].map(([id, quantity]) => Prisma.sql`(${id}::text, ${quantity}::int)`));
  await tx.$executeRaw`UPDATE "Product" AS p SET "purchased" = GREATEST(p."purchased" - v.quantity, 0) FROM (VALUES ${counts}) AS v(id, quantity) WHERE p."id" = v.id`;
  await refreshProductListing(productIds, tx);
  await queueBackInStockNotices(tx, productIds);
  return productIds;
}
