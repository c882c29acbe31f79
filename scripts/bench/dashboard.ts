import type { PrismaClient } from "../../lib/generated/prisma/client";

// `npm run bench`, back office: brings the orders up to ORDER_TARGET with one SQL statement per
// table (generate_series; the seed's own orders are capped at a few thousand), then times the
// dashboard's figures and a Manage Orders page. Figures only: nothing here passes or fails.
export const ORDER_TARGET = 100_000;

type Measure = (label: string, run: () => Promise<unknown>, runs?: number) => Promise<{ p50: number; p95: number }>;

/** Orders over the last three years, each with one line of a real size, in every status and both payment types, to 400 names. */
async function topUpOrders(prisma: PrismaClient): Promise<number> {
  const missing = ORDER_TARGET - (await prisma.order.count({ where: { orderType: "ORDER" } }));
  if (missing <= 0) return 0;
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Order" (id, "publicOrderId", "orderType", status, "paymentType", "shipName", "shipAddressLine1", "shipCity", "shipState",
      "shipPinCode", "shipPhoneNumber", "subtotalPaise", "gstPaise", "discountPaise", "totalPaise", "createdAt", "updatedAt", "statusChangedAt")
    SELECT 'bench-order-' || g, 'KS-BENCH-' || lpad(g::text, 6, '0'), 'ORDER',
      (ARRAY['PENDING','CONFIRMED','SHIPPED','DELIVERED','DELIVERED','DELIVERED','DELIVERED','CANCELLED'])[1 + g % 8]::"OrderStatus",
      (CASE WHEN g % 3 = 0 THEN 'COD' ELSE 'PREPAID' END)::"PaymentType",
      (ARRAY['Aarav','Diya','Ishaan','Kavya','Rohan','Ananya','Vihaan','Meera','Arjun','Saanvi','Kabir','Tara','Dev','Nisha','Aditya',
        'Pooja','Rahul','Sneha','Vikram','Lakshmi'])[1 + g % 20] || ' ' ||
      (ARRAY['Sharma','Iyer','Reddy','Nair','Gupta','Menon','Patel','Rao','Kapoor','Das','Joshi','Pillai','Bose','Verma','Khan','Singh',
        'Mehta','Chopra','Banerjee','Kulkarni'])[1 + (g / 20) % 20], '1 MG Road', 'Pune', 'Maharashtra', '411001', '9' || lpad((g * 7919 % 1000000000)::text, 9, '0'),
      150000, 7500, 0, 157500, t, t, t
    FROM generate_series(1, ${missing}) g, LATERAL (SELECT now() - (g % 1095) * interval '1 day' - (g % 24) * interval '1 hour' AS t) d`);
  await prisma.$executeRawUnsafe(`
    WITH sizes AS (
      SELECT row_number() OVER (ORDER BY s.id) AS n, s.id, s.size, s."pricePaise", s."cutPricePaise", v."colorName", v."colorCode", p.id AS "productId", p.name
      FROM "SizeStock" s JOIN "Variant" v ON v.id = s."variantId" JOIN "Product" p ON p.id = v."productId"
    ), total AS (SELECT COUNT(*) AS c FROM sizes)
    INSERT INTO "OrderLine" (id, "orderId", "sizeId", "productId", "productName", description, "colorName", "colorCode", size, "imageUrl",
      "unitPricePaise", "cutPricePaise", hsn, "gstRateBp", "unitGstPaise", quantity, "lineTotalPaise", "returnedQuantity")
    SELECT 'bench-line-' || g, 'bench-order-' || g, s.id, s."productId", s.name, s.name, s."colorName", s."colorCode", s.size, '/bench.webp',
      s."pricePaise", s."cutPricePaise", '6211', 500, s."pricePaise" / 20, 1 + g % 2, (s."pricePaise" + s."pricePaise" / 20) * (1 + g % 2),
      CASE WHEN g % 17 = 0 THEN 1 ELSE 0 END
    FROM generate_series(1, ${missing}) g, total JOIN sizes s ON true
    WHERE s.n = 1 + (g::bigint * 7919) % total.c`);
  // What autovacuum would have done by the time anyone opens the dashboard: planner statistics and the visibility map.
  await prisma.$executeRawUnsafe(`VACUUM ANALYZE "Order", "OrderLine", "SizeStock"`);
  return missing;
}

export async function benchDashboard(prisma: PrismaClient, measure: Measure, runs: number): Promise<void> {
  const started = performance.now();
  const added = await topUpOrders(prisma);
  const [orders, products] = await Promise.all([prisma.order.count({ where: { orderType: "ORDER" } }), prisma.product.count()]);
  console.log(
    `\nback office: ${added} orders added by SQL in ${((performance.now() - started) / 1000).toFixed(1)} s; now ${orders} orders, ${products} products`,
  );
  const { dashboardFigures } = await import("../../lib/admin/dashboard/dashboard");
  const { getDashboard } = await import("../../lib/admin/dashboard/dashboard-snapshot");
  const { listOrders } = await import("../../lib/orders/queries");
  const admin = await prisma.user.findFirstOrThrow({ where: { role: "ADMIN" } });
  const ctx = {
    caller: { ...admin, source: "bearer" as const, session: { id: "bench", expiresAt: new Date(Date.now() + 3_600_000) } },
    ip: "127.0.0.1",
  };
  // The dashboard's figures take most of a second: fewer runs of them. The rest takes `runs`, so that a p95 is not one run's luck.
  const fewer = Math.min(runs, 30);
  // The reference, measured in this run: the cheapest statement there is, through the same client and pool.
  const reference = await measure("reference: one round trip (SELECT 1)", () => prisma.$queryRaw`SELECT 1`);
  const times = (label: string, { p50, p95 }: { p50: number; p95: number }) =>
    console.log(
      `  ${label.padEnd(42)} p50 ${(p50 / reference.p50).toFixed(1).padStart(6)}x   p95 ${(p95 / reference.p95).toFixed(1).padStart(6)}x the reference`,
    );
  times("dashboard, computed", await measure("dashboard, computed (dashboardFigures)", () => dashboardFigures(prisma), fewer));
  times("dashboard, as the admin reads it", await measure("dashboard, as read (getDashboard, kept)", () => getDashboard(ctx), fewer));
  times(
    "Manage Orders, Shipped, page 3",
    await measure("Manage Orders, Shipped, page 3 (listOrders)", () => listOrders(ctx, { type: "Order", status: "Shipped", page: 3 })),
  );
  // Manage Orders' search, first page as the page asks it: a phone (one order), a name (about 250) and an order id (one).
  for (const [what, search] of [
    ["phone", "9000079190"],
    ["name", "Meera Rao"],
    ["order id", "KS-BENCH-054321"],
  ] as const) {
    const label = `Manage Orders, search by ${what}`;
    times(label, await measure(`${label} (listOrders)`, () => listOrders(ctx, { type: "Order", search, page: 1 })));
  }
}
