import "server-only";
import { PgBoss, type Queue } from "pg-boss";
import { getEnv } from "@/lib/env";
import { onShutdown } from "@/lib/shutdown";
import { JOBS, type JobName } from "./definitions";

// The one pg-boss instance of the process, started on first use. pg-boss keeps its tables in
// its own schema (`pgboss`), installs and migrates them itself on start, and creates our queues
// with the retry settings of lib/jobs/definitions.ts. A web process only sends; the worker
// (lib/worker/worker.ts) also supervises and runs the schedules.
const SCHEMA = "pgboss";
/**
 * How often the worker looks for jobs whose worker stopped sending heartbeats (pg-boss's default is 60). Both timers:
 * a supervise pass fails such jobs only in its monitor step, which waits for the monitor's own interval (60 s unless
 * told), so with the supervisor's alone a killed worker's job came back after up to 70 s instead of 20.
 */
const SUPERVISE_SECONDS = 10;
const globalForBoss = globalThis as unknown as { boss?: Promise<PgBoss> };

export type BossRole = "sender" | "worker";

export function getBoss(role: BossRole = "sender"): Promise<PgBoss> {
  globalForBoss.boss ??= startBoss(role).catch((error: unknown) => {
    globalForBoss.boss = undefined;
    throw error;
  });
  return globalForBoss.boss;
}

async function startBoss(role: BossRole): Promise<PgBoss> {
  const worker = role === "worker";
  const boss = new PgBoss({
    connectionString: getEnv().DATABASE_URL,
    schema: SCHEMA,
    max: worker ? 4 : 2,
    supervise: worker,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
    schedule: worker,
  });
  boss.on("error", (error) => console.error("Job queue error:", error instanceof Error ? error.message : error));
  await boss.start();
  // The worker waits up to 20 s for the jobs in hand, before the pools they use close.
  onShutdown("job queue", stopBoss, { stage: "work", limitMs: 25_000 });
  for (const name of Object.keys(JOBS) as JobName[]) {
    const { queue } = JOBS[name];
    // A queue made by an older release takes the settings of this one (its policy is fixed at creation).
    if (await boss.getQueue(name)) {
      const settings: Omit<Queue, "name"> = { ...queue };
      delete settings.policy;
      await boss.updateQueue(name, settings);
    } else await boss.createQueue(name, queue);
  }
  return boss;
}

export async function stopBoss(): Promise<void> {
  const boss = globalForBoss.boss;
  globalForBoss.boss = undefined;
  if (boss) await (await boss).stop({ graceful: true, timeout: 20_000 });
}
