import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as graphRoute } from "@/app/api/v1/products/getGraphData/route";
import { dashboardFigures } from "@/lib/admin/dashboard/dashboard";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { OrderStatus, OrderType, PaymentType } from "@/lib/generated/prisma/enums";
import { call, db } from "../../support/api";
import { freshDatabase } from "../../support/fresh-database";
import { buyer } from "../orders/fixtures";

// The dashboard's figures on a small set of known orders, in an empty database of its own (a copy of
// the run's template, beside the file's database). "Now" is 15 June 2026, so the line chart
// covers 2024, 2025 and 2026.
const NOW = new Date("2026-06-15T12:00:00Z");
const freshDb = freshDatabase("kurta_dashboard");
let fresh: PrismaClient;

type LineSpec = {
  product: "kurta" | "set";
  size: string;
  colour: "Indigo" | "Rose";
  quantity: number;
  returned?: number;
  totalPaise: number;
  /** A return's line: the bought line it returns; a replacement's: the return line it replaces. */
  returnOf?: string;
  replaces?: string;
};
type OrderSpec = {
  type?: OrderType;
  status: OrderStatus;
  payment: PaymentType;
  totalPaise: number;
  createdAt: string;
  statusChangedAt?: string;
  parent?: string;
  lines?: LineSpec[];
};

