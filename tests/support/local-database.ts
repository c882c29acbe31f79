// The tests create and drop databases: they must never touch a server that is not this machine.
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

export function assertLocalDatabase(url: string): void {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    throw new Error("DATABASE_URL is not a valid URL; the tests refuse to guess where it points.");
  }
  if (!LOCAL_HOSTS.has(host)) {
    throw new Error(`Refusing to run tests against the non-local database host "${host}". Use a local PostgreSQL.`);
  }
}

/** The same server, another database. */
export function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}
