/**
 * Demo data for an empty database: categories, a catalogue of `size` kurtas (default 120) with
 * locally drawn pictures, demo accounts and customers, three years of orders with returns, and reviews.
 * Deterministic (fixed PRNG seed): two runs give the same names, prices, stock and counts.
 *
 *   tsx prisma/seed.ts [--size N]       (or SEED_SIZE=N; DATABASE_URL and UPLOADS_DIR from the environment)
 */
import { pathToFileURL } from "node:url";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { seedCategories, seedProducts } from "./seed/catalog";
import { ImageStore } from "./seed/image-store";
import { seedOrders } from "./seed/orders";
import { createRandom } from "./seed/random";
import { seedReviews } from "./seed/reviews";
import { seedPriyaLists, seedUsers } from "./seed/users";
import { seedPromotions } from "./seed/promotions";

export { DEMO_ACCOUNTS } from "./seed/users";

export const DEFAULT_SEED_SIZE = 120;
const SEED = 20241031; // Diwali 2024

export type SeedOptions = {
  /** Number of products (default 120). */
  size?: number;
  /** The moment the data is relative to (default: now). */
  now?: Date;
  log?: (msg: string) => void;
};

export type SeedSummary = { categories: number; products: number; users: number; orders: number; reviews: number };

export async function seedDemo(prisma: PrismaClient, options: SeedOptions = {}): Promise<SeedSummary> {
  const size = options.size ?? DEFAULT_SEED_SIZE;
  if (!Number.isSafeInteger(size) || size < 1)
    throw new RangeError(`Seed size must be a whole number of products >= 1, got ${String(options.size)}`);
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});

  const [products, users] = await Promise.all([prisma.product.count(), prisma.user.count()]);
  if (products > 0 || users > 0) {
    throw new Error(`The demo seed needs an empty database, but it already has ${products} products and ${users} users.`);
  }

  const rng = createRandom(SEED);
  const store = new ImageStore();
  const started = Date.now();
  let mark = started;
  const phase = (label: string) => {
    const t = Date.now();
    log(`${label} (${((t - mark) / 1000).toFixed(1)} s)`);
    mark = t;
  };

  // Each part draws from its own stream, so changing one part never reshuffles the others.
  const categories = await seedCategories(prisma, store, now);
  phase(`categories: ${categories.length}`);

  const catalog = await seedProducts(prisma, { size, now, rng: rng.fork("catalog"), store, categories, log });
  phase(`products: ${catalog.products} (pictures drawn ${store.written}, already on disk ${store.reused})`);

  await seedPromotions(prisma, now);
  const seededUsers = await seedUsers(prisma, { now, rng: rng.fork("users"), store });
  await seedPriyaLists(prisma, seededUsers.priya, catalog.pool, rng.fork("lists"), now);
  phase(`users: ${seededUsers.count}`);

  const orders = await seedOrders(prisma, { size, now, rng: rng.fork("orders"), users: seededUsers, pool: catalog.pool });
  phase(`orders: ${orders.orders} and ${orders.returns} returns`);

  const reviews = await seedReviews(prisma, {
    size,
    now,
    rng: rng.fork("reviews"),
    customers: seededUsers.customers,
    pool: catalog.pool,
    delivered: orders.delivered,
  });
  phase(`reviews: ${reviews}`);
  log(`seed done in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  return {
    categories: catalog.categories,
    products: catalog.products,
    users: seededUsers.count,
    orders: orders.orders + orders.returns,
    reviews,
  };
}

function sizeFromArgs(argv: readonly string[]): number | undefined {
  const i = argv.findIndex((a) => a === "--size" || a.startsWith("--size="));
  const raw = i < 0 ? process.env.SEED_SIZE : argv[i]?.includes("=") ? argv[i]?.split("=")[1] : argv[i + 1];
  if (raw === undefined || raw === "") return undefined;
  const size = Number(raw);
  if (!Number.isSafeInteger(size) || size < 1) throw new RangeError(`--size must be a whole number >= 1, got "${raw}"`);
  return size;
}

async function main(): Promise<void> {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set.");
  const size = sizeFromArgs(process.argv.slice(2));
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
  try {
    const summary = await seedDemo(prisma, { size, log: (msg) => console.log(`  ${msg}`) });
    console.log(`Seeded: ${JSON.stringify(summary)}`);
  } finally {
    await prisma.$disconnect();
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
