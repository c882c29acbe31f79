import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { sortBySize } from "@/lib/catalog/sizes";
import { getDb } from "@/lib/db";

// The owner's view of returns by product and size (Admin → Returns by size): pieces sold, returned and exchanged per
// size, each size's return rate beside its product's, and an alert when a size returns at twice its product's rate
// with at least ALERT_MIN_RETURNED pieces back (fewer is chance).

export const ALERT_MIN_RETURNED = 3;
const PRODUCTS_SHOWN = 30;

export type SizeCell = { size: string; sold: number; returned: number; exchanged: number; rate: number };
export type ProductSizes = { productId: string; name: string; sold: number; returned: number; rate: number; sizes: SizeCell[] };
export type SizeAlert = {
  productId: string;
  name: string;
  size: string;
  rate: number;
  productRate: number;
  returned: number;
  sold: number;
};

type Row = { productId: string; name: string; size: string; sold: number; returned: number; exchanged: number };

const rateOf = (returned: number, sold: number) => (sold > 0 ? returned / sold : 0);

export async function returnsBySize(ctx: Ctx): Promise<{ products: ProductSizes[]; alerts: SizeAlert[] }> {
  requireAdmin(ctx.caller);
  const rows = await getDb().$queryRaw<Row[]>`
    SELECT l."productId", p."name", l."size",
      COALESCE(SUM(l."quantity") FILTER (WHERE o."orderType" = 'ORDER' AND o."status" <> 'CANCELLED'), 0)::int AS sold,
      COALESCE(SUM(l."quantity") FILTER (WHERE o."orderType" = 'RETURN' AND o."status" <> 'CANCELLED'), 0)::int AS returned,
      COALESCE(SUM(l."quantity") FILTER (
        WHERE o."orderType" = 'RETURN' AND o."status" <> 'CANCELLED'
          AND EXISTS (SELECT 1 FROM "OrderLine" r JOIN "Order" ro ON ro."id" = r."orderId"
                      WHERE r."replacesLineId" = l."id" AND ro."status" <> 'CANCELLED')
      ), 0)::int AS exchanged
    FROM "OrderLine" l
    JOIN "Order" o ON o."id" = l."orderId"
    JOIN "Product" p ON p."id" = l."productId"
    WHERE o."orderType" IN ('ORDER', 'RETURN')
    GROUP BY l."productId", p."name", l."size"`;
  const byProduct = new Map<string, Row[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  const products: ProductSizes[] = [];
  const alerts: SizeAlert[] = [];
  for (const [productId, sizeRows] of byProduct) {
    const sold = sizeRows.reduce((sum, row) => sum + row.sold, 0);
    const returned = sizeRows.reduce((sum, row) => sum + row.returned, 0);
    if (returned === 0) continue;
    const rate = rateOf(returned, sold);
    const sizes = sortBySize(sizeRows).map((row) => ({
      size: row.size,
      sold: row.sold,
      returned: row.returned,
      exchanged: row.exchanged,
      rate: rateOf(row.returned, row.sold),
    }));
    const name = sizeRows[0]!.name;
    products.push({ productId, name, sold, returned, rate, sizes });
    for (const cell of sizes) {
      if (cell.returned >= ALERT_MIN_RETURNED && cell.rate >= 2 * rate) {
        alerts.push({ productId, name, size: cell.size, rate: cell.rate, productRate: rate, returned: cell.returned, sold: cell.sold });
      }
    }
  }
  products.sort((a, b) => b.returned - a.returned || a.name.localeCompare(b.name));
  return { products: products.slice(0, PRODUCTS_SHOWN), alerts };
}
