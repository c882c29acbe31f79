import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { LOW_STOCK_THRESHOLD } from "@/lib/catalog/stock";
import { sizeRank } from "@/lib/catalog/sizes";
import { getDb } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import { statusLabel } from "@/lib/orders/status";

// The back office's dashboard. Every figure is one aggregate statement in PostgreSQL; no order is
// ever loaded into JavaScript. Money stays in paise here; the API turns it into rupees.
//
// Sales are the totals of orders that were not cancelled, less the refunds of returns: an order
// counts in the month it was placed, a refund in the month it was made (the return's last move).
// Months and years are those of India (Asia/Kolkata).

export const BEST_SELLERS = 10;
export const LOW_STOCK_LISTED = 20;
export const COLOURS_LISTED = 10;
export const SALES_YEARS = 3;

export type DashboardFigures = {
  totals: { salesPaise: number; orders: number; products: number; users: number };
  /** This year and the two before, oldest first; twelve months each, January first. */
  monthlySales: { year: number; monthsPaise: number[] }[];
  ordersByStatus: { status: OrderStatus; label: string; count: number }[];
  productsPerCategory: { categoryId: string; category: string; count: number }[];
  sizes: { inStock: number; outOfStock: number };
  /** Orders not cancelled, by how they are paid. */
  payment: { cod: number; prepaid: number };
  /** Units sold (orders not cancelled) and units returned, by size and by colour. */
  returnsBySize: ReturnRate[];
  returnsByColour: ReturnRate[];
  bestSellers: { productId: string; name: string; units: number; revenuePaise: number }[];
  /** Sizes with LOW_STOCK_THRESHOLD pieces or fewer, fewest first. */
  lowStock: { sizeId: string; productId: string; productName: string; colorName: string; size: string; stock: number }[];
};

export type ReturnRate = { label: string; sold: number; returned: number; rate: number };

const IST = "Asia/Kolkata";

/** The year of `now` in India. */
export function indianYear(now: Date): number {
  return Number(new Intl.DateTimeFormat("en-IN", { timeZone: IST, year: "numeric" }).format(now));
}

/** For the admin pages and getGraphData. */
export async function getDashboard(ctx: Ctx, now = new Date()): Promise<DashboardFigures> {
  requireAdmin(ctx.caller);
  return dashboardFigures(getDb(), now);
}

