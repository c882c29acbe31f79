import "server-only";
import { LOW_STOCK_THRESHOLD } from "@/lib/catalog/stock";
import { sizeRank } from "@/lib/catalog/sizes";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import { addDays, indianDate, mondayOf, startOfIndianDate } from "@/lib/india-days";
import { statusLabel } from "@/lib/orders/model/status";
import { codFiguresOf, type CodFigures } from "./cod-figures";

// The back office's dashboard. PostgreSQL aggregates every figure in a few statements (one pass
// over the orders, one over the order lines, two for cash on delivery in cod-figures.ts); JavaScript only adds up the few hundred groups they
// return, never an order. Money stays in paise here; the API turns it into rupees.
//
// Sales are the totals of orders that were not cancelled, less the refunds of returns: an order
// counts in the month it was placed, a refund in the month it was made (the return's last move).
// Months and years are those of India (Asia/Kolkata), and so are today and this week (from Monday). An exchange's replacement (type Replacement)
// is never a sale: every figure of orders and their lines reads type Order alone. Its returned
// piece counts as exchanged, apart from the pieces returned for a refund, against the size and
// colour that was bought ("from M to L" counts against M).

export const BEST_SELLERS = 10;
export const LOW_STOCK_LISTED = 12;
export const COLOURS_LISTED = 10;
export const SALES_YEARS = 3;

/** Bumped when the figures' shape changes: a snapshot kept by an older build is computed again (dashboard-snapshot.ts). */
export const FIGURES_VERSION = 3;

export type DashboardFigures = {
  version: number;
  totals: { salesPaise: number; orders: number; products: number; users: number };
  /** Orders placed and sales (same rule as the totals) today and this week so far, in India. */
  recent: { today: RecentFigures; week: RecentFigures };
  /** This year and the two before, oldest first; twelve months each, January first. */
  monthlySales: { year: number; monthsPaise: number[] }[];
  ordersByStatus: { status: OrderStatus; label: string; count: number }[];
  productsPerCategory: { categoryId: string; category: string; count: number }[];
  sizes: { inStock: number; outOfStock: number };
  /** Orders not cancelled, by how they are paid. */
  payment: { cod: number; prepaid: number };
  /** Units sold (orders not cancelled), returned for a refund and exchanged: in all, by size and by colour. */
  returnRates: ReturnRate;
  returnsBySize: ReturnRate[];
  returnsByColour: ReturnRate[];
  bestSellers: { productId: string; name: string; units: number; revenuePaise: number }[];
  /** Sizes with 1 to LOW_STOCK_THRESHOLD pieces left, fewest first. */
  lowStock: { sizeId: string; productId: string; productName: string; colorName: string; size: string; stock: number }[];
  /** Cash on delivery over the last 90 days: confirmations, and returns to origin by payment, state and pin code. */
  cod: CodFigures;
};

export type RecentFigures = { orders: number; salesPaise: number };

/** `returned` are the pieces returned for a refund and `rate` their share of the pieces sold; `exchanged` and `exchangeRate` the same for exchanges. */
export type ReturnRate = { label: string; sold: number; returned: number; exchanged: number; rate: number; exchangeRate: number };

const IST = "Asia/Kolkata";

/** The year and month (1 to 12) of `now` in India. */
export function indianMonth(now: Date): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat("en-IN", { timeZone: IST, year: "numeric", month: "numeric" }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month") };
}

