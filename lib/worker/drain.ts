import "server-only";
import type { Job, PgBoss } from "pg-boss";
import { getBoss } from "@/lib/jobs/boss";
import { JOBS, type JobName } from "@/lib/jobs/definitions";
import { runJob } from "./run-job";

export type Drained = { completed: number; failed: number; outOfTime: boolean };

const ALL = Object.keys(JOBS) as JobName[];

/**
 * Runs the due jobs of `names`, one at a time and each through runJob as the worker runs it,
 * until none is due or the clock passes `until` (ms since the epoch); a job in hand always runs
 * to its end. The cron route drains the queue this way where no worker runs (Vercel), and the
 * tests do so instead of a worker's timers. `outOfTime` says jobs may still be due.
 */
export async function drainJobs({ names = ALL, until = Infinity }: { names?: JobName[]; until?: number } = {}): Promise<Drained> {
  const boss = await getBoss();
  const done: Drained = { completed: 0, failed: 0, outOfTime: false };
  for (let found = true; found;) {
    found = false;
    for (const name of names) {
      if (Date.now() >= until) return { ...done, outOfTime: true };
      const [job] = await boss.fetch(name);
      if (!job) continue;
      found = true;
      if (await settle(boss, name, job)) done.completed++;
      else done.failed++;
    }
  }
  return done;
}

/** Runs one fetched job and marks it completed, or failed for pg-boss to retry. True when it completed. */
async function settle(boss: PgBoss, name: JobName, job: Job<unknown>): Promise<boolean> {
  const { queue } = JOBS[name];
  // A queue with heartbeats expects them from whoever holds the job, or a supervisor takes it back.
  const heartbeat = "heartbeatSeconds" in queue ? queue.heartbeatSeconds : 0;
  const beat = heartbeat ? setInterval(() => boss.touch(name, job.id).catch(() => undefined), (heartbeat * 1000) / 2) : undefined;
  let failure: unknown = null;
  try {
    await runJob(name, job);
  } catch (error) {
    failure = error;
  } finally {
    clearInterval(beat);
  }
  if (failure === null) {
    await boss.complete(name, job.id);
    return true;
  }
  await boss.fail(name, job.id, { message: failure instanceof Error ? failure.message : String(failure) });
  return false;
}
