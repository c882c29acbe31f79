import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { e2eServer } from "../tests/e2e/server";
import { sampleDescendantsCpu } from "./lib/descendants-cpu";

// `npm run test:e2e`: the journeys' three phases (playwright.config.ts), one after another on one server,
// each a Playwright run of its own. In one run a failed phase would skip every test of the phases after it
// (Playwright skips a project's dependents); here each phase runs whatever the one before it did, and every
// failure is reported. Arguments go to each run (`npm run test:e2e -- --reporter=list,json`); a JSON report
// named by PLAYWRIGHT_JSON_OUTPUT_NAME holds the three phases' tests (scripts/test-all.ts reads it).
const PHASES = ["reads", "side-by-side", "journeys"];
const READY_TIMEOUT_MS = 1_800_000;
const report = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

const cpu = sampleDescendantsCpu();
const server = spawn(process.execPath, ["--import", "tsx", ...e2eServer.args], {
  env: { ...process.env, ...e2eServer.env },
  stdio: ["ignore", "pipe", "pipe"],
  // A process group of its own: what the server starts (its Next process, the job worker) is in it.
  detached: true,
});
for (const stream of [server.stdout, server.stderr]) {
  createInterface({ input: stream }).on("line", (line) => console.log(`[WebServer] ${line}`));
}
const serverExited = new Promise<void>((resolve) => server.once("exit", () => resolve()));

let stopping = false;
async function stopServer(): Promise<void> {
  stopping = true;
  // SIGTERM: scripts/start.ts stops the server and its embedded PostgreSQL cleanly, which the system tests start right after.
  if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
  await serverExited;
  // Nothing the server started outlives the run: an orphaned Next process once spun a core or more through
  // the system tests and every run after (scripts/start.ts says how).
  try {
    process.kill(-server.pid!, "SIGKILL");
  } catch {
    // The group is empty: everything stopped.
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void stopServer().then(() => process.exit(signal === "SIGINT" ? 130 : 143)));
}

async function ready(): Promise<boolean> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      if ((await fetch(e2eServer.url)).status < 400) return true;
    } catch {
      // Not listening yet: the build and the demo data come first.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

function runPhase(phase: string): Promise<number> {
  const child: ChildProcess = spawn(
    "npx",
    ["playwright", "test", "--project", phase, "--no-deps", "--pass-with-no-tests", ...process.argv.slice(2)],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        E2E_SIDE_BY_SIDE: "1",
        E2E_SERVER_STARTED: "1",
        ...(report && { PLAYWRIGHT_JSON_OUTPUT_NAME: phaseReport(phase) }),
      },
    },
  );
  return new Promise((resolve) => child.once("exit", (code) => resolve(code ?? 1)));
}

const phaseReport = (phase: string) => `${report}.${phase}.json`;

type Report = { suites?: unknown[]; errors?: { message?: string }[] };

/** The phases' JSON reports as one: their suites and errors side by side. */
function mergeReports(extraErrors: string[]) {
  const merged: Required<Report> = { suites: [], errors: extraErrors.map((message) => ({ message })) };
  for (const phase of PHASES) {
    const file = phaseReport(phase);
    if (!existsSync(file)) continue;
    const one = JSON.parse(readFileSync(file, "utf8")) as Report;
    merged.suites.push(...(one.suites ?? []));
    merged.errors.push(...(one.errors ?? []));
    rmSync(file);
  }
  writeFileSync(report!, JSON.stringify(merged));
}

const results: { phase: string; ok: boolean; seconds: number }[] = [];
const errors: string[] = [];
if (await ready()) {
  for (const phase of PHASES) {
    if (stopping) break;
    const started = Date.now();
    const code = await runPhase(phase);
    results.push({ phase, ok: code === 0, seconds: (Date.now() - started) / 1000 });
  }
} else {
  errors.push(`The e2e server at ${e2eServer.url} did not start (its output is above).`);
}
await stopServer();
if (report) mergeReports(errors);

console.log("\n━━━ e2e phases ━━━");
for (const { phase, ok, seconds } of results)
  console.log(`${ok ? "PASS" : "FAIL"}  ${phase.padEnd(13)} ${seconds.toFixed(1).padStart(6)} s`);
for (const error of errors) console.log(`FAIL  ${error}`);
const used = cpu.stop();
const total = used.reduce((sum, [, seconds]) => sum + seconds, 0);
const largest = used.slice(0, 4).map(([name, seconds]) => `${name} ${Math.round(seconds)} s`);
console.log(`The run's processes used ${Math.round(total)} s of CPU (sampled): ${largest.join(", ")}.`);
process.exit(errors.length || results.some((result) => !result.ok) ? 1 : 0);