async function seedKnownData() {
  const kurtas = await fresh.category.create({ data: { name: "Kurtas", slug: "kurtas", image: "/k.webp" } });
  await fresh.category.create({ data: { name: "Sets", slug: "sets", image: "/s.webp" } });
  const product = (slug: string, name: string, colorName: string, sizes: [string, number][]) =>
    fresh.product.create({
      data: {
        slug,
        name,
        description: name,
        hsn: "6211",
        categoryId: kurtas.id,
        variants: {
          create: {
            colorName,
            colorCode: colorName === "Indigo" ? "#2e3a87" : "#c2185b",
            sizes: { create: sizes.map(([size, stock]) => ({ size, stock, pricePaise: 10_000, cutPricePaise: 12_000 })) },
          },
        },
      },
      include: { variants: { include: { sizes: true } } },
    });
  const kurta = await product("indigo-kurta", "Indigo Kurta", "Indigo", [
    ["M", 0],
    ["L", 3],
  ]);
  // Low stock is 1 to 10 pieces: M (10) and the kurta's L (3), not a sold-out size nor 11 pieces.
  const set = await product("rose-set", "Rose Set", "Rose", [
    ["S", 50],
    ["M", 10],
    ["L", 11],
  ]);
  const customer = await fresh.user.create({ data: { fullname: "Priya", email: "priya@example.com", passwordHash: "x" } });
  await fresh.user.create({ data: { fullname: "Admin", email: "admin@example.com", passwordHash: "x", role: "ADMIN" } });
  const products = { kurta, set };

  let next = 0;
  const order = async (spec: OrderSpec) => {
    next += 1;
    const made = await fresh.order.create({
      data: {
        publicOrderId: `KS-TEST-${next}`,
        userId: customer.id,
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
        subtotalPaise: spec.totalPaise,
        gstPaise: 0,
        discountPaise: 0,
        totalPaise: spec.totalPaise,
        createdAt: new Date(spec.createdAt),
        statusChangedAt: new Date(spec.statusChangedAt ?? spec.createdAt),
        lines: {
          create: (spec.lines ?? []).map((line) => {
            const made = products[line.product];
            const size = made.variants[0]!.sizes.find((s) => s.size === line.size)!;
            return {
              productId: made.id,
              sizeId: size.id,
              productName: made.name,
              description: made.name,
              colorName: line.colour,
              colorCode: made.variants[0]!.colorCode,
              size: line.size,
              imageUrl: "/i.webp",
              unitPricePaise: line.totalPaise / line.quantity,
              cutPricePaise: line.totalPaise / line.quantity,
              hsn: "6211",
              gstRateBp: 500,
              unitGstPaise: 0,
              quantity: line.quantity,
              lineTotalPaise: line.totalPaise,
              returnedQuantity: line.returned ?? 0,
              returnOfLineId: line.returnOf,
              replacesLineId: line.replaces,
            };
          }),
        },
      },
      include: { lines: true },
    });
    return { id: made.id, lineId: made.lines[0]?.id };
  };

  const delivered = await order({
    status: "DELIVERED",
    payment: "COD",
    totalPaise: 100_000,
    createdAt: "2026-01-10T06:00:00Z",
    lines: [{ product: "kurta", size: "M", colour: "Indigo", quantity: 2, returned: 1, totalPaise: 100_000 }],
  });
  // Cancelled: in no figure but the order count and the pie.
  await order({
    status: "CANCELLED",
    payment: "PREPAID",
    totalPaise: 50_000,
    createdAt: "2026-02-01T06:00:00Z",
    lines: [{ product: "set", size: "S", colour: "Rose", quantity: 5, totalPaise: 50_000 }],
  });
  // 31 December 2025, 20:00 UTC is 1 January 2026 in India.
  await order({
    status: "PENDING",
    payment: "PREPAID",
    totalPaise: 30_000,
    createdAt: "2025-12-31T20:00:00Z",
    lines: [{ product: "set", size: "L", colour: "Rose", quantity: 3, totalPaise: 30_000 }],
  });
  await order({
    status: "SHIPPED",
    payment: "COD",
    totalPaise: 20_000,
    createdAt: "2024-03-05T06:00:00Z",
    lines: [{ product: "kurta", size: "L", colour: "Indigo", quantity: 1, totalPaise: 20_000 }],
  });
  // Older than the chart's three years: in the total only.
  await order({
    status: "DELIVERED",
    payment: "PREPAID",
    totalPaise: 70_000,
    createdAt: "2023-07-01T06:00:00Z",
    lines: [{ product: "set", size: "S", colour: "Rose", quantity: 1, totalPaise: 70_000 }],
  });
  // A refunded return comes off the sales in the month of the refund; a requested one does not.
  await order({
    type: "RETURN",
    status: "REFUNDED",
    payment: "COD",
    totalPaise: 50_000,
    createdAt: "2026-03-01T06:00:00Z",
    statusChangedAt: "2026-03-03T06:00:00Z",
    parent: delivered.id,
  });
  await order({
    type: "RETURN",
    status: "RETURN_REQUESTED",
    payment: "COD",
    totalPaise: 10_000,
    createdAt: "2026-04-01T06:00:00Z",
    parent: delivered.id,
  });

  // Two Rose Set M bought; one exchanged for an L (its replacement shipped), and an earlier exchange of
  // the other closed (pickup failed: its piece counts as not returned, its replacement cancelled).
  // Neither replacement is a sale, an order or a piece sold; the exchanged piece counts against M.
  const exchangedOrder = await order({
    status: "DELIVERED",
    payment: "PREPAID",
    totalPaise: 40_000,
    createdAt: "2026-05-02T06:00:00Z",
    lines: [{ product: "set", size: "M", colour: "Rose", quantity: 2, returned: 1, totalPaise: 40_000 }],
  });
  const exchange = async (status: { returned: OrderStatus; replacement: OrderStatus }) => {
    const returned = await order({
      type: "RETURN",
      status: status.returned,
      payment: "PREPAID",
      totalPaise: 0,
      createdAt: "2026-05-04T06:00:00Z",
      parent: exchangedOrder.id,
      lines: [{ product: "set", size: "M", colour: "Rose", quantity: 1, totalPaise: 20_000, returnOf: exchangedOrder.lineId }],
    });
    await order({
      type: "REPLACEMENT",
      status: status.replacement,
      payment: "PREPAID",
      totalPaise: 20_000,
      createdAt: "2026-05-04T06:00:00Z",
      parent: returned.id,
      lines: [{ product: "set", size: "L", colour: "Rose", quantity: 1, totalPaise: 20_000, replaces: returned.lineId }],
    });
  };
  await exchange({ returned: "CANCELLED", replacement: "CANCELLED" });
  await exchange({ returned: "RETURN_PICKED_UP", replacement: "SHIPPED" });
  return { kurta, set };
}

