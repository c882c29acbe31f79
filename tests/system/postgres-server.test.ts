import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { seedDemo } from "../../prisma/seed";
import { applyMigrations } from "../../scripts/lib/migrate";
import { ADMIN, DEMO_PASSWORD, makeBuyers, signIn, sizeWithStock, type Buyer } from "./support/data";
import { startPostgresServer, type PostgresServer } from "./support/postgres-server";
import { stopAll, waitFor } from "./support/processes";
import { startShop, type Shop } from "./support/shop";

// A Node host on a real PostgreSQL server: Debian's (15 here), not the embedded 18. The production
// build (prerendered from the end-to-end database) serves a fresh database of that server, as a
// new deployment's would; API calls and per-request pages read it. Then the backup drill: a dump
// of the live shop under load, restored into a new database that a new instance serves.
const run = promisify(execFile);
let server: PostgresServer;
let url: string;
let db: PrismaClient;
let shop: Shop;
const clients: PrismaClient[] = [];
const work = mkdtempSync(path.join(tmpdir(), "kurta-backup-"));

const client = (connectionString: string) => {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString, max: 4 }) });
  clients.push(prisma);
  return prisma;
};

beforeAll(async () => {
  server = await startPostgresServer();
  url = await server.createDatabase("kurta");
  // The seed's pictures are already on disk from the end-to-end database; it finds them there.
  process.env.UPLOADS_DIR = inject("systemEnv").UPLOADS_DIR;
  db = client(url);
});

