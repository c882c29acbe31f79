import "server-only";
import type { Sales } from "@/lib/promotions/sale-prices";
import { feedItems, type FeedItem } from "./feed-items";
import { GOOGLE_FEED_TAIL, googleFeedHead, googleFeedItem, saleWindow } from "./google-feed";
import { metaFeedHead, metaFeedRow } from "./meta-feed";

// A feed as a byte stream: its head, then its items as they are read (batch by batch), then its tail.
// The stream is pulled: nothing more is read from the database until the reader has taken what came before.

export const FEEDS = {
  google: { path: "/feeds/google.xml", contentType: "application/xml; charset=utf-8", label: "Google Merchant Center" },
  meta: { path: "/feeds/meta.csv", contentType: "text/csv; charset=utf-8", label: "Meta Commerce Manager" },
} as const;
export type FeedName = keyof typeof FEEDS;

type Writer = { head: string; item: (item: FeedItem, window: string | null) => string; tail: string };

function writerOf(feed: FeedName, baseUrl: string): Writer {
  return feed === "google"
    ? { head: googleFeedHead(baseUrl), item: googleFeedItem, tail: GOOGLE_FEED_TAIL }
    : { head: metaFeedHead(), item: metaFeedRow, tail: "" };
}

/** Text gathered up to this many characters before it is sent as one chunk. */
const CHUNK_CHARS = 64 * 1024;

/** The feed's text in pieces of about CHUNK_CHARS (of its first `limit` items: the benchmark's). */
export async function* feedText(feed: FeedName, sales: Sales, baseUrl: string, limit?: number): AsyncGenerator<string> {
  const writer = writerOf(feed, baseUrl);
  const window = saleWindow(sales);
  let chunk = writer.head;
  for await (const item of feedItems(sales, baseUrl, limit)) {
    chunk += writer.item(item, window);
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = "";
    }
  }
  yield chunk + writer.tail;
}

/** The feed as a response body. */
export function feedStream(feed: FeedName, sales: Sales, baseUrl: string): ReadableStream<Uint8Array> {
  const pieces = feedText(feed, sales, baseUrl);
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}
