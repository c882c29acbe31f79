import "server-only";
import { getBoss } from "./boss";
import { drainJobs, type Drained } from "./drain";
import type { JobName } from "./definitions";
import { queueDuePeriodicJobs } from "./periodic";

/**
 * How long one call keeps taking new jobs. The route's limit (maxDuration, 60 s) leaves room for
 * the last job in hand: an outside call waits at most SHIPROCKET_TIMEOUT_MS (10 s) or Resend's own.
 */
export const CRON_BUDGET_MS = 40_000;

export type CronRun = Drained & { queued: JobName[] };

/**
 * One call of the cron route (app/api/cron/jobs), the job worker of a deployment without one:
 * the supervisor's pass (a job whose runner vanished mid-way is retried, old jobs are deleted),
 * the periodic jobs whose slot has begun, then the due jobs, until the budget is spent.
 */
export async function runCron(): Promise<CronRun> {
  const until = Date.now() + CRON_BUDGET_MS;
  const boss = await getBoss();
  await boss.supervise();
  const queued = await queueDuePeriodicJobs(boss);
  return { queued, ...(await drainJobs({ until })) };
}