/** The figures computed from `db` (the tests pass a fresh database of their own); the pages read them through currentDashboard (dashboard-snapshot.ts). */
export async function dashboardFigures(db: PrismaClient, now = new Date()): Promise<DashboardFigures> {
  const { year } = indianMonth(now);
  const [orderGroups, recent, counts, categories, lineGroups, lowStock, cod] = await Promise.all([
    orderGroupsOf(db),
    recentFiguresOf(db, now),
    db.$queryRaw<[{ products: number; users: number; inStock: number; outOfStock: number }]>`
      SELECT (SELECT COUNT(*) FROM "Product")::int AS products, (SELECT COUNT(*) FROM "User")::int AS users, s.*
      FROM (SELECT COUNT(*) FILTER (WHERE stock > 0)::int AS "inStock", COUNT(*) FILTER (WHERE stock <= 0)::int AS "outOfStock" FROM "SizeStock") s`,
    db.$queryRaw<{ categoryId: string; category: string; count: number }[]>`
      SELECT c.id AS "categoryId", c.name AS category, (SELECT COUNT(*) FROM "Product" p WHERE p."categoryId" = c.id)::int AS count
      FROM "Category" c ORDER BY count DESC, c.name`,
    lineGroupsOf(db),
    // The sizes about to run out (the stock index gives the first few at once; sold-out sizes are in the doughnut).
    // Ties are broken by id: without it the plan PostgreSQL picks (which an ANALYZE can change) picks the sizes listed.
    db.$queryRaw<DashboardFigures["lowStock"]>`
      SELECT s.id AS "sizeId", p.id AS "productId", p.name AS "productName", v."colorName", s.size, s.stock
      FROM (SELECT id, "variantId", size, stock FROM "SizeStock" WHERE stock BETWEEN 1 AND ${LOW_STOCK_THRESHOLD} ORDER BY stock, id LIMIT ${LOW_STOCK_LISTED}) s
      JOIN "Variant" v ON v.id = s."variantId" JOIN "Product" p ON p.id = v."productId"
      ORDER BY s.stock, p.name, s.id`,
    codFiguresOf(db, now),
  ]);

  // orderGroups holds a few hundred pre-aggregated rows (type × status × payment × month), never orders.
  const orders = orderGroups.filter((group) => group.orderType === "ORDER");
  const kept = orders.filter((group) => group.status !== "CANCELLED");
  const refunds = orderGroups.filter((group) => group.orderType === "RETURN" && group.status === "REFUNDED");
  const sum = <T>(rows: T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);
  const statusCounts = new Map<OrderStatus, number>();
  for (const group of orders) statusCounts.set(group.status, (statusCounts.get(group.status) ?? 0) + group.count);
  const years = Array.from({ length: SALES_YEARS }, (_, index) => year - SALES_YEARS + 1 + index);
  const monthPaise = (y: number, m: number) =>
    sum(kept, (g) => (g.year === y && g.month === m ? g.paise : 0)) - sum(refunds, (g) => (g.year === y && g.month === m ? g.paise : 0));
  const rate = ({ label, sold, returned, exchanged }: Pick<LineGroup, "label" | "sold" | "returned" | "exchanged">): ReturnRate => ({
    label,
    sold,
    returned,
    exchanged,
    rate: sold > 0 ? returned / sold : 0,
    exchangeRate: sold > 0 ? exchanged / sold : 0,
  });
  // Every line has a size, so the sizes add up to all the pieces.
  const bySize = lineGroups.filter((group) => group.kind === "size");

  return {
    version: FIGURES_VERSION,
    totals: {
      salesPaise: sum(kept, (g) => g.paise) - sum(refunds, (g) => g.paise),
      orders: sum(orders, (g) => g.count),
      products: counts[0].products,
      users: counts[0].users,
    },
    recent,
    monthlySales: years.map((y) => ({ year: y, monthsPaise: Array.from({ length: 12 }, (_, m) => monthPaise(y, m + 1)) })),
    ordersByStatus: ORDER_STATUS_ORDER.filter((status) => statusCounts.has(status)).map((status) => ({
      status,
      label: statusLabel(status),
      count: statusCounts.get(status)!,
    })),
    productsPerCategory: categories,
    sizes: { inStock: counts[0].inStock, outOfStock: counts[0].outOfStock },
    payment: {
      cod: sum(kept, (g) => (g.paymentType === "COD" ? g.count : 0)),
      prepaid: sum(kept, (g) => (g.paymentType === "PREPAID" ? g.count : 0)),
    },
    returnRates: rate({
      label: "All sizes",
      sold: sum(bySize, (g) => g.sold),
      returned: sum(bySize, (g) => g.returned),
      exchanged: sum(bySize, (g) => g.exchanged),
    }),
    returnsBySize: bySize.sort((a, b) => sizeRank(a.label) - sizeRank(b.label) || a.label.localeCompare(b.label)).map(rate),
    returnsByColour: lineGroups.filter((group) => group.kind === "colour").map(rate),
    bestSellers: lineGroups
      .filter((group) => group.kind === "product")
      .map((group) => ({
        productId: group.productId!,
        name: group.label,
        units: group.sold - group.returned,
        revenuePaise: group.keptPaise,
      })),
    lowStock,
    cod,
  };
}

const ORDER_STATUS_ORDER: OrderStatus[] = [
  "PENDING",
  "CONFIRMED",
  "SHIPPED",
  "DELIVERED",
  "CANCELLED",
  "RETURN_REQUESTED",
  "RETURN_PICKED_UP",
  "REFUNDED",
];

type OrderGroup = {
  orderType: "ORDER" | "RETURN" | "REPLACEMENT";
  status: OrderStatus;
  paymentType: "COD" | "PREPAID";
  year: number;
  month: number;
  count: number;
  paise: number;
};

/**
 * One pass over the orders: counts and totals by type, status, payment and month in India. An
 * order counts in the month it was placed, a return in the month of its last move (a refund's).
 * India keeps +05:30 all year, so a fixed offset gives its months without a time zone lookup per row.
 */
function orderGroupsOf(db: PrismaClient) {
  return db.$queryRaw<OrderGroup[]>`
    SELECT "orderType"::text AS "orderType", status::text AS status, "paymentType"::text AS "paymentType",
      EXTRACT(YEAR FROM at)::int AS year, EXTRACT(MONTH FROM at)::int AS month, COUNT(*)::int AS count, SUM("totalPaise")::float8 AS paise
    FROM (
      SELECT "orderType", status, "paymentType", "totalPaise",
        (CASE WHEN "orderType" = 'RETURN' THEN "statusChangedAt" ELSE "createdAt" END) + interval '5 hours 30 minutes' AS at
      FROM "Order"
    ) o
    GROUP BY 1, 2, 3, 4, 5`;
}

