import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { seedDemo } from "../prisma/seed";
import { benchDashboard } from "./bench/dashboard";
import { benchFeeds } from "./bench/feeds";
import { benchOrders } from "./bench/orders";
import { startEmbeddedDb } from "./lib/embedded-db";
import { applyMigrations } from "./lib/migrate";

// `npm run bench [-- --size 50000 --runs 200]`: loads a large catalogue into a throwaway embedded
// database and prints how long the seed and the catalogue's hot queries take, the search with a typo
// through the domain function the pages and the API use, and how long the login schema takes to
// refuse a crafted 1 MB email. Figures only: nothing here passes or fails.
// Runs with the react-server condition (package.json), so lib/ modules marked server-only load.
const { values } = parseArgs({
  options: {
    size: { type: "string", default: "50000" },
    runs: { type: "string", default: "200" },
  },
});
const size = Number(values.size);
const runs = Number(values.runs);

const db = await startEmbeddedDb({
  dataDir: ".data/bench-pg",
  port: Number(process.env.BENCH_PG_PORT) || 54369,
  database: "bench",
  fresh: true,
  unsafeFast: true,
});
const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: db.url }) });
process.env.UPLOADS_DIR ||= ".data/bench-uploads";
// For the domain functions (lib/db.ts reads these on first use).
Object.assign(process.env, { DATABASE_URL: db.url, DEMO_MODE: "true", AUTH_SECRET: "bench-only-secret-0123456789abcdef0123" });

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function measure(label: string, run: () => Promise<unknown>, count = runs): Promise<{ p50: number; p95: number }> {
  await run(); // warm-up: plan cache and buffers
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
  console.log(`${label.padEnd(44)} p50 ${p50.toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms`);
  return { p50, p95 };
}

try {
  await applyMigrations(db.url);
  const memoryBefore = process.memoryUsage().rss;
  const started = performance.now();
  const summary = await seedDemo(prisma, { size, log: (message) => console.log(`  ${message}`) });
  const seconds = (performance.now() - started) / 1000;
  console.log(`\nseed of ${size} products: ${seconds.toFixed(1)} s, ${JSON.stringify(summary)}`);
  console.log(`seed memory: +${((process.memoryUsage().rss - memoryBefore) / 2 ** 20).toFixed(0)} MiB RSS`);
  // What autovacuum does soon after a bulk load; measuring before it would time its run instead.
  const vacuumStarted = performance.now();
  await prisma.$executeRawUnsafe("VACUUM ANALYZE");
  console.log(`VACUUM ANALYZE after the seed: ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s\n`);

  const category = await prisma.category.findFirstOrThrow({ select: { id: true } });
  const card = { id: true, name: true, minPricePaise: true } as const;
  await measure("best sellers (purchased desc, 5)", () =>
    prisma.product.findMany({ orderBy: { purchased: "desc" }, take: 5, select: card }),
  );
  await measure("category by price asc, page 10 of 12", () =>
    prisma.product.findMany({ where: { categoryId: category.id }, orderBy: { minPricePaise: "asc" }, skip: 108, take: 12, select: card }),
  );
  await measure("in stock, COD, ₹1000-2000, colour, newest", () =>
    prisma.product.findMany({
      where: { inStock: true, cashOnDelivery: true, minPricePaise: { gte: 100000, lte: 200000 }, colorCodes: { has: "#2e3a87" } },
      orderBy: { createdAt: "desc" },
      take: 12,
      select: card,
    }),
  );
  await measure(
    "full-text search 'silk anarkali'",
    () =>
      prisma.$queryRaw`SELECT id, name FROM "Product" WHERE "searchVector" @@ websearch_to_tsquery('english', 'silk anarkali')
      ORDER BY ts_rank("searchVector", websearch_to_tsquery('english', 'silk anarkali')) DESC LIMIT 12`,
  );
  const { searchProducts, searchWithQuery } = await import("../lib/catalog/search/search");
  const { productSearchSchema } = await import("../lib/catalog/search/search-schema");
  const visitor = { caller: null, ip: "127.0.0.1" };
  // The storefront's page also counts each filter's values on the results (facets).
  const withCounts = (input: object) => () => searchWithQuery(visitor, productSearchSchema.parse(input), { facets: true });
  await measure("search 'kurta' with its filters' counts", withCounts({ search: "kurta" }));
  await measure("search 'kurta', size XL, with its counts", withCounts({ search: "kurta", size: "XL" }));
  await measure("search 'silk anarkali' (searchProducts)", () => searchProducts(visitor, { search: "silk anarkali" }));
  await measure("search 'chikankari' (one word, posting list)", () => searchProducts(visitor, { search: "chikankari" }));
  await measure("search 'kurta' (in every product)", () => searchProducts(visitor, { search: "kurta" }));
  await measure("typo search 'chikankri' (searchProducts)", () => searchProducts(visitor, { search: "chikankri" }));
  await measure("typo search 'anarkli silk' (searchProducts)", () => searchProducts(visitor, { search: "anarkli silk" }));
  const { nearWordsSql } = await import("../lib/catalog/search/search-sql");
  await measure("  of which: 'chikankri' → nearest known words", () => prisma.$queryRaw(nearWordsSql("chikankri", 0.3, 3)));
  await measure("count for pagination (category + in stock)", () =>
    prisma.product.count({ where: { categoryId: category.id, inStock: true } }),
  );
  await emailFigures();
  await benchFeeds();
  await benchDashboard(prisma, measure, runs);
  benchOrders(db.url, runs);
} finally {
  await prisma.$disconnect();
  await (await import("../lib/db")).getDb().$disconnect();
  await db.stop();
}

/** The login schema on a crafted 1 MB email (issue 7), in a child process stopped after EMAIL_LIMIT_MS. */
async function emailFigures(): Promise<void> {
  const EMAIL_LIMIT_MS = 20_000;
  const child = spawn(process.execPath, [...process.execArgv, "scripts/lib/email-parse-timing.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const figures: { normalMs?: number; craftedMs?: number; refused?: boolean } = {};
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    for (const line of chunk.split("\n").filter(Boolean)) Object.assign(figures, JSON.parse(line));
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), EMAIL_LIMIT_MS);
  await new Promise((resolve) => child.on("close", resolve));
  clearTimeout(timer);
  const normal = figures.normalMs;
  console.log(`\nlogin schema, a normal email                 ${normal === undefined ? "n/a" : `${(normal * 1000).toFixed(1)} µs`}`);
  if (figures.craftedMs === undefined) {
    const ratio = normal ? ` (over ${Math.round(EMAIL_LIMIT_MS / normal).toLocaleString("en")}x a normal email)` : "";
    console.log(`login schema, a crafted 1 MB email           not refused within ${EMAIL_LIMIT_MS / 1000} s: stopped${ratio}`);
  } else {
    const ratio = normal ? `, ${Math.round(figures.craftedMs / normal).toLocaleString("en")}x a normal email` : "";
    console.log(
      `login schema, a crafted 1 MB email           ${figures.craftedMs.toFixed(2)} ms${ratio}${figures.refused ? "" : " (ACCEPTED)"}`,
    );
  }
}
