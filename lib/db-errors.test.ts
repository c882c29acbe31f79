import { describe, expect, it } from "vitest";
import { AWAY_MESSAGE, BUSY_MESSAGE, databaseUnavailable } from "./db-errors";

// The shapes Prisma 7 with @prisma/adapter-pg gives a FATAL error of PostgreSQL that it has no
// kind for (as seen for 57P01 in tests/integration/db-outage.test.ts), and pg's own DatabaseError.
function prismaError(code: string): Error {
  const cause = { originalCode: code, kind: "postgres", code, severity: "FATAL", message: "the database system is shutting down" };
  return Object.assign(new Error(`Raw query failed. Code: \`${code}\`.`), {
    name: "PrismaClientKnownRequestError",
    code: "P2010",
    meta: { driverAdapterError: { name: "DriverAdapterError", cause } },
  });
}

describe("databaseUnavailable", () => {
  it.each(["57P01", "57P02", "57P03", "53300"])("takes SQLSTATE %s for the database being away", (code) => {
    expect(databaseUnavailable(prismaError(code))).toMatchObject({ code: "unavailable", message: AWAY_MESSAGE, retryAfterSeconds: 5 });
    expect(databaseUnavailable(Object.assign(new Error("terminating connection"), { code, severity: "FATAL" }))).toMatchObject({
      message: AWAY_MESSAGE,
    });
  });

  it("leaves other SQLSTATEs alone", () => {
    expect(databaseUnavailable(prismaError("22021"))).toBeNull();
    expect(databaseUnavailable(Object.assign(new Error("duplicate"), { code: "23505" }))).toBeNull();
  });

  it("answers busy when a transaction found no connection in time, and leaves a transaction's other errors alone", () => {
    const transactionError = (message: string) =>
      Object.assign(new Error(`Transaction API error: ${message}`), { name: "PrismaClientKnownRequestError", code: "P2028" });
    expect(databaseUnavailable(transactionError("Unable to start a transaction in the given time."))).toMatchObject({
      code: "unavailable",
      message: BUSY_MESSAGE,
    });
    expect(
      databaseUnavailable(transactionError("Transaction already closed: A commit cannot be executed on an expired transaction.")),
    ).toBeNull();
  });
});