/**
 * Today's and this week's orders and sales, from the day's and the week's start in India to the
 * end of today: one pass over the orders of this week (the createdAt index) and its refunds.
 */
async function recentFiguresOf(db: PrismaClient, now: Date): Promise<DashboardFigures["recent"]> {
  const today = indianDate(now);
  const day = startOfIndianDate(today);
  const week = startOfIndianDate(mondayOf(today));
  const end = startOfIndianDate(addDays(today, 1));
  const [row] = await db.$queryRaw<[{ todayOrders: number; todayPaise: number; weekOrders: number; weekPaise: number }]>`
    SELECT
      COUNT(*) FILTER (WHERE kind = 'order' AND at >= ${day})::int AS "todayOrders",
      COALESCE(SUM(paise) FILTER (WHERE at >= ${day}), 0)::float8 AS "todayPaise",
      COUNT(*) FILTER (WHERE kind = 'order')::int AS "weekOrders",
      COALESCE(SUM(paise), 0)::float8 AS "weekPaise"
    FROM (
      SELECT 'order' AS kind, "createdAt" AS at, CASE WHEN status = 'CANCELLED' THEN 0 ELSE "totalPaise" END AS paise
      FROM "Order" WHERE "orderType" = 'ORDER' AND "createdAt" >= ${week} AND "createdAt" < ${end}
      UNION ALL
      SELECT 'refund', "statusChangedAt", -"totalPaise"
      FROM "Order" WHERE "orderType" = 'RETURN' AND status = 'REFUNDED' AND "statusChangedAt" >= ${week} AND "statusChangedAt" < ${end}
    ) o`;
  return {
    today: { orders: row.todayOrders, salesPaise: row.todayPaise },
    week: { orders: row.weekOrders, salesPaise: row.weekPaise },
  };
}

type LineGroup = {
  kind: "size" | "colour" | "product";
  label: string;
  productId: string | null;
  sold: number;
  returned: number;
  exchanged: number;
  keptPaise: number;
};

/**
 * One pass over the lines of orders not cancelled, grouped three ways at once (GROUPING SETS): units
 * sold, returned and exchanged by size, the colours returned most, the best sellers. GROUPING(...)
 * names the set of a row: 3 by size, 5 by colour, 6 by product.
 *
 * A bought line's returnedQuantity counts every piece on its way back or back (a cancelled or closed
 * return gives its pieces back); `exchanged` are those of them a replacement not cancelled replaces,
 * found from the few replacement orders (index on type and status) through their lines to the
 * return lines and the bought line. An exchanged piece stays a sale of its product: the best sellers
 * keep it.
 */
function lineGroupsOf(db: PrismaClient) {
  return db.$queryRaw<LineGroup[]>`
    WITH exchanged AS (
      SELECT rl."returnOfLineId" AS "lineId", SUM(x.quantity)::int AS pieces
      FROM "Order" r JOIN "OrderLine" x ON x."orderId" = r.id JOIN "OrderLine" rl ON rl.id = x."replacesLineId"
      WHERE r."orderType" = 'REPLACEMENT' AND r.status <> 'CANCELLED'
      GROUP BY 1
    ), g AS (
      SELECT GROUPING(l.size, l."colorName", l."productId") AS k, l.size, l."colorName", l."productId",
        SUM(l.quantity)::int AS sold, SUM(l."returnedQuantity" - COALESCE(e.pieces, 0))::int AS returned,
        SUM(COALESCE(e.pieces, 0))::int AS exchanged,
        SUM(l."lineTotalPaise"::bigint * (l.quantity - l."returnedQuantity" + COALESCE(e.pieces, 0)) / l.quantity)::float8 AS "keptPaise"
      FROM "OrderLine" l JOIN "Order" o ON o.id = l."orderId" LEFT JOIN exchanged e ON e."lineId" = l.id
      WHERE o."orderType" = 'ORDER' AND o.status <> 'CANCELLED'
      GROUP BY GROUPING SETS ((l.size), (l."colorName"), (l."productId"))
    )
    (SELECT 'size' AS kind, size AS label, NULL::text AS "productId", sold, returned, exchanged, 0::float8 AS "keptPaise" FROM g WHERE k = 3)
    UNION ALL
    (SELECT 'colour', "colorName", NULL, sold, returned, exchanged, 0 FROM g WHERE k = 5
     ORDER BY returned::float8 / NULLIF(sold, 0) DESC NULLS LAST, sold DESC, "colorName"
     LIMIT ${COLOURS_LISTED})
    UNION ALL
    (SELECT 'product', p.name, p.id, s.sold, s.returned, s.exchanged, s."keptPaise"
     FROM (
       SELECT "productId", sold, returned, exchanged, "keptPaise" FROM g
       WHERE k = 6 AND "productId" IS NOT NULL AND sold > returned
       ORDER BY sold - returned DESC, "keptPaise" DESC, "productId"
       LIMIT ${BEST_SELLERS}
     ) s JOIN "Product" p ON p.id = s."productId"
     ORDER BY s.sold - s.returned DESC, s."keptPaise" DESC, p.id)`;
}
