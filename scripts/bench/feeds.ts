import type { FeedName } from "../../lib/feeds/feed-stream";

// `npm run bench`, product feeds: writes each feed's first FEED_SIZES sizes (streamed, as GET /feeds/*
// sends them) to nowhere, twice. The first pass is timed. The second collects garbage every GC_EVERY
// chunks and prints the peak of what stayed alive, over the start, also as a ratio to the bytes sent: a
// feed held whole in memory would be about 1 (decision 102). Without that collection the peak would
// count the garbage V8 lets pile up before it collects, whatever the feed keeps. Figures only.
const FEED_SIZES = 50_000;
/** About half a megabyte of text between two collections (the feed's chunks are 64 KB). */
const GC_EVERY = 8;

const mib = (value: number) => `${(value / 2 ** 20).toFixed(1)} MiB`;

export async function benchFeeds(): Promise<void> {
  // Loaded once the bench has set DATABASE_URL, like its other domain functions.
  const { feedText } = await import("../../lib/feeds/feed-stream");
  const { loadSales } = await import("../../lib/promotions/sale-prices");
  const sales = await loadSales();
  const collect = (globalThis as { gc?: () => void }).gc;
  const read = (feed: FeedName) => feedText(feed, sales, "https://bench.test", FEED_SIZES);
  for (const feed of ["google", "meta"] as FeedName[]) {
    let bytes = 0;
    const started = performance.now();
    for await (const chunk of read(feed)) bytes += Buffer.byteLength(chunk);
    const seconds = (performance.now() - started) / 1000;
    const perSize = ((seconds * 1e6) / FEED_SIZES).toFixed(0);
    console.log(
      `feed ${feed.padEnd(6)} at ${FEED_SIZES.toLocaleString("en")} sizes       ${seconds.toFixed(1)} s (${perSize} µs a size), ${mib(bytes)} sent`,
    );
    if (!collect) {
      console.log("  its memory: run with node's --expose-gc (npm run bench does)");
      continue;
    }
    collect();
    const before = process.memoryUsage();
    let [heap, rss, chunks] = [before.heapUsed, before.rss, 0];
    for await (const chunk of read(feed)) {
      void chunk;
      if (++chunks % GC_EVERY !== 0) continue;
      collect();
      const now = process.memoryUsage();
      [heap, rss] = [Math.max(heap, now.heapUsed), Math.max(rss, now.rss)];
    }
    const ratio = (value: number) => `${(value / bytes).toFixed(3)}x the bytes sent`;
    const [heapGrowth, rssGrowth] = [heap - before.heapUsed, rss - before.rss];
    console.log(`  alive at its peak: +${mib(heapGrowth)} heap (${ratio(heapGrowth)}), +${mib(rssGrowth)} RSS (${ratio(rssGrowth)})`);
  }
}
