import "server-only";
import type { Job } from "pg-boss";
import { JOBS, type JobName } from "@/lib/jobs/definitions";
import { HANDLERS, type JobHandler } from "./handlers";

/** Runs one job's handler on its checked payload. A failure is logged, then thrown for pg-boss to retry or fail the job. */
export async function runJob(name: JobName, job: Job<unknown>): Promise<void> {
  const { schema, queue } = JOBS[name];
  try {
    const handler = HANDLERS[name] as JobHandler<JobName>;
    await handler(schema.parse(job.data) as never, job as never);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const attempt = `attempt ${job.retryCount + 1} of ${queue.retryLimit + 1}`;
    const outcome = job.retryCount >= queue.retryLimit ? "failed for good" : "will be retried";
    console.error(`Job ${name} ${job.id} (${attempt}) ${outcome}: ${reason}`);
    throw error;
  }
}
