import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { getEnv } from "@/lib/env";
import { onShutdown } from "@/lib/shutdown";

// The one Prisma client of the server, made on first use (so `next build` needs no database).
// A query runs at most DB_STATEMENT_TIMEOUT_MS and a request waits at most DB_CONNECT_TIMEOUT_MS
// for a connection, so a few slow requests cannot hold the pool and stall every other one;
// lib/db-errors.ts turns both failures into a 503.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export function getDb(): PrismaClient {
  if (!globalForPrisma.prisma) {
    const env = getEnv();
    const adapter = new PrismaPg({
      connectionString: env.DATABASE_URL,
      max: env.DB_POOL_SIZE,
      connectionTimeoutMillis: env.DB_CONNECT_TIMEOUT_MS,
      statement_timeout: env.DB_STATEMENT_TIMEOUT_MS,
    });
    // Prisma's 5 s for a whole interactive transaction was passed by a lone insert on a loaded 2-core host
    // (a sign-up's email queued in 6.5 s, a 500): each statement has its own limit above; this one is for the whole.
    const prisma = new PrismaClient({ adapter, transactionOptions: { maxWait: env.DB_CONNECT_TIMEOUT_MS, timeout: 20_000 } });
    globalForPrisma.prisma = prisma;
    // Closed and forgotten: a later use (a test worker's next file) opens a new one.
    onShutdown("database pool", () => {
      globalForPrisma.prisma = undefined;
      return prisma.$disconnect();
    });
  }
  return globalForPrisma.prisma;
}