afterAll(async () => {
  await stopAll();
  await Promise.all(clients.map((prisma) => prisma.$disconnect()));
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("the shop on the system's PostgreSQL server", () => {
  test("migrations and the demo seed apply to it", async () => {
    const [row] = await db.$queryRaw<{ version: string }[]>`SELECT current_setting('server_version_num') AS version`;
    expect(Math.floor(Number(row?.version) / 10000)).toBe(server.major);
    const applied = await applyMigrations(url);
    expect(applied.length).toBeGreaterThan(0);
    expect(await applyMigrations(url)).toEqual([]);
    const summary = await seedDemo(db, { size: 24 });
    expect(summary).toMatchObject({ products: 24 });
    expect(summary.orders).toBeGreaterThan(0);
  });

  test("smoke journey over HTTP: sign in, cart, a cash-on-delivery order, its cancellation, an admin's edit", async () => {
    shop = await startShop({ env: { DATABASE_URL: url } });
    expect(await shop.api("/api/health/ready")).toMatchObject({ status: 200, body: { checks: { database: "ok", migrations: "ok" } } });

    const token = await signIn(shop, "priya@kurta.shop", DEMO_PASSWORD);
    const size = await sizeWithStock(5, 0, db);
    const cart = await shop.api<{ cart: { sizeId: string; quantity: number }[] }>("/api/v1/order/updateMyCart", {
      token,
      json: { cart: JSON.stringify([{ sizeId: size.id, quantity: 2 }]) },
    });
    expect(cart.status).toBe(200);
    expect(cart.body.cart).toEqual([expect.objectContaining({ sizeId: size.id, quantity: 2 })]);

    const address = await db.address.findFirstOrThrow({ where: { user: { email: "priya@kurta.shop" } } });
    const placed = await shop.api<{ order: OrderBody }>("/api/v1/order/cashOnDelivery", {
      token,
      json: { addressId: address.id, cart: [{ sizeId: size.id, quantity: 2 }] },
    });
    expect(placed.status).toBe(200);
    expect(placed.body.order).toMatchObject({ paymentType: "COD", orderDetails: { status: "Pending" } });
    expect((await db.sizeStock.findUniqueOrThrow({ where: { id: size.id } })).stock).toBe(3);

    const cancelled = await shop.api<{ order: OrderBody }>("/api/v1/order/cancelMyOrder", {
      token,
      json: { orderId: placed.body.order._id },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.orderDetails.status).toBe("Cancelled");
    expect((await db.sizeStock.findUniqueOrThrow({ where: { id: size.id } })).stock).toBe(5);
    const mine = await shop.api<{ orders: OrderBody[] }>("/api/v1/order/getMyOrders", { token });
    expect(mine.body.orders.find((order) => order._id === placed.body.order._id)?.orderDetails.status).toBe("Cancelled");

    const admin = await signIn(shop, ADMIN.email, ADMIN.password);
    const product = size.variant.product;
    const name = `${product.name} (edited)`;
    const edited = await shop.api("/api/v1/products/updateProduct", {
      token: admin,
      json: {
        id: product.id,
        name,
        description: product.description,
        details: product.details,
        hsn: product.hsn,
        category: product.categoryId,
        cashOnDelivery: product.cashOnDelivery,
      },
    });
    expect(edited.status).toBe(200);
    const read = await shop.api<{ product: { name: string } }>("/api/v1/products/getProduct", { json: { id: product.id } });
    expect(read.body.product.name).toBe(name);
    expect(await db.auditLog.count({ where: { entityId: product.id, action: "product.updated" } })).toBe(1);
  });
});

describe("backup and restore drill", () => {
  test("a dump taken while buyers order restores every acknowledged order, and the stock adds up", async () => {
    const buyers = await makeBuyers(8, shop, db);
    const sizes = await Promise.all([0, 1, 2].map((skip) => sizeWithStock(60, skip, db)));
    // Stock of every size before the drill's first order.
    const startingStock = new Map((await db.sizeStock.findMany({ select: { id: true, stock: true } })).map((row) => [row.id, row.stock]));

    // Each buyer orders one piece of a size at a time and cancels its oldest open order once it
    // has three (an account may hold 5 open orders).
    const acknowledged: Acknowledged[] = [];
    const cancelledAt = new Map<string, number>();
    let ordering = true;
    const orderLoop = async (buyer: Buyer, index: number) => {
      const open: string[] = [];
      for (let n = 0; ordering; n++) {
        const sizeId = sizes[(index + n) % sizes.length]!.id;
        const sentAt = Date.now();
        const placed = await shop.api<{ order: OrderBody }>("/api/v1/order/cashOnDelivery", {
          token: buyer.token,
          json: { addressId: buyer.addressId, cart: [{ sizeId, quantity: 1 }] },
        });
        if (placed.status !== 200) throw new Error(`An order answered ${placed.status}: ${JSON.stringify(placed.body)}`);
        acknowledged.push({ id: placed.body.order._id, buyer, sizeId, sentAt, at: Date.now() });
        open.push(placed.body.order._id);
        if (open.length === 3) {
          const orderId = open.shift()!;
          const cancelled = await shop.api("/api/v1/order/cancelMyOrder", { token: buyer.token, json: { orderId } });
          expect(cancelled.status).toBe(200);
          cancelledAt.set(orderId, Date.now());
        }
      }
    };
    let failed = false;
    const loops = Promise.all(buyers.map(orderLoop));
    loops.catch(() => (failed = true)); // awaited below, which reports the failure
    await waitFor("the first orders", async () => failed || acknowledged.length >= 16);
    if (failed) await loops;

    const dump = path.join(work, "kurta.dump");
    const tools = { ...process.env, PATH: `${server.binDir}:${process.env.PATH}` };
    const dumpStartedAt = Date.now();
    await run("npm", ["run", "db:backup", "--", dump], { env: { ...tools, DATABASE_URL: url } });
    const dumpEndedAt = Date.now();
    // Orders kept coming while pg_dump ran, and after.
    expect(acknowledged.some((order) => order.at > dumpStartedAt && order.at < dumpEndedAt)).toBe(true);
    await waitFor("an order asked for after the dump", async () => acknowledged.some((order) => order.sentAt > dumpEndedAt));
    ordering = false;
    await loops;

    const restoredUrl = await server.createDatabase("kurta_restored");
    await run("npm", ["run", "db:restore", "--", dump], { env: { ...tools, DATABASE_URL: restoredUrl } });
    const restored = client(restoredUrl);
    // A restore never writes over a database that holds a shop.
    await expect(run("npm", ["run", "db:restore", "--", dump], { env: { ...tools, DATABASE_URL: url } })).rejects.toMatchObject({
      stderr: expect.stringMatching(/already has \d+ tables/),
    });

    // Every order acknowledged before the dump began is there, with its line; a cancellation
    // acknowledged before then is there too.
    const before = acknowledged.filter((order) => order.at < dumpStartedAt);
    expect(before.length).toBeGreaterThanOrEqual(16);
    const rows = await restored.order.findMany({ where: { id: { in: before.map((order) => order.id) } }, include: { lines: true } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const order of before) {
      const row = byId.get(order.id);
      expect(row, `order ${order.id}`).toBeDefined();
      expect(row!.userId).toBe(order.buyer.id);
      expect(row!.lines.map((line) => ({ sizeId: line.sizeId, quantity: line.quantity }))).toEqual([{ sizeId: order.sizeId, quantity: 1 }]);
      if ((cancelledAt.get(order.id) ?? Infinity) < dumpStartedAt) expect(row!.status).toBe("CANCELLED");
    }
    // It is the dump's moment: nothing asked for after the dump ended is in it.
    const later = acknowledged.filter((order) => order.sentAt > dumpEndedAt).map((order) => order.id);
    expect(later.length).toBeGreaterThan(0);
    expect(await restored.order.count({ where: { id: { in: later } } })).toBe(0);

    // A sale takes its pieces from stock when it is placed and gives them back only when it is
    // cancelled; a return never restocks (an admin does after inspection). So an order is live,
    // holding its pieces, while it is a sale (not a return) whose status is not Cancelled. The
    // drill's buyers are new, so their orders are all the orders since `startingStock` was read
    // (the seed's history predates it). In the restored copy, as in the live database, for every
    // size: stock + pieces in live orders = starting stock.
    for (const [name, database] of [
      ["restored", restored],
      ["live", db],
    ] as const) {
      const stock = await database.sizeStock.findMany({ select: { id: true, stock: true } });
      const held = await database.orderLine.groupBy({
        by: ["sizeId"],
        where: { order: { userId: { in: buyers.map((buyer) => buyer.id) }, orderType: "ORDER", status: { not: "CANCELLED" } } },
        _sum: { quantity: true },
      });
      const pieces = new Map(held.map((row) => [row.sizeId, row._sum.quantity ?? 0]));
      expect(stock.length, name).toBe(startingStock.size);
      for (const row of stock)
        expect(`${name} ${row.id}: ${row.stock + (pieces.get(row.id) ?? 0)}`).toBe(`${name} ${row.id}: ${startingStock.get(row.id)}`);
    }

    // A new instance on the restored database serves those orders to their buyers (their
    // sessions were in the dump) and to the admin.
    const second = await startShop({ env: { DATABASE_URL: restoredUrl } });
    for (const buyer of buyers) {
      const mine = await second.api<{ orders: OrderBody[] }>("/api/v1/order/getMyOrders", { token: buyer.token });
      expect(mine.status).toBe(200);
      const ids = new Set(mine.body.orders.map((order) => order._id));
      for (const order of before.filter((order) => order.buyer === buyer)) expect(ids.has(order.id), order.id).toBe(true);
    }
    const admin = await signIn(second, ADMIN.email, ADMIN.password);
    const one = before[0]!;
    const byAdmin = await second.api<{ orders: OrderBody }>("/api/v1/order/getOrderById", { token: admin, json: { orderId: one.id } });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.orders.cart).toEqual([expect.objectContaining({ sizeId: one.sizeId, quantity: 1 })]);
  });
});

type OrderBody = { _id: string; paymentType: string; orderDetails: { status: string }; cart: { sizeId: string; quantity: number }[] };
type Acknowledged = { id: string; buyer: Buyer; sizeId: string; sentAt: number; at: number };
