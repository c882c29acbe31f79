import "server-only";
import { getEnv } from "@/lib/env";
import { errorResponse } from "@/lib/http/api-route";
import { hasBearerSecret } from "@/lib/http/bearer-secret";
import { getBoss } from "@/lib/jobs/boss";
import { drainJobs, type Drained } from "./drain";
import type { JobName } from "@/lib/jobs/definitions";
import { queueDuePeriodicJobs } from "@/lib/jobs/periodic";

/**
 * How long one call keeps taking new jobs. The route's limit (maxDuration, 60 s) leaves room for
 * the last job in hand: an outside call waits at most SHIPROCKET_TIMEOUT_MS (10 s) or Resend's own.
 */
export const CRON_BUDGET_MS = 40_000;

export type CronRun = Drained & { queued: JobName[] };

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * GET /api/cron/jobs: off (404) without CRON_SECRET, as on a Node host whose `npm run worker` does
 * this work; 401 without `Authorization: Bearer $CRON_SECRET`; otherwise one run, as JSON.
 */
export async function cronCall(headers: Headers): Promise<Response> {
  const secret = getEnv().CRON_SECRET;
  if (!secret) return Response.json({ success: false, message: "Not found" }, { status: 404, headers: NO_STORE });
  if (!hasBearerSecret(headers, secret)) {
    return Response.json(
      { success: false, message: "Unauthorized" },
      { status: 401, headers: { ...NO_STORE, "WWW-Authenticate": "Bearer" } },
    );
  }
  try {
    return Response.json({ success: true, ...(await runCron()) }, { headers: NO_STORE });
  } catch (error) {
    return errorResponse(error);
  }
}

/**
 * One call of the cron route, the job worker of a deployment without one: the supervisor's pass
 * (a job whose runner vanished mid-way is retried, old jobs are deleted), the periodic jobs whose
 * slot has begun, then the due jobs, until the budget is spent.
 */
async function runCron(): Promise<CronRun> {
  const until = Date.now() + CRON_BUDGET_MS;
  const boss = await getBoss();
  await boss.supervise();
  const queued = await queueDuePeriodicJobs(boss);
  return { queued, ...(await drainJobs({ until })) };
}
