import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { checkAddressPlace } from "@/lib/accounts/addresses/address-place";
import { cutPiece, priceWithGst, type PiecePrice } from "@/lib/pricing";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { seedDemo } from "../../prisma/seed";
import { createDatabase, dropDatabase, uniqueName } from "../support/databases";

// The demo seed on two fresh databases of its own: what it makes, and that it is repeatable.
const serverUrl = inject("serverUrl");
const NOW = new Date("2026-11-22T06:00:00+05:30");
const SIZE = 40;
const names: string[] = [];
const clients: PrismaClient[] = [];

async function seededDatabase(): Promise<PrismaClient> {
  const name = uniqueName("kurta_seed");
  names.push(name);
  const url = await createDatabase(serverUrl, name, inject("templateDatabase"));
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  clients.push(prisma);
  await seedDemo(prisma, { size: SIZE, now: NOW });
  return prisma;
}

let first: PrismaClient;
let second: PrismaClient;

beforeAll(async () => {
  first = await seededDatabase();
  second = await seededDatabase();
}, 180_000);

afterAll(async () => {
  for (const client of clients) await client.$disconnect();
  for (const name of names) await dropDatabase(serverUrl, name);
});

const catalogue = (prisma: PrismaClient) =>
  prisma.product.findMany({
    orderBy: { slug: "asc" },
    select: {
      slug: true,
      name: true,
      minPricePaise: true,
      variants: {
        orderBy: { position: "asc" },
        select: { colorCode: true, sizes: { orderBy: { position: "asc" }, select: { size: true, pricePaise: true, stock: true } } },
      },
    },
  });

