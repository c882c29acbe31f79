import { getBoss } from "@/lib/jobs/boss";
import { JOBS, type JobName } from "@/lib/jobs/definitions";
import { drainJobs } from "@/lib/worker/drain";

export type WorkOff = { completed: number; failed: number };

/**
 * Works off the job queue until it is empty, with the real pg-boss on the test database and the
 * cron route's own loop (lib/worker/drain.ts): what a worker would do, without its timers. A failed
 * job's retry is made due at once, including one left waiting by an earlier call (its backoff is
 * pg-boss's business, not the test's), unless `retries: false`.
 */
export async function workOffJobs({ retries = true, names = Object.keys(JOBS) as JobName[] } = {}): Promise<WorkOff> {
  const done: WorkOff = { completed: 0, failed: 0 };
  for (;;) {
    if (retries) {
      const boss = await getBoss();
      await boss.getDb().executeSql(`UPDATE pgboss.job SET start_after = now() WHERE state = 'retry' AND name = ANY($1)`, [names]);
    }
    const { completed, failed } = await drainJobs({ names });
    done.completed += completed;
    done.failed += failed;
    if (!retries || completed + failed === 0) return done;
  }
}
