import { databaseUnavailable } from "@/lib/db-errors";
import { log, routeOf } from "@/lib/log";

/** Next.js's own refusal of what a caller sent (a server action's body past its limit is an ApiError of 413). */
function refusedStatus(error: unknown): number | undefined {
  const status = typeof error === "object" && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}

/**
 * An error no door caught (a page, a route, an action), as instrumentation.ts hears of it: ours is logged as an
 * error with its stack; Next's refusal of a caller's request (4xx) is a warning of one line, since nothing of ours
 * failed. One that found the database away marks it so (lib/db-errors.ts).
 */
export function requestFailed(error: unknown, request: { method: string; path: string }, routeType?: string): void {
  const where = { method: request.method, route: routeOf(request.path), routeType };
  const refused = refusedStatus(error);
  if (refused !== undefined) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : undefined;
    log.warn({ ...where, status: refused, reason }, "request refused");
    return;
  }
  databaseUnavailable(error);
  log.error({ err: error, ...where }, "request failed");
}
