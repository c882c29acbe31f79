import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { pino } from "pino";

// The server's log: one JSON line per event on stdout, from pino. lib/http/request/request-start.ts writes
// one line per request; errors go through the same logger with their stack. Every line written while
// a request is served carries its id and, once the app knows it, the user's id.
// LOG_LEVEL is checked with the rest of the environment at start (lib/env.ts).
export const log = pino({
  level: process.env.LOG_LEVEL || "info",
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  mixin: () => {
    const request = requestContext.getStore();
    return request ? { requestId: request.id, ...(request.userId ? { userId: request.userId } : {}) } : {};
  },
  // Belt and braces: nothing logs these on purpose.
  redact: {
    paths: ["password", "token", "authorization", "cookie", "*.password", "*.token", "*.authorization", "*.cookie"],
    censor: "[redacted]",
  },
});

/** The request being served: its id, and the signed-in user once the app has looked them up. */
export type RequestContext = { id: string; userId?: string };

// On globalThis: scripts/serve.ts and the bundled app load their own copies of this module.
const store = globalThis as unknown as { requestContext?: AsyncLocalStorage<RequestContext> };
export const requestContext = (store.requestContext ??= new AsyncLocalStorage<RequestContext>());

/** Records who is calling, for the request's log line (called where the caller is looked up). */
export function noteRequestUser(userId: string): void {
  const request = requestContext.getStore();
  if (request) request.userId = userId;
}

const REQUEST_ID = /^[\w.:@+=/-]{1,128}$/;

/** The request's id: a trusted proxy's `x-request-id` when it is a sane one, else a new UUID. */
export function requestIdFor(header: string | string[] | undefined, fromTrustedProxy: boolean): string {
  return fromTrustedProxy && typeof header === "string" && REQUEST_ID.test(header) ? header : randomUUID();
}

// Paths whose last part is a one-time secret (the links of verification and reset emails).
const SECRET_SEGMENT = /^(\/(?:verify|reset-password))\/[^/]+/;

/** The path to log: no query string, no one-time token. */
export function routeOf(url: string): string {
  const path = url.split("?")[0]!.slice(0, 512);
  return path.replace(SECRET_SEGMENT, "$1/:token");
}

/** The request's line: `{ time, requestId, method, route, status, durationMs, userId? }`, and `aborted` when the client left first. */
export function logRequest(
  request: RequestContext,
  line: { method: string; route: string; status: number; durationMs: number; finished: boolean },
): void {
  const { finished, ...fields } = line;
  log.info(
    { requestId: request.id, ...fields, ...(request.userId ? { userId: request.userId } : {}), ...(finished ? {} : { aborted: true }) },
    "request",
  );
}

/** Build files (`/_next/static/…`) are left out of the request log: many per page, named by content hash. */
export function isLoggedRoute(route: string): boolean {
  return !route.startsWith("/_next/static/");
}
