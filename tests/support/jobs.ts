import { getBoss } from "@/lib/jobs/boss";
import { JOBS, type JobName } from "@/lib/jobs/definitions";
import { runJob } from "@/lib/worker/run-job";

export type WorkOff = { completed: number; failed: number };

/**
 * Works off the job queue until it is empty, one job at a time, with the real pg-boss on the
 * test database: what a worker would do, without its timers. A failed job's retry is made due
 * at once, including one left waiting by an earlier call (its backoff is pg-boss's business,
 * not the test's), unless `retries: false`.
 */
export async function workOffJobs({ retries = true, names = Object.keys(JOBS) as JobName[] } = {}): Promise<WorkOff> {
  const boss = await getBoss();
  const done: WorkOff = { completed: 0, failed: 0 };
  for (let found = true; found;) {
    found = false;
    if (retries)
      await boss.getDb().executeSql(`UPDATE pgboss.job SET start_after = now() WHERE state = 'retry' AND name = ANY($1)`, [names]);
    for (const name of names) {
      const [job] = await boss.fetch(name);
      if (!job) continue;
      found = true;
      try {
        await runJob(name, job);
        await boss.complete(name, job.id);
        done.completed++;
      } catch (error) {
        await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
        done.failed++;
      }
    }
  }
  return done;
}
