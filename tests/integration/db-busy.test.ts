import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";

// A pool of two connections, a short wait for one and a short statement timeout, set before
// lib/db makes the client (each test file has its own modules).
vi.hoisted(() => {
  Object.assign(process.env, { DB_POOL_SIZE: "2", DB_CONNECT_TIMEOUT_MS: "2000", DB_STATEMENT_TIMEOUT_MS: "3000" });
});
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-kurta-client-ip": "10.9.9.9" }) }));

const { GET: categories } = await import("@/app/api/v1/products/category/route");
const { getDb } = await import("@/lib/db");
const { BUSY_MESSAGE, databaseUnavailable } = await import("@/lib/db-errors");
const { runAction } = await import("@/lib/http/action");
const { call } = await import("../support/api");

const db = getDb();
afterAll(() => db.$disconnect());

/** Keeps every connection of the pool inside an open transaction until the returned function is called. */
async function holdThePool(): Promise<() => Promise<void>> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = await Promise.all([1, 2].map(() => holdOneConnection(gate)));
  return async () => {
    release();
    await Promise.all(held.map((hold) => hold.transaction));
  };
}

/**
 * One transaction that holds its connection until `gate` opens. On a loaded machine opening a
 * connection can take longer than this file's 2 s DB_CONNECT_TIMEOUT_MS: such a try is made again,
 * any other failure fails the test.
 */
async function holdOneConnection(gate: Promise<void>, triesLeft = 5): Promise<{ transaction: Promise<void> }> {
  let began!: () => void;
  const start = new Promise<void>((resolve) => (began = resolve));
  const transaction = db.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT 1`;
      began();
      await gate;
    },
    { timeout: 60_000, maxWait: 60_000 },
  );
  try {
    await Promise.race([start, transaction]);
    // Wrapped: an async function returning the transaction itself would wait for it to end.
    return { transaction };
  } catch (error) {
    if (triesLeft > 1 && databaseUnavailable(error)?.message === BUSY_MESSAGE) return holdOneConnection(gate, triesLeft - 1);
    throw error;
  }
}

describe("a pool with no free connection", () => {
  it("answers 503 with a message instead of making the request wait", async () => {
    const release = await holdThePool();
    try {
      const { status, body } = await call(categories, { path: "/api/v1/products/category" });
      expect(status).toBe(503);
      expect(body).toEqual({ success: false, message: BUSY_MESSAGE });

      const result = await runAction(() => db.category.count());
      expect(result).toEqual({ ok: false, message: BUSY_MESSAGE, code: "unavailable" });
    } finally {
      await release();
    }
    // Once connections are free again, the same request works.
    expect((await call(categories, { path: "/api/v1/products/category" })).status).toBe(200);
  });
});

describe("a statement that runs past DB_STATEMENT_TIMEOUT_MS", () => {
  it("is cancelled by PostgreSQL, and the request answers 503", async () => {
    // Another session locks the table, so the route's query waits until its timeout cancels it.
    const locker = new pg.Client({ connectionString: process.env.DATABASE_URL! });
    await locker.connect();
    try {
      await locker.query('BEGIN; LOCK TABLE "Category" IN ACCESS EXCLUSIVE MODE');
      const { status, body } = await call(categories, { path: "/api/v1/products/category" });
      expect(status).toBe(503);
      expect(body).toEqual({ success: false, message: BUSY_MESSAGE });
    } finally {
      await locker.query("ROLLBACK");
      await locker.end();
    }
  });

  it("cancels a raw query too, and the action door answers the same message", async () => {
    const result = await runAction(() => db.$queryRaw`SELECT pg_sleep(30)`);
    expect(result).toEqual({ ok: false, message: BUSY_MESSAGE, code: "unavailable" });
  });
});

describe("databaseUnavailable", () => {
  it("leaves every other error alone", async () => {
    const unique = await db.category
      .create({ data: { name: "Twice", slug: "twice", image: "/twice.webp" } })
      .then(() => db.category.create({ data: { name: "Twice", slug: "twice", image: "/twice.webp" } }))
      .catch((error: unknown) => error);
    expect(unique).toBeInstanceOf(Error);
    expect(databaseUnavailable(unique)).toBeNull();
    expect(databaseUnavailable(new Error("boom"))).toBeNull();
    expect(databaseUnavailable("timeout exceeded when trying to connect")).toBeNull();
  });
});