/** The figures read from `db` (the tests pass a fresh database of their own). */
export async function dashboardFigures(db: PrismaClient, now = new Date()): Promise<DashboardFigures> {
  const year = indianYear(now);
  const [totals, monthly, statuses, categories, sizes, payment, bySize, byColour, bestSellers, lowStock] = await Promise.all([
    db.$queryRaw<[{ salesPaise: number; orders: number; products: number; users: number }]>`
      SELECT
        (SELECT COALESCE(SUM("totalPaise") FILTER (WHERE "orderType" = 'ORDER' AND status <> 'CANCELLED'), 0)
              - COALESCE(SUM("totalPaise") FILTER (WHERE "orderType" = 'RETURN' AND status = 'REFUNDED'), 0)
         FROM "Order")::float8 AS "salesPaise",
        (SELECT COUNT(*) FROM "Order" WHERE "orderType" = 'ORDER')::int AS orders,
        (SELECT COUNT(*) FROM "Product")::int AS products,
        (SELECT COUNT(*) FROM "User")::int AS users`,
    db.$queryRaw<{ year: number; month: number; paise: number }[]>`
      WITH moves AS (
        SELECT ("createdAt" AT TIME ZONE 'UTC' AT TIME ZONE ${IST}) AS at, "totalPaise" AS paise
        FROM "Order" WHERE "orderType" = 'ORDER' AND status <> 'CANCELLED'
        UNION ALL
        SELECT ("statusChangedAt" AT TIME ZONE 'UTC' AT TIME ZONE ${IST}), -"totalPaise"
        FROM "Order" WHERE "orderType" = 'RETURN' AND status = 'REFUNDED'
      )
      SELECT EXTRACT(YEAR FROM at)::int AS year, EXTRACT(MONTH FROM at)::int AS month, SUM(paise)::float8 AS paise
      FROM moves WHERE at >= make_date(${year - SALES_YEARS + 1}::int, 1, 1) AND at < make_date(${year + 1}::int, 1, 1)
      GROUP BY 1, 2`,
    // In the order of the enum (the state machine's), not alphabetically.
    db.$queryRaw<{ status: OrderStatus; count: number }[]>`
      SELECT s.status::text AS status, s.count FROM (
        SELECT status, COUNT(*)::int AS count FROM "Order" WHERE "orderType" = 'ORDER' GROUP BY status
      ) s ORDER BY s.status`,
    db.$queryRaw<{ categoryId: string; category: string; count: number }[]>`
      SELECT c.id AS "categoryId", c.name AS category, COUNT(p.id)::int AS count
      FROM "Category" c LEFT JOIN "Product" p ON p."categoryId" = c.id
      GROUP BY c.id, c.name ORDER BY count DESC, c.name`,
    db.$queryRaw<[{ inStock: number; outOfStock: number }]>`
      SELECT COUNT(*) FILTER (WHERE stock > 0)::int AS "inStock", COUNT(*) FILTER (WHERE stock <= 0)::int AS "outOfStock" FROM "SizeStock"`,
    db.$queryRaw<[{ cod: number; prepaid: number }]>`
      SELECT COUNT(*) FILTER (WHERE "paymentType" = 'COD')::int AS cod, COUNT(*) FILTER (WHERE "paymentType" = 'PREPAID')::int AS prepaid
      FROM "Order" WHERE "orderType" = 'ORDER' AND status <> 'CANCELLED'`,
    db.$queryRaw<{ label: string; sold: number; returned: number }[]>`
      SELECT l.size AS label, SUM(l.quantity)::int AS sold, SUM(l."returnedQuantity")::int AS returned
      FROM "OrderLine" l JOIN "Order" o ON o.id = l."orderId"
      WHERE o."orderType" = 'ORDER' AND o.status <> 'CANCELLED'
      GROUP BY l.size`,
    db.$queryRaw<{ label: string; sold: number; returned: number }[]>`
      SELECT l."colorName" AS label, SUM(l.quantity)::int AS sold, SUM(l."returnedQuantity")::int AS returned
      FROM "OrderLine" l JOIN "Order" o ON o.id = l."orderId"
      WHERE o."orderType" = 'ORDER' AND o.status <> 'CANCELLED'
      GROUP BY l."colorName"
      ORDER BY SUM(l."returnedQuantity")::float8 / NULLIF(SUM(l.quantity), 0) DESC NULLS LAST, sold DESC, label
      LIMIT ${COLOURS_LISTED}`,
    db.$queryRaw<{ productId: string; name: string; units: number; revenuePaise: number }[]>`
      SELECT p.id AS "productId", p.name, s.units, s."revenuePaise"
      FROM (
        SELECT l."productId", SUM(l.quantity - l."returnedQuantity")::int AS units,
               SUM(l."lineTotalPaise"::bigint * (l.quantity - l."returnedQuantity") / l.quantity)::float8 AS "revenuePaise"
        FROM "OrderLine" l JOIN "Order" o ON o.id = l."orderId"
        WHERE o."orderType" = 'ORDER' AND o.status <> 'CANCELLED' AND l."productId" IS NOT NULL
        GROUP BY l."productId"
      ) s JOIN "Product" p ON p.id = s."productId"
      WHERE s.units > 0
      ORDER BY s.units DESC, s."revenuePaise" DESC, p.name
      LIMIT ${BEST_SELLERS}`,
    db.$queryRaw<DashboardFigures["lowStock"]>`
      SELECT s.id AS "sizeId", p.id AS "productId", p.name AS "productName", v."colorName", s.size, s.stock
      FROM "SizeStock" s JOIN "Variant" v ON v.id = s."variantId" JOIN "Product" p ON p.id = v."productId"
      WHERE s.stock <= ${LOW_STOCK_THRESHOLD}
      ORDER BY s.stock, p.name, s.id
      LIMIT ${LOW_STOCK_LISTED}`,
  ]);

  const years = Array.from({ length: SALES_YEARS }, (_, index) => year - SALES_YEARS + 1 + index);
  const rate = (row: { label: string; sold: number; returned: number }): ReturnRate => ({
    ...row,
    rate: row.sold > 0 ? row.returned / row.sold : 0,
  });
  return {
    totals: totals[0],
    monthlySales: years.map((y) => ({
      year: y,
      monthsPaise: Array.from({ length: 12 }, (_, m) => monthly.find((row) => row.year === y && row.month === m + 1)?.paise ?? 0),
    })),
    ordersByStatus: statuses.map((row) => ({ ...row, label: statusLabel(row.status) })),
    productsPerCategory: categories,
    sizes: sizes[0],
    payment: payment[0],
    returnsBySize: bySize.sort((a, b) => sizeRank(a.label) - sizeRank(b.label) || a.label.localeCompare(b.label)).map(rate),
    returnsByColour: byColour.map(rate),
    bestSellers,
    lowStock,
  };
}
