import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeAll, inject } from "vitest";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { createDatabase, dropDatabase, uniqueName } from "./databases";

/**
 * A database of the test file's own, apart from the run's (a copy of its migrated template), made
 * before the file's tests and dropped after them; for figures counted over every row.
 */
export function freshDatabase(prefix: string): () => PrismaClient {
  const name = uniqueName(prefix);
  let client: PrismaClient | undefined;
  beforeAll(async () => {
    const url = await createDatabase(inject("serverUrl"), name, inject("templateDatabase"));
    client = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  });
  afterAll(async () => {
    await client?.$disconnect();
    await dropDatabase(inject("serverUrl"), name);
  });
  return () => client!;
}
