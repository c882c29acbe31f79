import { existsSync } from "node:fs";
import { EnvError, parseEnv } from "../lib/env";
import { startWorker } from "../lib/worker/worker";
import { runShutdownHooks } from "../lib/shutdown";

// `npm run worker`: the job queue's worker alone, for a deployment whose web instances run with
// RUN_WORKER=false. `npm start` starts this same script beside the web server unless RUN_WORKER=false.
// Any number of workers may run at once: pg-boss hands each job to one of them.
if (existsSync(".env")) process.loadEnvFile(".env");
try {
  parseEnv(process.env);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}

await startWorker();
console.log("The job worker is running.");

let stopping = false;
async function stop(signal: string) {
  if (stopping) {
    console.warn(`${signal} again: stopping now, without waiting for the jobs in hand.`);
    process.exit(1);
  }
  stopping = true;
  // The job queue stops first and waits for the jobs in hand (lib/jobs/boss.ts); then the pools
  // close. Each within its time limit (lib/shutdown.ts): the process exits whatever the database does.
  await runShutdownHooks();
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
