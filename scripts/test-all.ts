import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { failedTests } from "./lib/failed-tests";

// `npm test`: every check in order, then one summary. A failed step does not hide the later ones,
// and the summary names the tests that failed, so the end of a long log says what broke.
type Step = { name: string; script: string; report?: "vitest" | "playwright" };
const steps: Step[] = [
  { name: "typecheck", script: "typecheck" },
  { name: "lint", script: "lint" },
  { name: "layers", script: "lint:layers" },
  { name: "dead code", script: "lint:dead" },
  { name: "format", script: "format:check" },
  { name: "unit", script: "test:unit", report: "vitest" },
  { name: "integration", script: "test:integration", report: "vitest" },
  { name: "e2e", script: "test:e2e", report: "playwright" },
  // After e2e: the system tests reuse its production build and database.
  { name: "system", script: "test:system", report: "vitest" },
];

const reports = path.resolve(".data/test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run({ name, script, report }: Step) {
  console.log(`\n━━━ ${name} (npm run ${script}) ━━━`);
  const file = path.join(reports, `${script.replace(/\W/g, "-")}.json`);
  const extra =
    report === "vitest"
      ? ["--", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`]
      : report === "playwright"
        ? ["--", "--reporter=list,json"]
        : [];
  const started = Date.now();
  const { status } = spawnSync("npm", ["run", "--silent", script, ...extra], {
    stdio: "inherit",
    env: report === "playwright" ? { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file } : process.env,
  });
  const failures = report && existsSync(file) ? failedTests(report, JSON.parse(readFileSync(file, "utf8"))) : [];
  return { name, ok: status === 0, seconds: (Date.now() - started) / 1000, failures };
}

const results: ReturnType<typeof run>[] = [];
for (const step of steps) {
  results.push(run(step));
  // The e2e step's `next build` need not check the types again once this typecheck passed (next.config.ts).
  if (step.script === "typecheck" && results.at(-1)?.ok) process.env.TYPECHECKED = "1";
}

console.log("\n━━━ summary ━━━");
for (const { name, ok, seconds, failures } of results) {
  console.log(`${ok ? "PASS" : "FAIL"}  ${name.padEnd(12)} ${seconds.toFixed(1).padStart(6)} s`);
  for (const failure of failures.slice(0, 15)) console.log(`        ✘ ${failure}`);
  if (failures.length > 15) console.log(`        … and ${failures.length - 15} more`);
}
const failed = results.filter((result) => !result.ok);
console.log(failed.length ? `\n${failed.length} of ${results.length} steps failed.` : `\nAll ${results.length} steps passed.`);
process.exit(failed.length ? 1 : 0);
