// Every Redis client of a server process, ours (lib/cache/redis.ts) and the shared cache handlers'
// (redis-handler.mjs, isr-handler.mjs): how each retries while Redis is away, how the outage is
// told, and how they are all closed when the process stops. Plain JavaScript, as the handlers are
// loaded by Node itself; the state lives on globalThis, as the server's entry and the bundled app
// each load their own copy of this module.
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 10_000;
const REPEAT_MS = 60_000;

/** @type {{ redisClients?: Set<import("./redis-clients.d.mts").SupervisedRedisClient>, redisOutage?: { since: number, told: number, attempts: number } | null }} */
const store = /** @type {any} */ (globalThis);

/**
 * The wait before reconnect attempt `retries`: 100 ms doubling to 10 s, each drawn from its upper half
 * so that instances that lost Redis together do not all knock at once when it comes back.
 * @param {number} retries
 */
export function redisRetryDelay(retries) {
  const ceiling = Math.min(RETRY_FIRST_MS * 2 ** Math.min(retries, 20), RETRY_MAX_MS);
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

/** Socket options of every client: a time limit on each connect, and the backoff above. */
export const REDIS_SOCKET = { connectTimeout: 2_000, reconnectStrategy: redisRetryDelay };

/**
 * One failed attempt of any client: the first of an outage is logged, then one line a minute while it
 * lasts (with the attempts since), never one a attempt.
 * @param {Error} error
 * @param {number} [now]
 */
export function redisFailed(error, now = Date.now()) {
  const outage = store.redisOutage;
  if (!outage) {
    store.redisOutage = { since: now, told: now, attempts: 1 };
    console.error(`Redis cannot be reached (${error.message}); retrying with backoff up to every ${RETRY_MAX_MS / 1000} s.`);
    return;
  }
  outage.attempts += 1;
  if (now - outage.told < REPEAT_MS) return;
  outage.told = now;
  console.error(
    `Redis still cannot be reached after ${Math.round((now - outage.since) / 1000)} s (${outage.attempts} failed attempts); retrying.`,
  );
}

/** A client is ready again: the outage, if any, is over. @param {number} [now] */
export function redisAnswered(now = Date.now()) {
  const outage = store.redisOutage;
  if (!outage) return;
  store.redisOutage = null;
  console.log(`Redis answers again, after ${Math.round((now - outage.since) / 1000)} s.`);
}

/**
 * Takes a client into the process's care: its errors go to the outage log above (any listener the
 * client came with, such as a cache handler's, which logged each attempt and reconnected on its own,
 * is removed: the backoff of REDIS_SOCKET reconnects it), and closeRedisClients closes it.
 * @template {import("./redis-clients.d.mts").SupervisedRedisClient} C
 * @param {C} client
 * @returns {C}
 */
export function superviseRedisClient(client) {
  client.removeAllListeners("error");
  client.on("error", (/** @type {Error} */ error) => redisFailed(error));
  client.on("ready", () => redisAnswered());
  (store.redisClients ??= new Set()).add(client);
  return client;
}

/**
 * Closes every supervised client: QUIT on a connected one, waiting at most `limitMs`; a client that
 * is reconnecting (its QUIT would wait for Redis to come back) or has not answered by then is cut.
 * @param {number} limitMs
 */
export async function closeRedisClients(limitMs) {
  const clients = [...(store.redisClients ?? [])];
  store.redisClients?.clear();
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, limitMs)));
  await Promise.race([Promise.allSettled(clients.map((client) => (client.isReady ? client.quit() : Promise.reject()))), late]);
  clearTimeout(timer);
  for (const client of clients) if (client.isOpen) await client.disconnect().catch(() => {});
}

/**
 * A cache handler of @trieb.work/nextjs-turbo-redis-cache with its clients supervised: its own, and
 * the subscriber of each of its synced maps (the tags, kept in step through Redis's pub/sub).
 * @template {{ client: any }} H
 * @param {H} handler
 * @returns {H}
 */
export function superviseHandlerClients(handler) {
  superviseRedisClient(handler.client);
  for (const map of Object.values(handler))
    if (map && typeof map === "object" && "subscriberClient" in map) superviseRedisClient(map.subscriberClient);
  return handler;
}
