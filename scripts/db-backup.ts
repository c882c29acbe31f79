import { requireDatabaseUrl, runPgTool } from "./lib/pg-tools";

// `npm run db:backup [-- <file>]`: a consistent dump of DATABASE_URL (one snapshot, taken while the
// shop keeps serving) in pg_dump's custom format, for `npm run db:restore`.
const url = requireDatabaseUrl();
const file = process.argv[2] || `kurta-${new Date().toISOString().replace(/[:.]/g, "-")}.dump`;
runPgTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, "--dbname={uri}"], url);
console.log(`Backup written to ${file}`);
