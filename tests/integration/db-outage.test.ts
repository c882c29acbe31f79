import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startEmbeddedDb, type EmbeddedDb } from "../../scripts/lib/embedded-db";
import { applyMigrations } from "../../scripts/lib/migrate";
import { freePort } from "../support/free-port";

// A PostgreSQL of this file's own, so it can be stopped, started and shut down under the server code.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "kurta-outage-"));
const port = await freePort();
let server: EmbeddedDb = await startEmbeddedDb({ dataDir, port, database: "shop", fresh: true, unsafeFast: true });
await applyMigrations(server.url);
process.env.DATABASE_URL = server.url;
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-kurta-client-ip": "10.9.9.8" }) }));

const { GET: categories } = await import("@/app/api/v1/products/category/route");
const { POST: signin } = await import("@/app/api/v1/user/signin/route");
const { GET: getMyCart } = await import("@/app/api/v1/order/getMyCart/route");
const { NextRequest } = await import("next/server");
const { middleware } = await import("@/middleware");
const { onRequestError } = await import("@/instrumentation");
const { getDb } = await import("@/lib/db");
const { AWAY_MESSAGE, databaseSeenBack } = await import("@/lib/db-errors");
const { runAction } = await import("@/lib/http/action");
const { APP_ORIGIN, call, signupAndLogin } = await import("../support/api");

const db = getDb();
let token = "";
beforeAll(async () => {
  token = (await signupAndLogin()).token;
});
afterAll(async () => {
  await db.$disconnect();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function expectAway({ status, body, response }: Awaited<ReturnType<typeof call>>) {
  expect(status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("5");
  expect(body).toEqual({ success: false, message: AWAY_MESSAGE });
}

describe("a database that is stopped", () => {
  it("answers 503 with Retry-After to every call that needs it, and recovers when it is back", async () => {
    expect((await call(categories, { path: "/api/v1/products/category" })).status).toBe(200);
    await server.stop();
    try {
      expectAway(await call(categories, { path: "/api/v1/products/category" }));
      expectAway(await call(signin, { path: "/api/v1/user/signin", json: { email: "a@example.com", password: "whatever-1" } }));
      expectAway(await call(getMyCart, { path: "/api/v1/order/getMyCart", token }));
      expect(await runAction(() => db.category.count())).toEqual({ ok: false, message: AWAY_MESSAGE, code: "unavailable" });
    } finally {
      server = await startEmbeddedDb({ dataDir, port, database: "shop" });
    }
    expect((await call(categories, { path: "/api/v1/products/category" })).status).toBe(200);
    expect((await call(getMyCart, { path: "/api/v1/order/getMyCart", token })).status).toBe(200);
  });
});

async function openPage(path: string) {
  return middleware(new NextRequest(new URL(path, APP_ORIGIN)));
}

describe("pages while the database is stopped", () => {
  it("answer the 'back in a moment' page with status 503 once a request has found it away, until it is back", async () => {
    databaseSeenBack();
    await server.stop();
    try {
      // No request has failed yet: pages render as usual (a cached one needs no database).
      expect((await openPage("/")).headers.get("x-middleware-next")).toBe("1");
      // A page fails on the database (Next.js reports it to instrumentation.ts)...
      const failure = await db.category.count().then(
        () => null,
        (error: unknown) => error,
      );
      await onRequestError(failure, { path: "/", method: "GET", headers: {} }, {} as Parameters<typeof onRequestError>[2]);
      // ...so every page now answers 503 before anything renders.
      for (const path of ["/", "/product/anything", "/login"]) {
        const page = await openPage(path);
        expect([path, page.status, page.headers.get("retry-after")]).toEqual([path, 503, "5"]);
        expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
        const html = await page.text();
        expect(html).toContain("<h1>Back in a moment</h1>");
        expect(html).toContain(AWAY_MESSAGE);
      }
    } finally {
      server = await startEmbeddedDb({ dataDir, port, database: "shop" });
    }
    expect((await openPage("/")).headers.get("x-middleware-next")).toBe("1");
    expect((await openPage("/product/anything")).headers.get("x-middleware-next")).toBe("1");
  });
});

describe("a database that ends or refuses connections", () => {
  it("maps an administrator shutdown of the connection (57P01) to 503", async () => {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    try {
      const sleeping = runAction(() => db.$queryRaw`SELECT pg_sleep(20) AS outage_probe`);
      await expect
        .poll(
          async () =>
            (await admin.query("SELECT 1 FROM pg_stat_activity WHERE query LIKE '%outage_probe%' AND pid <> pg_backend_pid()")).rowCount,
        )
        .toBe(1);
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE '%outage_probe%' AND pid <> pg_backend_pid()",
      );
      expect(await sleeping).toEqual({ ok: false, message: AWAY_MESSAGE, code: "unavailable" });
    } finally {
      await admin.end();
    }
  });

  it("maps too many connections (53300) to 503", async () => {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    const { PrismaClient } = await import("@/lib/generated/prisma/client");
    const { toAppError } = await import("@/lib/to-app-error");
    await db.$executeRawUnsafe("CREATE ROLE limited LOGIN PASSWORD 'limited' CONNECTION LIMIT 0");
    const limited = new PrismaClient({
      adapter: new PrismaPg({ connectionString: server.url.replace("postgres:postgres@", "limited:limited@") }),
    });
    try {
      for (const attempt of [limited.user.count(), limited.$queryRaw`SELECT 1`]) {
        const error = await attempt.then(
          () => null,
          (failure: unknown) => failure,
        );
        expect(toAppError(error)).toMatchObject({ status: 503, message: AWAY_MESSAGE });
      }
    } finally {
      await limited.$disconnect();
    }
  });
});
