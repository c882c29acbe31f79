import type { createClient } from "redis";
import { onShutdown } from "@/lib/shutdown";

// The server's one Redis connection (REDIS_URL) for its own commands: rate-limit counters and the
// readiness check. The cache handlers (lib/cache/redis-handler.mjs) open theirs through the same
// `redis` package, which they require. Also loaded by scripts/serve.ts, so not server-only.
export type RedisClient = ReturnType<typeof createClient>;

const store = globalThis as unknown as { redis?: Promise<RedisClient> };

/** Connected on first use; a failed connect is forgotten, so the next call tries again. */
export function getRedis(url: string): Promise<RedisClient> {
  store.redis ??= connect(url).catch((error: unknown) => {
    store.redis = undefined;
    throw error;
  });
  return store.redis;
}

async function connect(url: string): Promise<RedisClient> {
  // Loaded on first use: a shop without REDIS_URL never needs the package (0.8 s of CPU each time it is imported).
  const { createClient } = await import("redis");
  let connected = false;
  // Once connected, commands fail at once while the connection is down (no offline queue), so a
  // request answers instead of waiting for Redis to come back; the client reconnects meanwhile.
  // The first connect is not retried: its caller answers, and the next use tries again.
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries, cause) => (connected ? Math.min(retries * 100, 2_000) : cause),
    },
  });
  client.on("error", (error: Error) => console.warn(`redis: ${error.message}`));
  client.on("ready", () => (connected = true));
  await client.connect();
  onShutdown("redis", () => {
    store.redis = undefined;
    return client.quit();
  });
  return client;
}

/** For start-up: a server configured for Redis that cannot reach it stops with this message. */
export async function assertRedisAnswers(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  try {
    const client = await getRedis(url);
    await client.ping();
  } catch {
    throw new Error(
      `REDIS_URL is set, but Redis at ${hostname}:${port || 6379} does not answer. Start it, or unset REDIS_URL to run one instance without it.`,
    );
  }
}
