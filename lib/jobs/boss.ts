import "server-only";
import { PgBoss } from "pg-boss";
import { getEnv } from "@/lib/env";
import { JOBS, type JobName } from "./definitions";

// The one pg-boss instance of the process, started on first use. pg-boss keeps its tables in
// its own schema (`pgboss`), installs and migrates them itself on start, and creates our queues
// with the retry settings of lib/jobs/definitions.ts. A web process only sends; the worker
// (lib/jobs/worker.ts) also supervises and runs the schedules.
const SCHEMA = "pgboss";
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
    schedule: worker,
  });
  boss.on("error", (error) => console.error("Job queue error:", error instanceof Error ? error.message : error));
  await boss.start();
  for (const name of Object.keys(JOBS) as JobName[]) {
    const { queue } = JOBS[name];
    if (!(await boss.getQueue(name))) await boss.createQueue(name, queue);
  }
  return boss;
}

export async function stopBoss(): Promise<void> {
  const boss = globalForBoss.boss;
  globalForBoss.boss = undefined;
  if (boss) await (await boss).stop({ graceful: true, timeout: 20_000 });
}
