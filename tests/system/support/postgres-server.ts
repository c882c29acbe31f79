import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../../support/free-port";

// A throwaway cluster of the system's own PostgreSQL server (Debian's `postgresql` package, which
// .ci/run installs), as a Node host would run it: initdb + pg_ctl on a free port, password
// authentication over TCP. PostgreSQL refuses to run as root, so as root the cluster belongs to the
// `postgres` user, with its data and socket in a temporary folder of that user. Stopped and
// removed by `stop()`.
export type PostgresServer = {
  /** The server's major version, e.g. 15. */
  major: number;
  /** Its bin folder: pg_dump and pg_restore of the same major live there. */
  binDir: string;
  /** A connection URL for a database of this server. */
  url: (database: string) => string;
  createDatabase: (database: string) => Promise<string>;
  stop: () => Promise<void>;
};

const ROOT = "/usr/lib/postgresql";
const USER = "postgres";
const PASSWORD = "kurta-system-test";

/** The newest PostgreSQL server installed from Debian's packages, or PG_BIN_DIR when set. */
export function serverBinDir(): string {
  const chosen = process.env.PG_BIN_DIR;
  if (chosen) return chosen;
  const majors = existsSync(ROOT) ? readdirSync(ROOT).filter((name) => existsSync(path.join(ROOT, name, "bin", "initdb"))) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error("No PostgreSQL server is installed (Debian: apt-get install postgresql; .ci/run does it).");
  return path.join(ROOT, newest, "bin");
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const binDir = serverBinDir();
  const major = Number(/(\d+)/.exec(execFileSync(path.join(binDir, "postgres"), ["--version"], { encoding: "utf8" }))?.[1]);
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot
    ? { uid: Number(execFileSync("id", ["-u", USER]).toString()), gid: Number(execFileSync("id", ["-g", USER]).toString()) }
    : {};
  const folder = mkdtempSync(path.join(tmpdir(), "kurta-pg-"));
  if (owner.uid !== undefined) chownSync(folder, owner.uid, owner.gid!);
  const data = path.join(folder, "data");
  const passwordFile = path.join(folder, "password");
  const port = await freePort();
  const run = (tool: string, args: string[]) =>
    execFileSync(path.join(binDir, tool), args, {
      ...owner,
      cwd: folder,
      env: { ...process.env, HOME: folder, LC_ALL: "C" },
      stdio: "pipe",
    });

  try {
    writeFileSync(passwordFile, PASSWORD, { mode: 0o600 });
    if (owner.uid !== undefined) chownSync(passwordFile, owner.uid, owner.gid!);
    run("initdb", [
      "-D",
      data,
      "-U",
      USER,
      `--pwfile=${passwordFile}`,
      "--auth-local=trust",
      "--auth-host=scram-sha-256",
      "-E",
      "UTF8",
      "--locale=C",
    ]);
    // Durability is not what these tests are about; the shared machine's disk is slow.
    const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    run("pg_ctl", ["-D", data, "-l", path.join(folder, "server.log"), "-o", options, "-w", "-t", "60", "start"]);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`PostgreSQL ${major} did not start: ${failureText(error)}`);
  }

  const url = (database: string) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  // pg_ctl leaves the server running on its own: stopped with the test process even when afterAll never runs.
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };
  process.once("exit", stop);
  return {
    major,
    binDir,
    url,
    createDatabase: async (database) => {
      const client = new pg.Client({ connectionString: url("postgres") });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${database}"`);
      } finally {
        await client.end();
      }
      return url(database);
    },
    stop: async () => stop(),
  };
}

function failureText(error: unknown): string {
  const output = error as { stderr?: Buffer; stdout?: Buffer; message?: string };
  return [output.message, output.stdout?.toString(), output.stderr?.toString()].filter(Boolean).join("\n");
}
