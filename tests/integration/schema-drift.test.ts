import { readFileSync } from "node:fs";
import { afterAll, describe, expect, inject, it } from "vitest";
import { datamodel, diffSql, SCHEMA_PATH } from "../../scripts/lib/schema-engine";
import { createDatabase, dropDatabase, uniqueName } from "../support/databases";
import { execute, schemaSnapshot } from "../support/schema-snapshot";

// This file's database (a copy of the run's template) was built by the migrations; here a second one is built straight from
// schema.prisma. If someone edits one without the other, the two differ and this fails.
const serverUrl = inject("serverUrl");
const made: string[] = [];

async function databaseFromSchema(schema: string): Promise<string> {
  const name = uniqueName("kurta_drift");
  const url = await createDatabase(serverUrl, name);
  made.push(name);
  // The trigram index needs its extension, which the migration creates by hand.
  await execute(url, "CREATE EXTENSION IF NOT EXISTS pg_trgm");
  await execute(url, await diffSql(url, { tag: "empty" }, datamodel(schema)));
  return url;
}

afterAll(async () => {
  for (const name of made) await dropDatabase(serverUrl, name);
});

describe("schema.prisma and prisma/migrations", () => {
  const schema = readFileSync(SCHEMA_PATH, "utf8");

  it("describe the same database", async () => {
    const fromMigrations = await schemaSnapshot(process.env.DATABASE_URL!);
    const fromSchema = await schemaSnapshot(await databaseFromSchema(schema));
    expect(fromMigrations.columns.length).toBeGreaterThan(100);
    expect(fromMigrations).toEqual(fromSchema);
  });

  it("would catch a field added to the schema without a migration", async () => {
    const edited = schema.replace("model Category {\n", "model Category {\n  banner String?\n");
    expect(edited).not.toBe(schema);
    const fromMigrations = await schemaSnapshot(process.env.DATABASE_URL!);
    const fromEdited = await schemaSnapshot(await databaseFromSchema(edited));
    expect(fromEdited.columns).toContain("Category banner text YES -");
    expect(fromMigrations).not.toEqual(fromEdited);
  });
});
