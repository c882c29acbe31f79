import { loginSchema } from "../../lib/accounts/schemas";

// Run by scripts/bench.ts in a child process it can stop: how long the login schema takes to refuse
// a crafted 1 MB email, against a normal one. Prints one JSON line per figure, as soon as it has it.
const PASSWORD = "correct horse battery";
const RUNS = 2000;

const started = performance.now();
for (let i = 0; i < RUNS; i++) loginSchema.safeParse({ email: `priya.sharma${i}@example.in`, password: PASSWORD });
console.log(JSON.stringify({ normalMs: (performance.now() - started) / RUNS }));

const crafted = `a@${".".repeat(1_000_000)}@`;
const craftedStarted = performance.now();
const result = loginSchema.safeParse({ email: crafted, password: PASSWORD });
console.log(JSON.stringify({ craftedMs: performance.now() - craftedStarted, refused: !result.success }));
