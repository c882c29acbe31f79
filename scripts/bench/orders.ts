import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

// `npm run bench`, orders: p50/p95 of placing a cash-on-delivery order through the domain
// function, and how many SQL statements one order sends (BEGIN and COMMIT included) for 1, 5 and
// 20 lines. The lib code is server-only, so it runs in a child process with the react-server
// condition; the parent only starts it. Figures only: nothing here passes or fails.
const SELF = fileURLToPath(import.meta.url);

export function benchOrders(databaseUrl: string, runs: number): void {
  const result = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", SELF], {
    stdio: "inherit",
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DEMO_MODE: "true",
      AUTH_SECRET: "bench-only-secret-0123456789abcdef0123",
      BENCH_ORDER_RUNS: String(runs),
    },
  });
  if (result.status !== 0) console.error(`order benchmark failed (exit ${result.status})`);
}

async function main(): Promise<void> {
  const runs = Number(process.env.BENCH_ORDER_RUNS) || 200;
  // Every statement any pooled connection sends is counted here.
  let statements = 0;
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      statements++;
      return query(...args);
    };
  });
  const { PrismaClient } = await import("../../lib/generated/prisma/client");
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  // lib/db's getDb() takes this client, so the domain code runs on the counted pool.
  (globalThis as unknown as { prisma: unknown }).prisma = prisma;
  const { cashOnDelivery } = await import("../../lib/orders/place/place-order");

  const stamp = Date.now().toString(36);
  const category = await prisma.category.create({ data: { name: `Bench ${stamp}`, slug: `bench-${stamp}`, image: "/c.webp" } });
  const product = await prisma.product.create({
    data: {
      slug: `bench-kurta-${stamp}`,
      name: "Bench Kurta",
      description: "For the order benchmark",
      hsn: "6211",
      categoryId: category.id,
      cashOnDelivery: true,
      variants: {
        create: Array.from({ length: 20 }, (_, i) => ({
          colorName: `Colour ${i}`,
          colorCode: `#${(i * 12345).toString(16).padStart(6, "0").slice(0, 6)}`,
          position: i,
          images: { create: { url: `/img/bench-${i}.webp`, alt: "Bench", width: 800, height: 1000 } },
          sizes: { create: { size: "M", pricePaise: 10_000, cutPricePaise: 12_000, stock: 1_000_000 } },
        })),
      },
    },
    include: { variants: { include: { sizes: true }, orderBy: { position: "asc" } } },
  });
  const sizeIds = product.variants.map((variant) => variant.sizes[0]!.id);
  const user = await prisma.user.create({
    data: {
      fullname: "Bench Buyer",
      email: `bench-${stamp}@example.com`,
      passwordHash: "x",
      isVerified: true,
      addresses: {
        create: {
          name: "Bench Buyer",
          addressLine1: "1 Road",
          city: "Pune",
          state: "Maharashtra",
          pinCode: "411001",
          phoneNumber: "9876543210",
        },
      },
    },
    include: { addresses: true },
  });
  const ctx = {
    caller: {
      id: user.id,
      email: user.email,
      fullname: user.fullname,
      role: user.role,
      isVerified: true,
      tokenVersion: 0,
      source: "bearer" as const,
      session: { id: "bench", expiresAt: new Date(Date.now() + 3_600_000) },
    },
    ip: "127.0.0.1",
  };
  const order = (lines: number) =>
    cashOnDelivery(ctx, { addressId: user.addresses[0]!.id, cart: sizeIds.slice(0, lines).map((sizeId) => ({ sizeId, quantity: 1 })) });
  // An account may hold 5 open orders (lib/orders/place/open-orders.ts): each placed order is delivered, untimed, before the next.
  const deliver = (placed: { id: string }) => prisma.order.update({ where: { id: placed.id }, data: { status: "DELIVERED" } });

  await deliver(await order(1)); // warm-up: plan cache, prepared client
  for (const lines of [1, 5, 20]) {
    const before = statements;
    const placed = await order(lines);
    console.log(`SQL statements per COD order, ${String(lines).padStart(2)} lines: ${statements - before}`);
    await deliver(placed);
  }
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const placed = await order(1);
    times.push(performance.now() - started);
    await deliver(placed);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => (times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? NaN).toFixed(2);
  console.log(`${"place a COD order (1 line)".padEnd(44)} p50 ${at(50).padStart(7)} ms   p95 ${at(95).padStart(7)} ms`);
  // Orders queue their emails through pg-boss, whose pool would keep this process (and the parent
  // waiting on it) alive.
  const { stopBoss } = await import("../../lib/jobs/boss");
  await stopBoss();
  await prisma.$disconnect();
  await pool.end();
}

if (process.argv[1] === SELF) await main();
