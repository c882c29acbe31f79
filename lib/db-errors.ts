import { AppError } from "@/lib/errors";

export const BUSY_MESSAGE = "The shop is busy. Please try again in a moment.";
export const AWAY_MESSAGE = "The shop will be back in a moment. Please try again shortly.";

// How Prisma 7 with @prisma/adapter-pg reports the two limits of lib/db.ts (found by trying):
// - no connection free in time: pg-pool's own Error, passed through unwrapped;
// - a statement cancelled by statement_timeout (SQLSTATE 57014): a PrismaClientKnownRequestError
//   (P2010 for raw queries, P2039 for model queries) whose only trace of the code is its message.
const POOL_TIMEOUTS = new Set(["timeout exceeded when trying to connect", "Connection terminated due to connection timeout"]);
const QUERY_CANCELLED = /\bCode: `57014`/;
// An interactive transaction that found no connection within its maxWait (Prisma's 2 s unless set):
// P2028, "Transaction API error: Unable to start a transaction in the given time." (seen under load
// in a burst of checkouts). Other P2028s (a transaction already closed) are bugs, not load.
const TRANSACTION_NOT_STARTED = /Unable to start a transaction in the given time/;

// The database being away rather than a bug (tests/integration/db-outage.test.ts makes each happen):
// refused or dropped connections, an administrator shutdown (57P01), a crash or failover (57P02,
// 57P03: cannot connect now) and "too many connections" (53300). Prisma reports them with the
// adapter's kind or the SQLSTATE; the raw pg pool of the rate limiter with the socket or SQLSTATE code.
const AWAY_CODES = new Set(["57P01", "57P02", "57P03", "53300", "ECONNREFUSED", "ECONNRESET"]);
const AWAY_KINDS = new Set(["DatabaseNotReachable", "TooManyConnections", "ConnectionClosed", "SocketTimeout"]);
const AWAY_MESSAGES = new Set(["Connection terminated unexpectedly"]);

type AdapterCause = { kind?: unknown; originalCode?: unknown; code?: unknown };

function databaseAway(error: Error): boolean {
  const cause = (error as { meta?: { driverAdapterError?: { cause?: AdapterCause } } }).meta?.driverAdapterError?.cause;
  const codes = [(error as { code?: unknown }).code, cause?.originalCode, cause?.code];
  return AWAY_KINDS.has(cause?.kind as string) || codes.some((code) => AWAY_CODES.has(code as string)) || AWAY_MESSAGES.has(error.message);
}

// When the database was last seen away, in this process: middleware.ts then checks it is back
// before rendering a page, and answers the "back in a moment" page while it is not.
const seen = globalThis as unknown as { databaseAwayAt?: number };

/** Whether a request of this process found the database away and it has not been seen back since. */
export function databaseSeenAway(): boolean {
  return seen.databaseAwayAt !== undefined;
}

export function databaseSeenBack(): void {
  seen.databaseAwayAt = undefined;
}

/** A 503 for a database that is away or too busy to answer in time, or null for any other error. */
export function databaseUnavailable(error: unknown): AppError | null {
  if (!(error instanceof Error)) return null;
  if (databaseAway(error)) {
    seen.databaseAwayAt = Date.now();
    return new AppError("unavailable", AWAY_MESSAGE);
  }
  const known = error.name === "PrismaClientKnownRequestError";
  const cancelled = known && QUERY_CANCELLED.test(error.message);
  const notStarted = known && (error as { code?: unknown }).code === "P2028" && TRANSACTION_NOT_STARTED.test(error.message);
  return cancelled || notStarted || POOL_TIMEOUTS.has(error.message) ? new AppError("unavailable", BUSY_MESSAGE) : null;
}
