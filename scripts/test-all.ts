import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { setPriority } from "node:os";
import path from "node:path";
import { failedTests } from "./lib/failed-tests";

// `npm test`: every check, then one summary. A failed step does not hide the later ones, and the
// summary names the tests that failed, so the end of a long log says what broke.
// The steps run in two lanes at once, since they share nothing but the machine: the e2e journeys
// and the system tests (which reuse the e2e build and database) in one; the checks, unit and
// integration tests in the other, at the lowest CPU priority (`background`). The e2e journeys leave
// the machine idle about 40% of the time (the browser and the server wait on each other), which the
// background lane fills without slowing them; at equal priority, on two cores, the lanes only
// slowed each other (docs/testing.md).
// A step starts once the steps it names in `after` have ended, passed or not.
type Step = { name: string; script: string; report?: "vitest" | "playwright"; after: string[]; background?: true };
// Everything waits for the typecheck (`next build` empties .next, where the typecheck's `next typegen`
// writes the route types that tsc reads); the e2e lane, the longer one, waits for nothing else.
const steps: Step[] = [
  { name: "typecheck", script: "typecheck", after: [] },
  { name: "lint", script: "lint", after: ["typecheck"], background: true },
  { name: "layers", script: "lint:layers", after: ["typecheck"], background: true },
  { name: "dead code", script: "lint:dead", after: ["typecheck"], background: true },
  { name: "format", script: "format:check", after: ["typecheck"], background: true },
  { name: "unit", script: "test:unit", report: "vitest", after: ["lint", "layers", "dead code", "format"], background: true },
  { name: "integration", script: "test:integration", report: "vitest", after: ["unit"], background: true },
  { name: "e2e", script: "test:e2e", report: "playwright", after: ["typecheck"] },
  { name: "system", script: "test:system", report: "vitest", after: ["e2e"] },
];

const reports = path.resolve(".data/test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

type Result = { name: string; ok: boolean; seconds: number; cpu: number | null; failures: string[] };
const passed = new Set<string>();
const running = new Map<string, number>();
const began = Date.now();
const clock = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, "0")}`;

// Each step writes to a log of its own, printed whole under its name when it ends, so the lines
// of two steps never interleave; `tail -f .data/test-reports/<script>.log` follows one as it runs.
function run({ name, script, report, background }: Step, env: NodeJS.ProcessEnv): Promise<Result> {
  const base = path.join(reports, script.replace(/\W/g, "-"));
  const file = `${base}.json`;
  const extra =
    report === "vitest"
      ? ["--", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`]
      : report === "playwright"
        ? ["--", "--reporter=list,json"]
        : [];
  const log = openSync(`${base}.log`, "w");
  const times = openSync(`${base}.cpu`, "w");
  const started = Date.now();
  running.set(name, started);
  // The shell's `times` (POSIX) reports the CPU of all it waited for: npm and what the step started.
  const child = spawn("sh", ["-c", 'npm run --silent "$@"; status=$?; times >&3; exit $status', "sh", script, ...extra], {
    stdio: ["ignore", log, log, times],
    // A session of its own, so that stopping this script can stop the step's whole group (npm, its shell, the runner).
    detached: true,
    env: {
      ...env,
      ...(process.stdout.isTTY && { FORCE_COLOR: "1" }),
      ...(report === "playwright" && { PLAYWRIGHT_JSON_OUTPUT_NAME: file }),
    },
  });
  if (child.pid) children.add(child.pid);
  if (background && child.pid) lowerPriority(child.pid);
  return new Promise((resolve) => {
    child.on("close", (status) => {
      children.delete(child.pid!);
      closeSync(log);
      closeSync(times);
      running.delete(name);
      const seconds = (Date.now() - started) / 1000;
      console.log(`\n━━━ ${name} (npm run ${script}): ${status === 0 ? "passed" : "FAILED"} in ${seconds.toFixed(1)} s ━━━`);
      process.stdout.write(readFileSync(`${base}.log`));
      const failures = report && existsSync(file) ? failedTests(report, JSON.parse(readFileSync(file, "utf8"))) : [];
      if (status === 0) passed.add(name);
      resolve({ name, ok: status === 0, seconds, cpu: childrenCpu(readFileSync(`${base}.cpu`, "utf8")), failures });
    });
  });
}

