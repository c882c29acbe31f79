import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * A Prisma client on the test database that counts the statements it sends. Made before the code
 * under test first asks lib/db.ts for its client, it is the one that code uses.
 */
export function countingClient(): { client: PrismaClient; statements: () => number } {
  const client = new PrismaClient({
    adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }),
    log: [{ emit: "event", level: "query" }],
  });
  let statements = 0;
  client.$on("query", () => {
    statements += 1;
  });
  return { client, statements: () => statements };
}
