import { Agent, request } from "node:http";
import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";
import { freePort } from "../support/free-port";
import { createDatabase, dropDatabase, uniqueName } from "../support/databases";
import { applyMigrations } from "../../scripts/lib/migrate";
import { stopAll } from "./support/processes";
import { startRedis } from "./support/redis";
import { shopEnv, startShop, type Shop } from "./support/shop";
import { startProcess, waitFor } from "./support/processes";
import { inject } from "vitest";

// What a load balancer sees: liveness, readiness naming what failed (and nothing secret), and an
// instance that finishes its requests when told to stop.
afterAll(stopAll);

describe("health endpoints", () => {
  test("liveness and readiness answer 200, never cached, and odd requests get 4xx or the normal answer", async () => {
    const shop = await startShop();
    const live = await shop.fetch("/api/health");
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    expect(live.headers.get("cache-control")).toContain("no-store");
    const ready = await shop.fetch("/api/health/ready");
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toContain("no-store");
    expect(await ready.json()).toEqual({ status: "ok", checks: { database: "ok", migrations: "ok" } });

    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      for (const path of ["/api/health", "/api/health/ready"])
        expect(`${method} ${path} ${(await shop.fetch(path, { method })).status}`).toBe(`${method} ${path} 405`);
    }
    expect((await shop.fetch("/api/health", { method: "HEAD" })).status).toBe(200);
    expect((await shop.fetch(`/api/health/ready?${"a=1&".repeat(1500)}`)).status).toBe(200);
    expect((await shop.fetch("/api/health?%00%ED%A0%80")).status).toBe(200);
    const hugeHeader = await rawStatus(shop, "/api/health", { "x-padding": "a".repeat(64 * 1024) });
    expect(hugeHeader).toBe(431);
    // Neither is rate-limited: a load balancer polls often.
    const polls = await Promise.all(Array.from({ length: 60 }, () => shop.fetch("/api/health/ready").then((response) => response.status)));
    expect(new Set(polls)).toEqual(new Set([200]));
  });

  test("a kept-alive connection idle for longer than Node's 5 s still carries the next request, as a load balancer reuses it", async () => {
    const shop = await startShop();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await onAgent(shop, "/api/health", agent)).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await onAgent(shop, "/api/health", agent)).toEqual({ status: 200, reused: true });
    agent.destroy();
  });

  test("readiness answers 503 naming the database when it cannot be reached, without its address or password", async () => {
    const port = await freePort();
    const shop = await startShop({ env: { DATABASE_URL: `postgresql://shopuser:s3cret-pass@127.0.0.1:${port}/kurta` } });
    const response = await shop.fetch("/api/health/ready");
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: "unavailable", checks: { database: "failed", migrations: "failed" } });
    for (const secret of ["s3cret", "shopuser", "127.0.0.1", String(port), "Error", "    at "]) expect(text).not.toContain(secret);
    expect((await shop.fetch("/api/health")).status).toBe(200);
  });

  test("readiness answers 503 when a migration on disk is not applied", async () => {
    const DATABASE_URL = inject("systemEnv").DATABASE_URL!;
    const name = uniqueName("kurta_behind");
    const url = await createDatabase(DATABASE_URL, name);
    try {
      await applyMigrations(url);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DELETE FROM "_prisma_migrations" WHERE migration_name = (SELECT max(migration_name) FROM "_prisma_migrations")`);
      await client.end();
      const shop = await startShop({ env: { DATABASE_URL: url } });
      const response = await shop.fetch("/api/health/ready");
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "unavailable", checks: { database: "ok", migrations: "behind" } });
      await shop.proc.stop();
    } finally {
      await dropDatabase(DATABASE_URL, name);
    }
  });

  test("with REDIS_URL: ready while Redis answers, 503 naming Redis once it stops; an instance whose Redis is down does not start", async () => {
    const redis = await startRedis();
    const shop = await startShop({ env: { REDIS_URL: redis.url } });
    expect(await shop.api("/api/health/ready")).toEqual({
      status: 200,
      body: { status: "ok", checks: { database: "ok", migrations: "ok", redis: "ok" } },
    });
    await redis.stop();
    const down = await shop.fetch("/api/health/ready");
    expect(down.status).toBe(503);
    const text = await down.text();
    expect(JSON.parse(text)).toEqual({ status: "unavailable", checks: { database: "ok", migrations: "ok", redis: "failed" } });
    expect(text).not.toContain(new URL(redis.url).port);

    const refused = startProcess(
      process.execPath,
      ["--import", "tsx", "scripts/serve.ts"],
      shopEnv({ REDIS_URL: redis.url, PORT: String(await freePort()) }),
    );
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain(`REDIS_URL is set, but Redis at 127.0.0.1:${new URL(redis.url).port} does not answer`);
  });
});

describe("graceful shutdown", () => {
  test("on SIGTERM readiness answers 503 at once, the server accepts for SHUTDOWN_DELAY_MS, then refuses new connections, finishes what it took, and exits 0", async () => {
    // Long enough for a busy machine to take every connection the test makes before the listener closes.
    const shop = await startShop({ env: { SHUTDOWN_DELAY_MS: "10000" } });
    // Requests in flight: their bodies are still arriving when the signal comes.
    const inFlight = await Promise.all(Array.from({ length: 3 }, () => slowSignIn(shop)));
    // 24 requests, each on a new connection, sent just before the signal, as a load balancer sends
    // them until it has seen the instance leave.
    const burst = Array.from({ length: 24 }, () => statusOnNewConnection(shop, "/search?search=kurta"));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const exited = shop.proc.stop("SIGTERM");
    await waitFor("the server to take the signal", async () => shop.proc.output().includes("SIGTERM: "));

    const ready = await shop.fetch("/api/health/ready");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "unavailable", checks: { shutdown: "draining" } });
    // Still alive, and still taking requests while the load balancer notices.
    expect((await shop.fetch("/api/health")).status).toBe(200);
    expect(await Promise.all(burst)).toEqual(burst.map(() => 200));

    await waitFor("the listener to close", async () => shop.proc.output().includes("No longer accepting connections"));
    await expect(fetch(`${shop.url}/api/health`)).rejects.toThrow();
    const answers = await Promise.all(inFlight.map((send) => send()));
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({ success: false });
    }
    expect(await exited).toBe(0);
  });
});

describe("stopping with Redis gone", () => {
  test("Redis lost is told once, not once a retry, and SIGTERM still ends the process with every client closed", async () => {
    const redis = await startRedis();
    const shop = await startShop({ env: { REDIS_URL: redis.url } });
    // Cached pages, so that the shared cache handlers and their clients are at work.
    for (const path of ["/", "/search?search=kurta"]) expect((await shop.fetch(path)).status).toBe(200);
    // Read before the stop: the server may tell the loss before redis.stop() has seen Redis exit.
    const sinceLoss = shop.proc.output().length;
    await redis.stop();
    await waitFor(
      "readiness to name Redis",
      async () => (await shop.api<{ checks: { redis?: string } }>("/api/health/ready")).body.checks.redis === "failed",
    );
    // Requests go on meanwhile (each cache handler reaches for Redis), and every client retries.
    await Promise.all(["/", "/search?search=kurta", "/api/health"].map((path) => shop.fetch(path).then((response) => response.text())));
    // Then nothing asks for 5 s, while every client retries: the retries are not told one by one.
    const quietFrom = shop.proc.output().length;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const redisLines = (from: number) =>
      shop.proc
        .output()
        .slice(from)
        .split("\n")
        .filter((line) => /redis/i.test(line));
    expect(redisLines(sinceLoss).filter((line) => line.startsWith("Redis cannot be reached"))).toEqual([
      expect.stringMatching(/^Redis cannot be reached \(.*\); retrying with backoff up to every 10 s\.$/),
    ]);
    expect(redisLines(quietFrom)).toEqual([]);

    expect(await shop.proc.stop("SIGTERM")).toBe(0);
    expect(shop.proc.output()).toContain("Stopped.");
  });
});

/** A GET on a connection of its own: its status, or the error that ended it (ECONNRESET, ECONNREFUSED). */
function statusOnNewConnection(shop: Shop, path: string): Promise<number | string> {
  const { port } = new URL(shop.url);
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path, agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

/** Starts a sign-in whose body is half sent; the returned function sends the rest and reads the answer. */
async function slowSignIn(shop: Shop): Promise<() => Promise<{ status: number; body: string }>> {
  const body = JSON.stringify({ email: "nobody@example.com", password: "Wrong-password-1" });
  const { port } = new URL(shop.url);
  const req = request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/v1/user/signin",
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), "x-forwarded-for": "192.0.2.44" },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on("response", (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
  });
  req.write(body.slice(0, 10));
  await new Promise((resolve) => setTimeout(resolve, 300));
  return async () => {
    req.end(body.slice(10));
    return answer;
  };
}

function rawStatus(shop: Shop, path: string, headers: Record<string, string>): Promise<number> {
  const { port } = new URL(shop.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

/** A GET through `agent`, and whether it went on a connection the agent had kept open. */
function onAgent(shop: Shop, path: string, agent: Agent): Promise<{ status: number; reused: boolean }> {
  const { port } = new URL(shop.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on("error", reject);
    req.end();
  });
}
