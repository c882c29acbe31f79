// The pages Next.js keeps after rendering them on request (product, category and reviews pages
// built on their first visit): in Redis when REDIS_URL is set, shared by every instance, else in
// Next's own store (memory, and files under .next/server). Keys in Redis carry the build's id.
// lib/cache/redis-handler.mjs keeps the 'use cache' entries.
//
// A page that answered 404 is never kept: Next would store one (about 177 KB in seven files) for
// every made-up address, never removed, so anyone could fill the disk. Rendering an unknown
// address again costs one indexed lookup.
//
// A search's page (/search/<its parameters>, app/(shop)/search/[query]) is kept in memory only, in
// Next's size-bounded LRU (cacheMaxMemorySize, 50 MB by default): anyone can ask for endless
// searches, and on disk each would stay for good. In Redis its key has a TTL (the page's expire:
// an hour for a text search, lib/catalog/queries.ts).
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

// Next's default handler is a CommonJS module: Node hands over its exports, a bundler its default.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
// Redis only for a server started with REDIS_URL, never during `next build` (as next.config.ts).
const redis = process.env.REDIS_URL && process.env.NEXT_PHASE !== "phase-production-build";
const Base = redis ? (await import("@trieb.work/nextjs-turbo-redis-cache")).default : FileSystemCache;

const SEARCH_PAGE = /(^|\/)search\/[^/]+$/;

export default class PageCache extends Base {
  async set(key, data, ctx) {
    if (data?.kind === "APP_PAGE" && data.status === 404) return;
    if (redis || !this.flushToDisk || !SEARCH_PAGE.test(key)) return super.set(key, data, ctx);
    // FileSystemCache writes to memory, then returns before touching the disk when told not to flush.
    this.flushToDisk = false;
    try {
      return await super.set(key, data, ctx);
    } finally {
      this.flushToDisk = true;
    }
  }
}
