import "server-only";
import { createHash } from "node:crypto";
import { cacheLife, cacheTag } from "next/cache";
import { CATALOG_TAG } from "@/lib/cache/tags";
import { log } from "@/lib/log";
import { nextGstChange } from "@/lib/pricing";
import { loadSales, type Sales } from "@/lib/promotions/sale-prices";
import { FEEDS, feedStream, type FeedName } from "./feed-stream";
import { recordFeedRead } from "./reads";

// GET /feeds/google.xml and /feeds/meta.csv (decision 102). A feed is never held whole: it is streamed
// from the database on each full read. What is kept is its version: a stamp renewed whenever the
// catalogue's tag expires (every price, stock or sale saved calls revalidateProducts or expires
// CATALOG_TAG), with the sales and GST rates in force. A reader sending the version back gets 304
// without the catalogue being read; a sale starting or ending, or new GST rates, change it at that instant.

/** The longest a reader (or a CDN) may keep a feed without asking again. */
const MAX_AGE_SECONDS = 300;

/** When the catalogue last changed, as far as the shop's cache knows: renewed when CATALOG_TAG expires. */
async function cachedCatalogStamp(): Promise<string> {
  "use cache";
  cacheLife("catalog");
  cacheTag(CATALOG_TAG);
  return new Date().toISOString();
}

/** The feed's version: the catalogue's stamp, the sales in force and the GST rates' next change. */
export function feedVersion(feed: FeedName, stamp: string, sales: Sales): string {
  const inForce = sales.rules.map((rule) => rule.id).sort();
  const key = JSON.stringify([feed, stamp, inForce, nextGstChange(sales.at)?.toISOString() ?? null]);
  return `"${createHash("sha256").update(key).digest("base64url").slice(0, 27)}"`;
}

/** How long the feed read at `sales.at` may be kept: MAX_AGE_SECONDS, or less when a sale or GST rate changes sooner. */
export function feedMaxAge(sales: Sales): number {
  const changes = [sales.nextChange, nextGstChange(sales.at)].filter((change): change is Date => change !== null);
  const untilChange = Math.min(...changes.map((change) => Math.floor((change.getTime() - sales.at.getTime()) / 1000)));
  return Math.max(0, Math.min(MAX_AGE_SECONDS, untilChange));
}

/** The feed's response for this request, with its baseUrl (APP_URL). */
export async function serveFeed(feed: FeedName, request: Request, baseUrl: string): Promise<Response> {
  const [sales, stamp] = await Promise.all([loadSales(), cachedCatalogStamp()]);
  const etag = feedVersion(feed, stamp, sales);
  const headers = {
    "Content-Type": FEEDS[feed].contentType,
    "Cache-Control": `public, max-age=${feedMaxAge(sales)}`,
    ETag: etag,
  };
  await recordFeedRead(feed, request.headers.get("user-agent") ?? "", sales.at).catch((error: unknown) =>
    log.warn({ err: error, feed }, "feed read not recorded"),
  );
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(feedStream(feed, sales, baseUrl), { headers });
}
