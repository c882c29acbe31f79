import "server-only";
import type { PgBoss } from "pg-boss";
import { JOBS, type JobName } from "./definitions";

// The periodic jobs keep one rhythm on two clocks: a worker's pg-boss schedules (lib/worker/worker.ts),
// or, where no process lives on (Vercel), each call of the cron route queueing what is due.
export const PERIODIC = (Object.keys(JOBS) as JobName[]).flatMap((name) => {
  const definition = JOBS[name];
  return "everyMinutes" in definition ? [{ name, minutes: definition.everyMinutes }] : [];
});

/** The cron expression of a worker's schedule: every `minutes` minutes, on the hour's multiples. */
export function cronExpression(minutes: number): string {
  return `*/${minutes} * * * *`;
}

/**
 * Queues each periodic job once per slot of its period (slots counted from the epoch, so
 * on the same minutes as the worker's schedule). Called every minute, or late, or twice in a
 * minute, it still queues one job per slot: pg-boss's throttle refuses a second. Returns the
 * names it queued.
 */
export async function queueDuePeriodicJobs(boss: PgBoss): Promise<JobName[]> {
  const queued: JobName[] = [];
  for (const { name, minutes } of PERIODIC) {
    if (await boss.sendThrottled(name, {}, null, minutes * 60)) queued.push(name);
  }
  return queued;
}
