// 'use cache' entries and their tags in Redis (REDIS_URL), shared by every instance, so a tag
// expired on one instance holds on all of them (each learns it from Redis's keyspace events).
// Keys carry the build's id: a new deploy never serves the last one's entries. Loaded by
// next.config.ts only when a server starts with REDIS_URL. Its clients retry, tell an outage and
// close like the server's own (redis-clients.mjs).
import { getRedisCacheComponentsHandler } from "@trieb.work/nextjs-turbo-redis-cache";
import { REDIS_SOCKET, superviseHandlerClients } from "./redis-clients.mjs";

export default superviseHandlerClients(getRedisCacheComponentsHandler({ socketOptions: REDIS_SOCKET }));