beforeAll(() => {
  fresh = freshDb();
});

afterAll(() => db.$disconnect());

describe("the dashboard's figures on known data", () => {
  it("counts nothing in an empty shop", async () => {
    const figures = await dashboardFigures(fresh, NOW);
    expect(figures.totals).toEqual({ salesPaise: 0, orders: 0, products: 0, users: 0 });
    expect(figures.recent).toEqual({ today: { orders: 0, salesPaise: 0 }, week: { orders: 0, salesPaise: 0 } });
    expect(figures.monthlySales).toEqual([2024, 2025, 2026].map((year) => ({ year, monthsPaise: Array(12).fill(0) })));
    expect(figures.ordersByStatus).toEqual([]);
    expect(figures.sizes).toEqual({ inStock: 0, outOfStock: 0 });
    expect(figures.payment).toEqual({ cod: 0, prepaid: 0 });
    expect(figures.bestSellers).toEqual([]);
    expect(figures.lowStock).toEqual([]);
  });

  it("gives every figure exactly", async () => {
    const { kurta, set } = await seedKnownData();
    const figures = await dashboardFigures(fresh, NOW);

    // 1,000 + 300 + 200 + 700 + 400 rupees of orders not cancelled, less the 500 refunded; no replacement.
    expect(figures.totals).toEqual({ salesPaise: 210_000, orders: 6, products: 2, users: 2 });

    const months = (entries: Record<number, number>) => Array.from({ length: 12 }, (_, index) => entries[index] ?? 0);
    expect(figures.monthlySales).toEqual([
      { year: 2024, monthsPaise: months({ 2: 20_000 }) },
      { year: 2025, monthsPaise: months({}) },
      { year: 2026, monthsPaise: months({ 0: 130_000, 2: -50_000, 4: 40_000 }) },
    ]);

    expect(figures.ordersByStatus).toEqual([
      { status: "PENDING", label: "Pending", count: 1 },
      { status: "SHIPPED", label: "Shipped", count: 1 },
      { status: "DELIVERED", label: "Delivered", count: 3 },
      { status: "CANCELLED", label: "Cancelled", count: 1 },
    ]);
    expect(figures.productsPerCategory.map(({ category, count }) => [category, count])).toEqual([
      ["Kurtas", 2],
      ["Sets", 0],
    ]);
    expect(figures.sizes).toEqual({ inStock: 4, outOfStock: 1 });
    expect(figures.payment).toEqual({ cod: 2, prepaid: 3 });

    // Returned for a refund and exchanged, apart: the Indigo M refunded, the Rose M exchanged for an L (against M).
    const rates = (label: string, sold: number, returned: number, exchanged: number) => ({
      label,
      sold,
      returned,
      exchanged,
      rate: returned / sold,
      exchangeRate: exchanged / sold,
    });
    expect(figures.returnRates).toEqual(rates("All sizes", 9, 1, 1));
    expect(figures.returnsBySize).toEqual([rates("S", 1, 0, 0), rates("M", 4, 1, 1), rates("L", 4, 0, 0)]);
    expect(figures.returnsByColour).toEqual([rates("Indigo", 3, 1, 0), rates("Rose", 6, 0, 1)]);

    // Units kept (sold less returned for a refund) of orders not cancelled, and what they brought in:
    // an exchanged piece stays sold.
    expect(figures.bestSellers).toEqual([
      { productId: set.id, name: "Rose Set", units: 6, revenuePaise: 140_000 },
      { productId: kurta.id, name: "Indigo Kurta", units: 2, revenuePaise: 70_000 },
    ]);
    const sizeId = (made: typeof kurta, size: string) => made.variants[0]!.sizes.find((s) => s.size === size)!.id;
    expect(figures.lowStock).toEqual([
      { sizeId: sizeId(kurta, "L"), productId: kurta.id, productName: "Indigo Kurta", colorName: "Indigo", size: "L", stock: 3 },
      { sizeId: sizeId(set, "M"), productId: set.id, productName: "Rose Set", colorName: "Rose", size: "M", stock: 10 },
    ]);
  });
});

