// The pages Next.js keeps after rendering them on request (product, category and reviews pages
// built on their first visit): in Redis when REDIS_URL is set, shared by every instance, else in
// Next's own store (memory, and files under .next/server). Keys in Redis carry the build's id.
// lib/cache/redis-handler.mjs keeps the 'use cache' entries.
//
// A page that answered 404 is never kept: Next would store one (about 177 KB in seven files) for
// every made-up address, never removed, so anyone could fill the disk. Rendering an unknown
// address again costs one indexed lookup.
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

// Next's default handler is a CommonJS module: Node hands over its exports, a bundler its default.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
// Redis only for a server started with REDIS_URL, never during `next build` (as next.config.ts).
const redis = process.env.REDIS_URL && process.env.NEXT_PHASE !== "phase-production-build";
const Base = redis ? (await import("@trieb.work/nextjs-turbo-redis-cache")).default : FileSystemCache;

export default class PageCache extends Base {
  async set(key, data, ctx) {
    if (data?.kind === "APP_PAGE" && data.status === 404) return;
    return super.set(key, data, ctx);
  }
}
