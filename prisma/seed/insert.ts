import type { PrismaClient } from "../../lib/generated/prisma/client";

/**
 * Bulk inserts for the big tables. Prisma's createMany costs about as much per row as the database
 * itself, which is minutes at 50,000 products (about a million size rows); sending each batch as one
 * JSON document and expanding it in PostgreSQL (json_populate_recordset) is an order of magnitude faster.
 * Rows are typed with Prisma's CreateManyInput types at the call sites, so column names stay checked;
 * every row of a batch must have the same keys (use null, not a missing key). Dates travel as ISO
 * strings in UTC, which is how Prisma stores them; JSON arrays fill text[] columns, objects jsonb ones.
 * Statements stay around 250 KB: Prisma's debug module keeps the arguments of its last 100 log calls
 * (query plans included) even with DEBUG off, so bigger statements would keep more memory alive.
 */
export async function insertRows<T extends object>(
  prisma: PrismaClient,
  table: "Product" | "Variant" | "VariantImage" | "SizeStock" | "Order" | "OrderLine" | "Payment" | "Review" | "ShipmentEvent",
  rows: readonly T[],
  perStatement = 1000,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  // Every row names the same columns: one the first row lacks would be dropped for all of them.
  const keys = Object.keys(first);
  const odd = rows.find((row) => Object.keys(row).length !== keys.length || keys.some((key) => !(key in row)));
  if (odd) throw new Error(`${table} rows must all name the same columns: ${keys.join(", ")} vs ${Object.keys(odd).join(", ")}`);
  const columns = keys.map((column) => `"${column}"`).join(", ");
  // The table and column names come from this code, never from input: safe to inline.
  const sql = `INSERT INTO "${table}" (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::"${table}", $1::json)`;
  for (let i = 0; i < rows.length; i += perStatement) {
    await prisma.$executeRawUnsafe(sql, JSON.stringify(rows.slice(i, i + perStatement)));
  }
}
