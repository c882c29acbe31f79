import { spawnSync } from "node:child_process";

// `npm test`: every check in order, then one summary. A failed step does not hide the later ones.
const steps: [name: string, script: string][] = [
  ["typecheck", "typecheck"],
  ["lint", "lint"],
  ["layers", "lint:layers"],
  ["dead code", "lint:dead"],
  ["format", "format:check"],
  ["unit", "test:unit"],
  ["integration", "test:integration"],
  ["e2e", "test:e2e"],
  // After e2e: the system tests reuse its production build and database.
  ["system", "test:system"],
];

const results = steps.map(([name, script]) => {
  console.log(`\n━━━ ${name} (npm run ${script}) ━━━`);
  const started = Date.now();
  const { status } = spawnSync("npm", ["run", "--silent", script], { stdio: "inherit" });
  return { name, ok: status === 0, seconds: (Date.now() - started) / 1000 };
});

console.log("\n━━━ summary ━━━");
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? "PASS" : "FAIL"}  ${name.padEnd(12)} ${seconds.toFixed(1).padStart(6)} s`);
}
const failed = results.filter((result) => !result.ok);
console.log(failed.length ? `\n${failed.length} of ${results.length} steps failed.` : `\nAll ${results.length} steps passed.`);
process.exit(failed.length ? 1 : 0);
