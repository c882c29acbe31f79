import { execFileSync } from "node:child_process";
import { createClient } from "redis";
import { freePort } from "../../support/free-port";
import { startProcess, waitFor, type Proc } from "./processes";

// A real Redis (Debian's redis-server, which .ci/run installs) of the test's own, on a free port,
// with the keyspace events the shared cache handler listens to.
export type TestRedis = { url: string; proc: Proc; stop: () => Promise<unknown> };

export async function startRedis(): Promise<TestRedis> {
  try {
    execFileSync("redis-server", ["--version"], { stdio: "ignore" });
  } catch {
    throw new Error("redis-server is not installed (Debian: apt-get install redis-server; .ci/run does it).");
  }
  const port = await freePort();
  const proc = startProcess(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--notify-keyspace-events", "Exe"],
    process.env,
    "redis",
  );
  const url = `redis://127.0.0.1:${port}`;
  await waitFor("Redis to answer", async () => {
    const client = createClient({ url, socket: { reconnectStrategy: false } });
    client.on("error", () => {});
    try {
      await client.connect();
      return (await client.ping()) === "PONG";
    } finally {
      await client.disconnect().catch(() => {});
    }
  });
  return { url, proc, stop: () => proc.stop() };
}
