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
import { readFileSync } from "node:fs";
import path from "node:path";
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { REDIS_SOCKET, superviseHandlerClients } from "./redis-clients.mjs";

// Next's default handler is a CommonJS module: Node hands over its exports, a bundler its default.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
// Redis only for a server started with REDIS_URL, never during `next build` (as next.config.ts).
const redis = process.env.REDIS_URL && process.env.NEXT_PHASE !== "phase-production-build";
const Base = redis ? await redisPages() : FileSystemCache;

/**
 * The library's CachedHandler (one handler for the process, whatever number of instances Next
 * makes, its keys prefixed by KEY_PREFIX, else the build's id), with its clients supervised
 * (redis-clients.mjs): the library's own would keep the clients out of reach.
 */
async function redisPages() {
  const { RedisStringsHandler } = await import("@trieb.work/nextjs-turbo-redis-cache");
  /** @type {InstanceType<typeof RedisStringsHandler> | undefined} */
  let shared;
  return class RedisPages {
    constructor(options) {
      shared ??= superviseHandlerClients(
        new RedisStringsHandler({ ...options, keyPrefix: keyPrefix(options.serverDistDir), socketOptions: REDIS_SOCKET }),
      );
    }
    get(...args) {
      return shared.get(...args);
    }
    set(...args) {
      return shared.set(...args);
    }
    revalidateTag(...args) {
      return shared.revalidateTag(...args);
    }
    resetRequestCache() {
      return shared.resetRequestCache();
    }
  };
}

function keyPrefix(serverDistDir) {
  if (process.env.KEY_PREFIX) return process.env.KEY_PREFIX;
  if (process.env.VERCEL_URL) return process.env.VERCEL_URL;
  try {
    return readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim() || "UNDEFINED_URL_";
  } catch {
    return "UNDEFINED_URL_";
  }
}

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