describe("today's and this week's figures, days in India and weeks from Monday", () => {
  // Wednesday 4 March 2026, 17:30 in India: the week began on Monday 2 March at 00:00 IST (1 March, 18:30 UTC).
  const WEDNESDAY = new Date("2026-03-04T12:00:00Z");

  async function placed(status: OrderStatus, totalPaise: number, createdAt: string) {
    const customer = await fresh.user.findFirstOrThrow({ where: { role: "CUSTOMER" } });
    await fresh.order.create({
      data: {
        publicOrderId: `KS-WEEK-${createdAt}`,
        userId: customer.id,
        status,
        paymentType: "COD",
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
        createdAt: new Date(createdAt),
        statusChangedAt: new Date(createdAt),
      },
    });
  }

  it("counts the orders placed and the sales of today and of the week so far, less the week's refunds", async () => {
    // Besides the known data (its return refunded on Tuesday 3 March, ₹500 off this week's sales):
    await placed("CONFIRMED", 40_000, "2026-03-03T19:00:00Z"); // Wednesday 00:30 IST: today
    await placed("CANCELLED", 10_000, "2026-03-04T05:00:00Z"); // today: an order, but no sale
    await placed("PENDING", 25_000, "2026-03-01T18:45:00Z"); // Monday 00:15 IST: this week
    await placed("DELIVERED", 90_000, "2026-03-01T18:20:00Z"); // Sunday 23:50 IST: last week
    await placed("PENDING", 70_000, "2026-03-04T18:40:00Z"); // Thursday 00:10 IST: not yet

    const { recent } = await dashboardFigures(fresh, WEDNESDAY);
    expect(recent.today).toEqual({ orders: 2, salesPaise: 40_000 });
    expect(recent.week).toEqual({ orders: 3, salesPaise: 40_000 + 25_000 - 50_000 });
  });
});

describe("POST /api/v1/products/getGraphData", () => {
  const graph = (token?: string) => call(graphRoute, { path: "/api/v1/products/getGraphData", token, json: {} });

  it("refuses a visitor (401) and a customer (403)", async () => {
    expect(await graph()).toMatchObject({ status: 401, body: { success: false } });
    expect(await graph((await buyer()).token)).toMatchObject({ status: 403, body: { success: false, message: "Only admins can do that" } });
  });

  it("answers an admin with success, products, orders and users, money in rupees", async () => {
    const admin = await buyer();
    await db.user.update({ where: { id: admin.id }, data: { role: "ADMIN" } });
    const { status, body } = await graph(admin.token);
    expect(status).toBe(200);
    const answer = body as unknown as {
      success: boolean;
      users: number;
      products: { total: number; sizes: { inStock: number; outOfStock: number } };
      orders: {
        total: number;
        salesAmount: number;
        monthlySales: { year: number; months: number[] }[];
        today: { total: number; salesAmount: number };
        thisWeek: { total: number; salesAmount: number };
      };
    };
    expect(answer.success).toBe(true);
    expect(answer.users).toBe(await db.user.count());
    expect(answer.products.total).toBe(await db.product.count());
    expect(answer.orders.total).toBe(await db.order.count({ where: { orderType: "ORDER" } }));
    const sales = await db.order.aggregate({ where: { orderType: "ORDER", status: { not: "CANCELLED" } }, _sum: { totalPaise: true } });
    const refunds = await db.order.aggregate({ where: { orderType: "RETURN", status: "REFUNDED" }, _sum: { totalPaise: true } });
    expect(answer.orders.salesAmount).toBe(((sales._sum.totalPaise ?? 0) - (refunds._sum.totalPaise ?? 0)) / 100);
    expect(answer.orders.monthlySales).toHaveLength(3);
    expect(answer.orders.today).toEqual({ total: expect.any(Number), salesAmount: expect.any(Number) });
    expect(answer.orders.thisWeek.total).toBeGreaterThanOrEqual(answer.orders.today.total);
  });
});
