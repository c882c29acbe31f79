import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startEmbeddedDb } from "./lib/embedded-db";
import { MIGRATIONS_DIR } from "./lib/migrate";
import { datamodel, diffSql, SCHEMA_PATH } from "./lib/schema-engine";

// `npm run db:migration -- <name>`: writes the SQL from the last committed schema.prisma
// to the working one as a new migration. Review it, add what Prisma cannot express, commit both.
const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage: npm run db:migration -- <snake_case_name>");
  process.exit(1);
}

const before = execFileSync("git", ["show", `HEAD:${SCHEMA_PATH}`], { encoding: "utf8" });
const after = readFileSync(SCHEMA_PATH, "utf8");
const db = await startEmbeddedDb({ dataDir: ".data/migration-pg", port: 54359, database: "scratch", fresh: true });
try {
  const sql = await diffSql(db.url, datamodel(before), datamodel(after));
  if (!sql.trim() || /^-- This is an empty migration/.test(sql.trim())) {
    console.log("schema.prisma has not changed since HEAD: nothing to migrate.");
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "migration.sql"), sql);
    console.log(`Wrote ${dir}/migration.sql`);
  }
} finally {
  await db.stop();
}
