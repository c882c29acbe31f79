import "server-only";
import { getBoss } from "@/lib/jobs/boss";
import { JOBS, type JobName } from "@/lib/jobs/definitions";
import { cronExpression, PERIODIC } from "@/lib/jobs/periodic";
import { runJob } from "./run-job";

// The worker: one pg-boss worker per queue, and the schedules of the periodic jobs. It runs in
// `npm run worker` (scripts/worker.ts), which `npm start` also starts beside the web server
// unless RUN_WORKER=false.
const POLLING_SECONDS = 2;

export async function startWorker(): Promise<void> {
  const boss = await getBoss("worker");
  for (const name of Object.keys(JOBS) as JobName[]) {
    await boss.work(name, { pollingIntervalSeconds: POLLING_SECONDS, batchSize: 1 }, async ([job]) => {
      if (job) await runJob(name, job);
    });
  }
  for (const { name, minutes } of PERIODIC) await boss.schedule(name, cronExpression(minutes), {});
}
