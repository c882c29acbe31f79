import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../lib/generated/prisma/client";
import { parseEnv } from "../../lib/env";
import { seedDemo } from "../../prisma/seed";
import { startEmbeddedDb, type EmbeddedDb } from "./embedded-db";
import { applyMigrations } from "./migrate";

// Brings up what the server needs: a database (embedded unless DATABASE_URL is set),
// its migrations, demo data in demo mode, and a complete environment for `next`.

export type StackOptions = { dataDir: string; port: number; fresh?: boolean; seedSize?: number };
export type Stack = {
  env: NodeJS.ProcessEnv;
  embedded?: EmbeddedDb;
  /** Names this database and its catalogue: a build prerenders pages from it (see build-if-stale). */
  databaseStamp: string;
};

export async function bringUp({ dataDir, port, fresh, seedSize }: StackOptions): Promise<Stack> {
  let url = process.env.DATABASE_URL || undefined;
  const demo = process.env.DEMO_MODE ? /^(true|1)$/.test(process.env.DEMO_MODE) : !url;
  let embedded: EmbeddedDb | undefined;
  if (!url) {
    embedded = await startEmbeddedDb({
      dataDir: path.join(dataDir, "pg"),
      port: Number(process.env.EMBEDDED_PG_PORT || 54329),
      database: "kurta",
      fresh,
      unsafeFast: fresh,
    });
    url = embedded.url;
    console.log(`Embedded PostgreSQL is running (${path.join(dataDir, "pg")}).`);
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url,
    DEMO_MODE: String(demo),
    AUTH_SECRET: process.env.AUTH_SECRET || (demo ? demoSecret(dataDir) : undefined),
    UPLOADS_DIR: process.env.UPLOADS_DIR || path.join(dataDir, "uploads"),
    APP_URL: process.env.APP_URL || `http://localhost:${port}`,
  };
  try {
    parseEnv(env);
    const applied = await applyMigrations(url);
    if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
    Object.assign(process.env, { UPLOADS_DIR: env.UPLOADS_DIR });
    await seedIfEmpty(url, demo, seedSize);
    return { env, embedded, databaseStamp: await databaseStamp(url) };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/**
 * Which database this is: its address, when its first migration ran (a new or reset database gets a
 * new time) and whether it holds a catalogue yet (`npm run seed` into an empty one).
 */
async function databaseStamp(url: string): Promise<string> {
  const { host, port, pathname } = new URL(url);
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  try {
    const [row] = await prisma.$queryRaw<{ created: Date | null; products: boolean }[]>`
      SELECT (SELECT min(started_at) FROM _prisma_migrations) AS created, EXISTS (SELECT 1 FROM "Product") AS products`;
    return `${host}:${port}${pathname}|${row?.created?.toISOString() ?? ""}|${row?.products ? "catalogue" : "empty"}`;
  } finally {
    await prisma.$disconnect();
  }
}

// The demo data goes only into an empty database in demo mode: never into a real shop's
// database unless DEMO_MODE=true is set for it (or `npm run seed` is run by hand).
async function seedIfEmpty(url: string, demo: boolean, size?: number): Promise<void> {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  try {
    const [products, users] = await Promise.all([prisma.product.count(), prisma.user.count()]);
    if (products > 0 || users > 0) return;
    if (!demo) {
      console.log("The database is empty. `npm run seed` loads the demo catalogue into it.");
      return;
    }
    console.log("Loading the demo catalogue into the empty database...");
    const summary = await seedDemo(prisma, { size, log: (message) => console.log(`  ${message}`) });
    console.log(`Demo data: ${JSON.stringify(summary)}`);
  } finally {
    await prisma.$disconnect();
  }
}

// Demo mode signs sessions with a secret kept beside the embedded data, so logins survive restarts.
function demoSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
