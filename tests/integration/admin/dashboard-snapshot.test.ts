import { beforeAll, describe, expect, it } from "vitest";
import { dashboardFigures, LOW_STOCK_LISTED } from "@/lib/admin/dashboard/dashboard";
import { LOW_STOCK_THRESHOLD } from "@/lib/catalog/stock";
import { currentDashboard, refreshDashboard, SNAPSHOT_MAX_AGE_MS } from "@/lib/admin/dashboard/dashboard-snapshot";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { OrderStatus, PaymentType } from "@/lib/generated/prisma/enums";
import { freshDatabase } from "../../support/fresh-database";

// The dashboard as the admin reads it (the kept figures, decision 055) against the direct computation, on a shop of a few
// hundred orders over three years: sales, cancellations, refunded and pending returns, exchanges (their replacements never a
// sale) and low stock. After every kind of write the figures read are those computed afresh, never the kept ones.
const freshDb = freshDatabase("kurta_dashboard_kept");
let fresh: PrismaClient;
// Noon in India on a Wednesday.
const NOW = new Date("2026-06-17T06:30:00Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);

const STATUSES: OrderStatus[] = ["PENDING", "CONFIRMED", "SHIPPED", "DELIVERED", "DELIVERED", "DELIVERED", "CANCELLED"];
const SIZES = ["S", "M", "L", "XL"];
const COLOURS = ["Indigo", "Rose", "Mustard", "Teal"];

type Size = { id: string; size: string; productId: string; productName: string; colorName: string; colorCode: string };

async function seedShop(): Promise<{ sizes: Size[]; userId: string }> {
  const category = await fresh.category.create({ data: { name: "Kurtas", slug: "kurtas", image: "/k.webp" } });
  await fresh.category.create({ data: { name: "Sets", slug: "sets", image: "/s.webp" } });
  const sizes: Size[] = [];
  for (let p = 0; p < 6; p++) {
    const product = await fresh.product.create({
      data: {
        slug: `kurta-${p}`,
        name: `Kurta ${p}`,
        description: "Cotton",
        hsn: "6211",
        categoryId: category.id,
        variants: {
          create: COLOURS.slice(0, 2 + (p % 3)).map((colorName, v) => ({
            colorName,
            colorCode: `#00000${v}`,
            position: v,
            sizes: {
              create: SIZES.map((size, s) => ({ size, stock: (p * 7 + v * 3 + s * 5) % 14, pricePaise: 100_000, cutPricePaise: 120_000 })),
            },
          })),
        },
      },
      include: { variants: { include: { sizes: true } } },
    });
    for (const variant of product.variants) {
      for (const size of variant.sizes) {
        sizes.push({
          id: size.id,
          size: size.size,
          productId: product.id,
          productName: product.name,
          colorName: variant.colorName,
          colorCode: variant.colorCode,
        });
      }
    }
  }
  const user = await fresh.user.create({ data: { fullname: "Priya", email: "priya@example.com", passwordHash: "x" } });
  return { sizes, userId: user.id };
}

let next = 0;
async function makeOrder(
  shop: { userId: string },
  spec: {
    type?: "ORDER" | "RETURN" | "REPLACEMENT";
    status: OrderStatus;
    payment: PaymentType;
    at: Date;
    parent?: string;
    lines: { size: Size; quantity: number; returned?: number; returnOf?: string; replaces?: string }[];
  },
) {
  next += 1;
  const totalPaise = spec.lines.reduce((sum, line) => sum + line.quantity * 105_000, 0);
  return fresh.order.create({
    data: {
      publicOrderId: `KS-KEPT-${next}`,
      userId: shop.userId,
      orderType: spec.type ?? "ORDER",
      status: spec.status,
      paymentType: spec.payment,
      parentOrderId: spec.parent,
      shipName: "Priya",
      shipAddressLine1: "12 MG Road",
      shipCity: "Pune",
      shipState: "Maharashtra",
      shipPinCode: "411001",
      shipPhoneNumber: "9876543210",
      subtotalPaise: totalPaise,
      gstPaise: 0,
      discountPaise: 0,
      totalPaise,
      createdAt: spec.at,
      statusChangedAt: spec.at,
      lines: {
        create: spec.lines.map((line) => ({
          productId: line.size.productId,
          sizeId: line.size.id,
          productName: line.size.productName,
          description: line.size.productName,
          colorName: line.size.colorName,
          colorCode: line.size.colorCode,
          size: line.size.size,
          imageUrl: "/i.webp",
          unitPricePaise: 100_000,
          cutPricePaise: 120_000,
          hsn: "6211",
          gstRateBp: 500,
          unitGstPaise: 5_000,
          quantity: line.quantity,
          lineTotalPaise: line.quantity * 105_000,
          returnedQuantity: line.returned ?? 0,
          returnOfLineId: line.returnOf,
          replacesLineId: line.replaces,
        })),
      },
    },
    include: { lines: true },
  });
}

/** A return of one piece of the order's first line, refunded or an exchange for `swap`, at `at`. */
async function returnOne(
  shop: { userId: string },
  order: Awaited<ReturnType<typeof makeOrder>>,
  at: Date,
  outcome: { refunded: boolean } | { swap: Size; replacement: OrderStatus },
) {
  const line = order.lines[0]!;
  await fresh.orderLine.update({ where: { id: line.id }, data: { returnedQuantity: { increment: 1 } } });
  const bought = {
    id: line.sizeId!,
    size: line.size,
    productId: line.productId!,
    productName: line.productName,
    colorName: line.colorName,
    colorCode: line.colorCode,
  };
  const returned = await makeOrder(shop, {
    type: "RETURN",
    status: "refunded" in outcome ? (outcome.refunded ? "REFUNDED" : "RETURN_REQUESTED") : "RETURN_PICKED_UP",
    payment: order.paymentType,
    at,
    parent: order.id,
    lines: [{ size: bought, quantity: 1, returnOf: line.id }],
  });
  if ("swap" in outcome) {
    await makeOrder(shop, {
      type: "REPLACEMENT",
      status: outcome.replacement,
      payment: order.paymentType,
      at,
      parent: returned.id,
      lines: [{ size: outcome.swap, quantity: 1, replaces: returned.lines[0]!.id }],
    });
  }
}

async function seedOrders(shop: { sizes: Size[]; userId: string }) {
  const day = 86_400_000;
  for (let i = 0; i < 240; i++) {
    const at = new Date(NOW.getTime() - ((i * 4.7 * day) % (1_100 * day)) - (i % 9) * 3_600_000);
    const order = await makeOrder(shop, {
      status: STATUSES[i % STATUSES.length]!,
      payment: i % 3 === 0 ? "COD" : "PREPAID",
      at,
      lines: [
        { size: shop.sizes[(i * 7) % shop.sizes.length]!, quantity: 1 + (i % 3) },
        ...(i % 4 === 0 ? [{ size: shop.sizes[(i * 11 + 3) % shop.sizes.length]!, quantity: 1 }] : []),
      ],
    });
    if (order.status !== "DELIVERED") continue;
    const returnedAt = new Date(at.getTime() + 2 * day);
    if (i % 5 === 0) await returnOne(shop, order, returnedAt, { refunded: true });
    else if (i % 4 === 0) await returnOne(shop, order, returnedAt, { refunded: false });
    else if (i % 11 === 0)
      await returnOne(shop, order, returnedAt, { swap: shop.sizes[(i + 1) % shop.sizes.length]!, replacement: "SHIPPED" });
    else if (i % 13 === 0)
      await returnOne(shop, order, returnedAt, { swap: shop.sizes[(i + 2) % shop.sizes.length]!, replacement: "CANCELLED" });
  }
}

let shop: { sizes: Size[]; userId: string };

beforeAll(async () => {
  fresh = freshDb();
  shop = await seedShop();
  await seedOrders(shop);
});

const kept = () => fresh.dashboardSnapshot.findUniqueOrThrow({ where: { id: 1 } });

describe("the dashboard as the admin reads it", () => {
  it("is the direct computation, kept and then served while nothing changed", async () => {
    const direct = await dashboardFigures(fresh, NOW);
    // The shop has every kind of figure: refunds, exchanges, cancellations, replacements that are no sale, low stock.
    expect(direct.returnRates.returned).toBeGreaterThan(0);
    expect(direct.returnRates.exchanged).toBeGreaterThan(0);
    expect(direct.ordersByStatus.map(({ status }) => status)).toEqual(expect.arrayContaining(["CANCELLED", "DELIVERED", "PENDING"]));
    expect(direct.lowStock.length).toBeGreaterThan(0);
    expect(await fresh.order.count({ where: { orderType: "REPLACEMENT" } })).toBeGreaterThan(0);

    expect(await currentDashboard(fresh, NOW)).toEqual(direct);
    expect((await kept()).computedAt).toEqual(NOW);
    // Served from the kept row: it is not computed again half a minute later.
    expect(await currentDashboard(fresh, later(30_000))).toEqual(direct);
    expect((await kept()).computedAt).toEqual(NOW);
  });

  it("lists the same low-stock sizes whatever plan PostgreSQL picks: the fewest pieces, ties by id", async () => {
    const low = await fresh.sizeStock.findMany({
      where: { stock: { gte: 1, lte: LOW_STOCK_THRESHOLD } },
      orderBy: [{ stock: "asc" }, { id: "asc" }],
      take: LOW_STOCK_LISTED,
    });
    // Ties at the cut: more sizes have the last listed stock than the list has room for.
    const cut = low.at(-1)!.stock;
    expect(await fresh.sizeStock.count({ where: { stock: { gte: 1, lte: cut } } })).toBeGreaterThan(LOW_STOCK_LISTED);
    const listed = async () => (await dashboardFigures(fresh, NOW)).lowStock.map(({ sizeId }) => sizeId).sort();
    const expected = low.map(({ id }) => id).sort();
    expect(await listed()).toEqual(expected);
    // Statistics make the stock index the cheaper plan, which meets the tied sizes in another order.
    await fresh.$executeRaw`ANALYZE "SizeStock"`;
    expect(await listed()).toEqual(expected);
  });

  it("after each order move, refund, exchange and catalogue write, equals the direct computation at once", async () => {
    const orders = await fresh.order.findMany({ where: { orderType: "ORDER", status: "CONFIRMED" }, include: { lines: true }, take: 1 });
    const delivered = await fresh.order.findMany({
      where: { orderType: "ORDER", status: "DELIVERED", children: { none: {} } },
      include: { lines: true },
      orderBy: { createdAt: "desc" },
      take: 2,
    });
    const pending = await fresh.order.findFirstOrThrow({ where: { orderType: "RETURN", status: "RETURN_REQUESTED" } });
    let at = 1_000;
    const writes: [string, () => Promise<unknown>][] = [
      [
        "an order placed today",
        () => makeOrder(shop, { status: "PENDING", payment: "COD", at: later(-60_000), lines: [{ size: shop.sizes[2]!, quantity: 2 }] }),
      ],
      ["an order cancelled", () => fresh.order.update({ where: { id: orders[0]!.id }, data: { status: "CANCELLED" } })],
      [
        "a return refunded today",
        () => fresh.order.update({ where: { id: pending.id }, data: { status: "REFUNDED", statusChangedAt: later(-1_000) } }),
      ],
      ["an exchange", () => returnOne(shop, delivered[0]!, later(-5_000), { swap: shop.sizes[5]!, replacement: "CONFIRMED" })],
      ["a refunded return", () => returnOne(shop, delivered[1]!, later(-5_000), { refunded: true })],
      ["a sold-out size restocked", () => fresh.sizeStock.update({ where: { id: shop.sizes[0]!.id }, data: { stock: 1 } })],
      ["a product renamed", () => fresh.product.update({ where: { id: shop.sizes[0]!.productId }, data: { name: "Kurta Renamed" } })],
      ["a user signed up", () => fresh.user.create({ data: { fullname: "Rahul", email: "rahul@example.com", passwordHash: "x" } })],
    ];
    for (const [what, write] of writes) {
      const before = await currentDashboard(fresh, later(at));
      await write();
      at += 1_000;
      const direct = await dashboardFigures(fresh, later(at));
      expect(direct, what).not.toEqual(before);
      expect(await currentDashboard(fresh, later(at)), what).toEqual(direct);
    }
  });

  it("is computed again past a minute, and on another day in India, even when nothing changed", async () => {
    await refreshDashboard(fresh, NOW);
    const stale = later(SNAPSHOT_MAX_AGE_MS);
    expect(await currentDashboard(fresh, stale)).toEqual(await dashboardFigures(fresh, stale));
    expect((await kept()).computedAt).toEqual(stale);

    // 23:59:30 and 00:00:10 in India, forty seconds apart: today's figures are another day's.
    const evening = new Date("2026-06-17T18:29:30Z");
    const midnight = new Date("2026-06-17T18:30:10Z");
    await refreshDashboard(fresh, evening);
    expect(await currentDashboard(fresh, midnight)).toEqual(await dashboardFigures(fresh, midnight));
    expect((await kept()).computedAt).toEqual(midnight);
  });
});
