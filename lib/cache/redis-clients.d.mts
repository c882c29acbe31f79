// The types of redis-clients.mjs (plain JavaScript, loaded by Node itself as the cache handlers are).

/** What the module needs of a client of the `redis` package. */
export interface SupervisedRedisClient {
  readonly isReady: boolean;
  readonly isOpen: boolean;
  removeAllListeners(event: "error"): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
  on(event: "ready", listener: () => void): unknown;
  quit(): Promise<unknown>;
  disconnect(): Promise<unknown>;
}

export function redisRetryDelay(retries: number): number;
export const REDIS_SOCKET: { connectTimeout: number; reconnectStrategy: (retries: number) => number };
export function redisFailed(error: Error, now?: number): void;
export function redisAnswered(now?: number): void;
export function superviseRedisClient<C extends SupervisedRedisClient>(client: C): C;
export function superviseHandlerClients<H extends { client: unknown }>(handler: H): H;
export function closeRedisClients(limitMs: number): Promise<void>;
