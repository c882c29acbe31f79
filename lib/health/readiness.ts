import "server-only";
import { readdirSync } from "node:fs";
import path from "node:path";
import { getRedis } from "@/lib/cache/redis";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { isDraining } from "@/lib/shutdown";

// What a load balancer asks before sending an instance traffic: can it reach everything a request
// needs? Each failure is named by what failed, never by its error (which may carry a host name).
export type Check = "database" | "migrations" | "redis" | "shutdown";
export type Readiness = { ready: boolean; checks: Partial<Record<Check, "ok" | "failed" | "behind" | "draining">> };

const CHECK_TIMEOUT_MS = 2_000;
const MIGRATIONS_DIR = path.join(process.cwd(), "prisma/migrations");

export async function readiness(): Promise<Readiness> {
  // The instance is stopping (scripts/serve.ts): it still serves, but wants no new traffic.
  if (isDraining()) return { ready: false, checks: { shutdown: "draining" } };
  const [database, redis] = await Promise.all([databaseCheck(), redisCheck()]);
  const checks: Readiness["checks"] = { database: database.ok ? "ok" : "failed", migrations: database.migrations };
  if (redis !== undefined) checks.redis = redis ? "ok" : "failed";
  return { ready: Object.values(checks).every((state) => state === "ok"), checks };
}

async function databaseCheck(): Promise<{ ok: boolean; migrations: "ok" | "failed" | "behind" }> {
  try {
    const rows = await withTimeout(
      getDb().$queryRaw<{ migration_name: string }[]>`
        SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Set(rows.map((row) => row.migration_name));
    return { ok: true, migrations: migrationsOnDisk().every((name) => applied.has(name)) ? "ok" : "behind" };
  } catch {
    return { ok: false, migrations: "failed" };
  }
}

async function redisCheck(): Promise<boolean | undefined> {
  const { REDIS_URL } = getEnv();
  if (!REDIS_URL) return undefined;
  try {
    return (await withTimeout(getRedis(REDIS_URL).then((client) => client.ping()))) === "PONG";
  } catch {
    return false;
  }
}

function migrationsOnDisk(): string[] {
  return readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS).unref()),
  ]);
}