/** The running steps' process groups. Stopping this script stops them (Playwright then stops its server and browser). */
const children = new Set<number>();
const SIGNALS = { SIGINT: 2, SIGTERM: 15 } as const;
for (const [signal, number] of Object.entries(SIGNALS)) {
  process.on(signal, () => {
    for (const pid of children) {
      try {
        process.kill(-pid, signal);
      } catch {
        // It has ended already.
      }
    }
    process.exit(128 + number);
  });
}

/**
 * The lowest CPU priority for a background step, before npm starts anything: every process it starts
 * (Vitest's workers, its PostgreSQL) inherits it. Each step runs in a session of its own, which Linux
 * schedules as a group (an autogroup) beside the others: Playwright starts the browser and
 * the server in sessions of theirs, and across groups a process's niceness counts for nothing, only
 * the group's.
 */
function lowerPriority(pid: number): void {
  setPriority(pid, 19);
  try {
    writeFileSync(`/proc/${pid}/autogroup`, "19");
  } catch {
    // Not Linux, or no autogroups: the process's own niceness is what counts.
  }
}

/** The children's user and system time from `times`' second line ("0m12.340000s 0m1.230000s"), in seconds. */
function childrenCpu(output: string): number | null {
  const match = output.split("\n")[1]?.match(/^(\d+)m([\d.]+)s (\d+)m([\d.]+)s/);
  return match ? Number(match[1]) * 60 + Number(match[2]) + Number(match[3]) * 60 + Number(match[4]) : null;
}

// A line a minute says what is running while the logs wait for their steps to end.
const progress = setInterval(() => {
  const now = Date.now();
  const list = [...running].map(([name, started]) => `${name} ${clock(now - started)}`).join(", ");
  console.log(`… ${clock(now - began)} running: ${list}`);
}, 60_000);

const done = new Map<string, Promise<Result>>();
function start(step: Step): Promise<Result> {
  let result = done.get(step.name);
  if (!result) {
    const before = steps.filter((other) => step.after.includes(other.name)).map(start);
    result = Promise.all(before).then(() => {
      // The e2e `next build` need not check the types again once the typecheck passed (next.config.ts).
      return run(step, passed.has("typecheck") ? { ...process.env, TYPECHECKED: "1" } : process.env);
    });
    done.set(step.name, result);
  }
  return result;
}
const ended = await Promise.all(steps.map(start));
clearInterval(progress);

console.log("\n━━━ summary ━━━");
for (const { name, ok, seconds, cpu, failures } of ended) {
  const cpuText = cpu === null ? "" : `, ${cpu.toFixed(0).padStart(5)} s of CPU`;
  console.log(`${ok ? "PASS" : "FAIL"}  ${name.padEnd(12)} ${seconds.toFixed(1).padStart(6)} s${cpuText}`);
  for (const failure of failures) console.log(`        ✘ ${failure}`);
}
const failed = ended.filter((result) => !result.ok);
const cpu = ended.reduce((sum, result) => sum + (result.cpu ?? 0), 0);
console.log(`\n${clock(Date.now() - began)} of wall time and ${Math.round(cpu)} s of CPU, the two lanes at once.`);
// Chromium's browser process exits without waiting for its zygotes, which fork and reap its page processes: their CPU,
// most of the browser's (docs/testing.md), reaches no process that waits, and the e2e step's figure leaves it out.
console.log("The CPU is what the steps' processes used and waited for: not Chromium's page processes (the e2e log's sample has them).");
console.log(failed.length ? `\n${failed.length} of ${ended.length} steps failed.` : `\nAll ${ended.length} steps passed.`);
process.exit(failed.length ? 1 : 0);
