import { AppError } from "@/lib/errors";

export const BUSY_MESSAGE = "The shop is busy. Please try again in a moment.";

// How Prisma 7 with @prisma/adapter-pg reports the two limits of lib/db.ts (found by trying):
// - no connection free in time: pg-pool's own Error, passed through unwrapped;
// - a statement cancelled by statement_timeout (SQLSTATE 57014): a PrismaClientKnownRequestError
//   (P2010 for raw queries, P2039 for model queries) whose only trace of the code is its message.
const POOL_TIMEOUTS = new Set(["timeout exceeded when trying to connect", "Connection terminated due to connection timeout"]);
const QUERY_CANCELLED = /\bCode: `57014`/;

/** A 503 for a database that is too busy to answer in time, or null for any other error. */
export function databaseUnavailable(error: unknown): AppError | null {
  if (!(error instanceof Error)) return null;
  const cancelled = error.name === "PrismaClientKnownRequestError" && QUERY_CANCELLED.test(error.message);
  return cancelled || POOL_TIMEOUTS.has(error.message) ? new AppError("unavailable", BUSY_MESSAGE) : null;
}