describe("the demo seed", () => {
  it("is deterministic: two runs give the same catalogue, prices and stock", async () => {
    const [a, b] = await Promise.all([catalogue(first), catalogue(second)]);
    expect(a).toHaveLength(SIZE);
    expect(a).toEqual(b);
  });

  it("makes a kurta catalogue within the spec's ranges", async () => {
    expect(await first.category.count()).toBeGreaterThanOrEqual(6);
    const sizes = await first.sizeStock.aggregate({ _min: { priceWithGstPaise: true, stock: true }, _max: { priceWithGstPaise: true } });
    expect(sizes._min.priceWithGstPaise).toBeGreaterThanOrEqual(39_900);
    expect(sizes._max.priceWithGstPaise).toBeLessThanOrEqual(799_900);
    // Prices are typed with GST in whole rupees (decision 083), so the pages show round rupees, and each stands
    // for the price before GST stored beside it.
    const typed = await first.sizeStock.findMany({
      select: { pricePaise: true, priceWithGstPaise: true, cutPricePaise: true, cutPriceWithGstPaise: true },
    });
    const notRound = typed.filter(
      (size) =>
        size.priceWithGstPaise === null ||
        size.cutPriceWithGstPaise === null ||
        size.priceWithGstPaise % 100 !== 0 ||
        size.cutPriceWithGstPaise % 100 !== 0 ||
        priceWithGst(size as PiecePrice) !== size.priceWithGstPaise ||
        priceWithGst(cutPiece(size)) !== size.cutPriceWithGstPaise,
    );
    expect(notRound).toEqual([]);
    expect(sizes._min.stock).toBe(0);
    expect(await first.sizeStock.count({ where: { stock: { gte: 1, lte: 10 } } })).toBeGreaterThan(0);
    const cutBelowPrice = await first.$queryRaw<
      { n: bigint }[]
    >`SELECT count(*) AS n FROM "SizeStock" WHERE "cutPricePaise" < "pricePaise"`;
    expect(Number(cutBelowPrice[0]!.n)).toBe(0);
    const variantCounts = await first.product.findMany({ select: { totalVariants: true, _count: { select: { variants: true } } } });
    for (const row of variantCounts) {
      expect(row._count.variants).toBeGreaterThanOrEqual(2);
      expect(row._count.variants).toBeLessThanOrEqual(4);
      expect(row.totalVariants).toBe(row._count.variants);
    }
  });

  it("keeps every product's listing fields equal to what its sizes say", async () => {
    const mismatches = await first.$queryRaw<{ id: string }[]>`
      SELECT p.id FROM "Product" p
      JOIN "Variant" v ON v."productId" = p.id
      JOIN "SizeStock" s ON s."variantId" = v.id
      GROUP BY p.id
      HAVING min(s."pricePaise") <> min(p."minPricePaise") OR max(s."pricePaise") <> min(p."maxPricePaise")
          OR min(s.stock) <> min(p."minStock") OR max(s.stock) <> min(p."maxStock")
          OR bool_or(s.stock > 0) <> bool_and(p."inStock")`;
    expect(mismatches).toEqual([]);
  });

  it("draws a picture for every variant and category, stored locally", async () => {
    const variantsWithoutImages = await first.variant.count({ where: { images: { none: {} } } });
    expect(variantsWithoutImages).toBe(0);
    const image = await first.variantImage.findFirstOrThrow();
    expect(image.url).toMatch(/^\/uploads\/seed\/.+\.webp$/);
    expect(image.alt).toMatch(/kurta|kurti|anarkali|set/i);
    expect((await first.category.findMany()).every((category) => category.image.startsWith("/uploads/seed/"))).toBe(true);
  });

  it("makes the demo accounts and a history of orders in every status over three years", async () => {
    const accounts = await first.user.findMany({
      where: { email: { in: ["admin@kurta.shop", "priya@kurta.shop", "rahul@kurta.shop"] } },
      select: { email: true, role: true, isVerified: true },
      orderBy: { email: "asc" },
    });
    expect(accounts).toEqual([
      { email: "admin@kurta.shop", role: "ADMIN", isVerified: true },
      { email: "priya@kurta.shop", role: "CUSTOMER", isVerified: true },
      { email: "rahul@kurta.shop", role: "CUSTOMER", isVerified: false },
    ]);
    const statuses = await first.order.groupBy({ by: ["status"], _count: true });
    expect(statuses.map((row) => row.status).sort()).toEqual(
      ["CANCELLED", "CONFIRMED", "DELIVERED", "PENDING", "REFUNDED", "RETURN_PICKED_UP", "RETURN_REQUESTED", "SHIPPED"].sort(),
    );
    const range = await first.order.aggregate({ _min: { createdAt: true }, _max: { createdAt: true } });
    expect(NOW.getTime() - range._min.createdAt!.getTime()).toBeGreaterThan(2.5 * 365 * 24 * 3600 * 1000);
    expect(range._max.createdAt!.getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(await first.review.count()).toBeGreaterThan(0);
  });

  it("keeps each COD order's round-off beside its whole-rupee total, and gives it back with a return of its last pieces", async () => {
    const orders = await first.order.findMany({ where: { orderType: "ORDER" } });
    const parts = orders.map(
      (order) => order.subtotalPaise + order.gstPaise + order.deliveryPaise - order.deliveryDiscountPaise + order.roundOffPaise,
    );
    expect(parts).toEqual(orders.map((order) => order.totalPaise));
    expect(orders.filter((order) => order.paymentType === "COD").every((order) => order.totalPaise % 100 === 0)).toBe(true);
    expect(orders.some((order) => order.roundOffPaise !== 0)).toBe(true);

    const returns = await first.order.findMany({
      where: { orderType: "RETURN", parentOrder: { paymentType: "COD" } },
      select: {
        roundOffPaise: true,
        lines: { select: { quantity: true, lineTotalPaise: true } },
        parentOrder: { select: { roundOffPaise: true, lines: { select: { quantity: true, returnedQuantity: true } } } },
      },
    });
    // Some returns take every piece back, some only part.
    const lastPieces = returns.map(({ parentOrder }) => parentOrder!.lines.every((line) => line.returnedQuantity === line.quantity));
    expect(new Set(lastPieces)).toEqual(new Set([true, false]));
    expect(returns.map(({ roundOffPaise }) => roundOffPaise)).toEqual(
      returns.map(({ parentOrder }, index) => (lastPieces[index] ? parentOrder!.roundOffPaise : 0)),
    );
  });

  it("saves addresses whose pin code, state and city agree, as the address form's check wants", async () => {
    const addresses = await first.address.findMany({ select: { pinCode: true, state: true, city: true } });
    expect(addresses.length).toBeGreaterThan(SIZE);
    for (const address of addresses) await expect(checkAddressPlace(address), JSON.stringify(address)).resolves.toBeUndefined();
  });

  it("gives every shipped parcel the tracking timeline that brought it, ending in Delivered for a delivered order", async () => {
    const orders = await first.order.findMany({
      where: { awbCode: { not: null } },
      select: { status: true, awbCode: true, createdAt: true, deliveredAt: true },
    });
    expect(orders.length).toBeGreaterThan(0);
    const events = await first.shipmentEvent.findMany({ orderBy: [{ awbCode: "asc" }, { occurredAt: "asc" }] });
    for (const order of orders) {
      const timeline = events.filter((event) => event.awbCode === order.awbCode);
      const expected = ["Booked", "Picked up", "In transit", ...(order.status === "DELIVERED" ? ["Out for delivery", "Delivered"] : [])];
      expect(timeline.map((event) => event.status)).toEqual(expected);
      if (order.deliveredAt) expect(timeline.at(-1)!.occurredAt.getTime()).toBeLessThanOrEqual(order.deliveredAt.getTime() + 1);
      expect(timeline[0]!.occurredAt.getTime()).toBeGreaterThan(order.createdAt.getTime() - 3 * 3600 * 1000);
    }
  });

  it("refuses a database that already has data", async () => {
    await expect(seedDemo(first, { size: 1, now: NOW })).rejects.toThrow(/empty database/);
  });
});
