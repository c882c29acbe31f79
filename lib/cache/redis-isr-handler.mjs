// The pages Next.js keeps after rendering them (prerendered shells, product pages built on their
// first visit) in Redis (REDIS_URL), shared by every instance. Loaded by next.config.ts only when a
// server starts with REDIS_URL; lib/cache/redis-handler.mjs does the same for 'use cache'.
export { default } from "@trieb.work/nextjs-turbo-redis-cache";
