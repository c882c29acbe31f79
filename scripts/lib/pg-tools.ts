import { spawnSync } from "node:child_process";

// Runs PostgreSQL's own client tools (pg_dump, pg_restore from PATH) against a DATABASE_URL: the
// password goes in PGPASSWORD rather than on the command line, where `ps` would show it, and the
// parameters only Prisma reads are left out, since libpq refuses what it does not know.
const PRISMA_ONLY = ["schema", "connection_limit", "pool_timeout", "socket_timeout", "pgbouncer", "statement_cache_size"];

export function libpqTarget(databaseUrl: string): { uri: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  for (const name of PRISMA_ONLY) url.searchParams.delete(name);
  return { uri: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs `tool` with `args` (where "{uri}" in an argument stands for the database), its output shown; exits like the tool on failure. */
export function runPgTool(tool: string, args: string[], databaseUrl: string): void {
  const { uri, env } = libpqTarget(databaseUrl);
  const result = spawnSync(
    tool,
    args.map((arg) => arg.replace("{uri}", uri)),
    { stdio: "inherit", env: { ...process.env, ...env } },
  );
  if (result.error) {
    console.error(
      `${tool} could not run (${result.error.message}). Install PostgreSQL's client tools of the server's major version or newer.`,
    );
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function requireDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("DATABASE_URL is not set: name the database (postgresql://user:password@host:port/database).");
    process.exit(1);
  }
  return url;
}
