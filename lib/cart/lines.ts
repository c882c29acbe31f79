import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { itemName, sizeSelect, type SettledLine, type SizeRow } from "./priced-lines";

// The rules the cart and the wishlist share: which size a client line names, whether the
// client's productId/subDetailId agree with it, and how a quantity meets the current stock.

export const NOT_FOUND_NOTICE = "An item could not be found and was removed";

export const outOfStockNotice = (size: SizeRow) => `${itemName(size)} is out of stock and was removed`;

export const cappedNotice = (size: SizeRow) => `Only ${size.stock} left of ${itemName(size)}: quantity set to ${size.stock}`;

type Db = Prisma.TransactionClient;

/** The sizes with these ids (unknown ids are simply absent), in one query. */
export async function findSizes(ids: readonly string[], db: Db = getDb()): Promise<Map<string, SizeRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.sizeStock.findMany({ where: { id: { in: [...new Set(ids)] } }, select: sizeSelect });
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findSize(id: string, db: Db = getDb()): Promise<SizeRow | null> {
  return db.sizeStock.findUnique({ where: { id }, select: sizeSelect });
}

/**
 * The list a whole-cart / whole-wishlist call sends as `field`: JSON text or an array.
 * Refuses a missing field, text that is not JSON, anything but an array, and more than `max` lines.
 */
export function readList(input: unknown, field: "cart" | "wishlist", max: number, limitMessage: string): unknown[] {
  const label = field === "cart" ? "Cart" : "Wishlist";
  const raw = typeof input === "object" && input !== null ? (input as Record<string, unknown>)[field] : undefined;
  if (raw === undefined || raw === null) throw new AppError("validation", `${label} is required`);
  let value: unknown = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new AppError("validation", `${label} is not valid JSON`);
    }
  }
  if (!Array.isArray(value)) throw new AppError("validation", `${label} must be a list of items`);
  if (value.length > max) throw new AppError("validation", limitMessage);
  return value;
}

type Identity = { sizeId: string; productId?: unknown; subDetailId?: unknown };

/** A client line names a real size, and its productId / subDetailId (when sent) are that size's own. */
function isGenuine(line: Identity, size: SizeRow | undefined): size is SizeRow {
  if (!size) return false;
  const sent = (value: unknown) => value !== undefined && value !== null;
  if (sent(line.productId) && line.productId !== size.variant.productId) return false;
  if (sent(line.subDetailId) && line.subDetailId !== size.variant.id) return false;
  return true;
}

/**
 * Pairs each client line with its size, in the client's order, dropping unknown and forged
 * lines (one notice for all of them) and merging lines of one size with `merge`. An order passes
 * its transaction as `db`.
 */
export async function resolveLines<L extends Identity, T>(
  lines: readonly L[],
  start: (size: SizeRow, line: L) => T,
  merge: (into: T, line: L) => void,
  db: Db = getDb(),
): Promise<{ resolved: T[]; notices: string[] }> {
  const sizes = await findSizes(
    lines.map((line) => line.sizeId),
    db,
  );
  const bySize = new Map<string, T>();
  const notices: string[] = [];
  for (const line of lines) {
    const size = sizes.get(line.sizeId);
    if (!isGenuine(line, size)) {
      notices.push(NOT_FOUND_NOTICE);
      continue;
    }
    const known = bySize.get(size.id);
    if (known === undefined) bySize.set(size.id, start(size, line));
    else merge(known, line);
  }
  return { resolved: [...bySize.values()], notices };
}

export type Settled = {
  kept: SettledLine[];
  /** Lines whose quantity was lowered to the stock: sizeId → new quantity. */
  capped: Map<string, number>;
  /** Sizes out of stock, dropped. */
  dropped: string[];
  notices: string[];
};

/** Meets each wanted quantity with the current stock: capped with a notice, or dropped at stock 0. */
export function settle(lines: readonly SettledLine[]): Settled {
  const result: Settled = { kept: [], capped: new Map(), dropped: [], notices: [] };
  for (const { size, quantity } of lines) {
    if (size.stock <= 0) {
      result.dropped.push(size.id);
      result.notices.push(outOfStockNotice(size));
    } else if (quantity > size.stock) {
      result.capped.set(size.id, size.stock);
      result.notices.push(cappedNotice(size));
      result.kept.push({ size, quantity: size.stock });
    } else {
      result.kept.push({ size, quantity });
    }
  }
  return result;
}

/**
 * Serialises the changes to one user's cart or wishlist until the transaction ends, so two
 * replacements at once cannot interleave (and trip the one-line-per-size unique key).
 * Take the cart lock before the wishlist lock when both are needed.
 */
export async function lockLines(tx: Db, kind: "cart" | "wishlist", userId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`${kind}:${userId}`}::text))`;
}
