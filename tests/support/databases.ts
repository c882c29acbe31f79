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

export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Bad database name: ${name}`);
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  return withDatabase(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
}
