import pg from "pg";
import { requireDatabaseUrl, runPgTool } from "./lib/pg-tools";

// `npm run db:restore -- <file>`: loads a dump of `npm run db:backup` into DATABASE_URL, which must
// be a new, empty database (createdb first), in one transaction: all of it or nothing. It never
// writes over a database that already holds a shop.
const url = requireDatabaseUrl();
const file = process.argv[2];
if (!file) {
  console.error("Name the dump: npm run db:restore -- <file>");
  process.exit(1);
}
const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows } = await client.query<{ tables: number }>(
  "SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
);
await client.end();
if (rows[0]!.tables > 0) {
  console.error(`The database of DATABASE_URL already has ${rows[0]!.tables} tables. Restore into a new, empty database.`);
  process.exit(1);
}
runPgTool("pg_restore", ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", "--dbname={uri}", file], url);
console.log(`Restored ${file}`);
