import pg from "pg";
import { assertLocalDatabase, withDatabase } from "./local-database";

// Creating and dropping whole databases on the local test server.
async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  assertLocalDatabase(serverUrl);
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function checkName(name: string): string {
  if (!/^[a-z0-9_]{1,63}$/.test(name)) throw new Error(`Bad database name: ${name}`);
  return name;
}

/** An empty database, or a copy of `template` (a migrated one, so the copy needs no migrating). */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  const from = template ? ` TEMPLATE "${checkName(template)}"` : "";
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${checkName(name)}"${from}`));
  return withDatabase(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Drops every database whose name starts with `prefix` (a run's template and its copies). */
export async function dropDatabasesNamed(serverUrl: string, prefix: string): Promise<void> {
  await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [
      checkName(prefix),
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${checkName(datname)}" WITH (FORCE)`);
  });
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
}
