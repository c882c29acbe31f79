import { parseArgs } from "node:util";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { seedDemo } from "../prisma/seed";
import { benchOrders } from "./bench/orders";
import { startEmbeddedDb } from "./lib/embedded-db";
import { applyMigrations } from "./lib/migrate";

// `npm run bench [-- --size 50000 --runs 200]`: loads a large catalogue into a throwaway embedded
// database and prints how long the seed and the catalogue's hot queries take. Figures only:
// nothing here passes or fails.
const { values } = parseArgs({
  options: {
    size: { type: "string", default: "50000" },
    runs: { type: "string", default: "200" },
  },
});
const size = Number(values.size);
const runs = Number(values.runs);

const db = await startEmbeddedDb({ dataDir: ".data/bench-pg", port: 54369, database: "bench", fresh: true, unsafeFast: true });
const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: db.url }) });
process.env.UPLOADS_DIR ||= ".data/bench-uploads";

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function measure(label: string, run: () => Promise<unknown>): Promise<void> {
  await run(); // warm-up: plan cache and buffers
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(2).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(2).padStart(7)} ms`,
  );
}

try {
  await applyMigrations(db.url);
  const memoryBefore = process.memoryUsage().rss;
  const started = performance.now();
  const summary = await seedDemo(prisma, { size, log: (message) => console.log(`  ${message}`) });
  const seconds = (performance.now() - started) / 1000;
  console.log(`\nseed of ${size} products: ${seconds.toFixed(1)} s, ${JSON.stringify(summary)}`);
  console.log(`seed memory: +${((process.memoryUsage().rss - memoryBefore) / 2 ** 20).toFixed(0)} MiB RSS\n`);

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
  await measure("full-text search 'silk anarkali'", () =>
    prisma.$queryRaw`SELECT id, name FROM "Product" WHERE "searchVector" @@ websearch_to_tsquery('english', 'silk anarkali')
      ORDER BY ts_rank("searchVector", websearch_to_tsquery('english', 'silk anarkali')) DESC LIMIT 12`,
  );
  await measure("typo search 'chikankri' (trigram)", () =>
    prisma.$queryRaw`SELECT id, name FROM "Product" WHERE name % 'chikankri' ORDER BY similarity(name, 'chikankri') DESC LIMIT 12`,
  );
  await measure("count for pagination (category + in stock)", () =>
    prisma.product.count({ where: { categoryId: category.id, inStock: true } }),
  );
  benchOrders(db.url, runs);
} finally {
  await prisma.$disconnect();
  await db.stop();
}
