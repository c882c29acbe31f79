import "server-only";
import { getDb } from "@/lib/db";
import { databaseSeenAway, databaseSeenBack, databaseUnavailable } from "@/lib/db-errors";
import { RETRY_AFTER_SECONDS } from "@/lib/errors";
import { outageHtml } from "./outage-html";

// Pages while the database is away. A page that fails mid-stream can no longer change its status,
// so once a request has found the database away (lib/db-errors.ts, and instrumentation.ts for
// pages), middleware.ts asks the database before each page and answers this 503 until it is back.

/** The "back in a moment" page: plain HTML with no scripts, status 503 and Retry-After. */
export function outagePage(): Response {
  return new Response(outageHtml(), {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
  });
}

/** The outage page if the database was found away and still does not answer; null when all is well. */
export async function pageDuringOutage(): Promise<Response | null> {
  if (!databaseSeenAway()) return null;
  try {
    await getDb().$queryRaw`SELECT 1`;
  } catch (error) {
    if (databaseUnavailable(error)) return outagePage();
    throw error;
  }
  databaseSeenBack();
  return null;
}
