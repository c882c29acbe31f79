import type { createClient } from "redis";
import { onShutdown } from "@/lib/shutdown";
import { closeRedisClients, REDIS_SOCKET, superviseRedisClient } from "./redis-clients.mjs";

// The server's one Redis connection (REDIS_URL) for its own commands: rate-limit counters and the
// readiness check. The cache handlers (lib/cache/redis-handler.mjs, isr-handler.mjs) open theirs
// through the same `redis` package; every one of them retries and is closed alike (redis-clients.mjs).
// Also loaded by scripts/serve.ts, so not server-only.
export type RedisClient = ReturnType<typeof createClient>;

const store = globalThis as unknown as { redis?: Promise<RedisClient> };
/** How long stopping waits for Redis clients to say QUIT before cutting them. */
const CLOSE_MS = 2_000;

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
      connectTimeout: REDIS_SOCKET.connectTimeout,
      reconnectStrategy: (retries, cause) => (connected ? REDIS_SOCKET.reconnectStrategy(retries) : cause),
    },
  });
  client.on("ready", () => (connected = true));
  // A failed first connect closes the client and is its caller's to tell (start-up stops, readiness answers 503).
  client.on("error", () => {});
  await client.connect();
  superviseRedisClient(client);
  onShutdown("redis", () => {
    store.redis = undefined;
    return closeRedisClients(CLOSE_MS);
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
