// 'use cache' entries and their tags in Redis (REDIS_URL), shared by every instance, so a tag
// expired on one instance holds on all of them. Loaded by next.config.ts only when REDIS_URL is set.
import { redisCacheHandler } from "@trieb.work/nextjs-turbo-redis-cache";

export default redisCacheHandler;
