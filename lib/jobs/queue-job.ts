import "server-only";
import { fromPrisma } from "pg-boss";
import type { SendOptions } from "pg-boss";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getBoss } from "./boss";
import { JOBS, type JobData, type JobName } from "./definitions";

export type JobTx = Pick<Prisma.TransactionClient, "$queryRawUnsafe">;

/**
 * Queues a job. With `tx` (a Prisma interactive transaction) the job is written through that
 * transaction, so it exists exactly when the change that caused it commits. Returns the job's
 * id, or null when the queue's policy refused a duplicate (a job for the same key is queued).
 */
export async function queueJob<N extends JobName>(
  name: N,
  data: JobData<N>,
  tx?: JobTx,
  options: Pick<SendOptions, "singletonKey" | "startAfter"> = {},
): Promise<string | null> {
  const payload = JOBS[name].schema.parse(data);
  const boss = await getBoss();
  return boss.send(name, payload, { ...options, ...(tx ? { db: fromPrisma(tx) } : {}) });
}
