import type { FeedName } from "../../lib/feeds/feed-stream";

// `npm run bench`, product feeds: writes each feed's first FEED_SIZES sizes (streamed, as GET /feeds/*
// sends them) to nowhere, and prints how long it took, how many bytes, and how much the process's
// memory grew at its peak over the start (sampled after each chunk), also as a ratio to the bytes sent:
// a feed held whole in memory would be about 1 (decision 102). Figures only.
const FEED_SIZES = 50_000;

export async function benchFeeds(): Promise<void> {
  // Loaded once the bench has set DATABASE_URL, like its other domain functions.
  const { feedText } = await import("../../lib/feeds/feed-stream");
  const { loadSales } = await import("../../lib/promotions/sale-prices");
  const sales = await loadSales();
  for (const feed of ["google", "meta"] as FeedName[]) {
    globalThis.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    let bytes = 0;
    const started = performance.now();
    for await (const chunk of feedText(feed, sales, "https://bench.test", FEED_SIZES)) {
      bytes += Buffer.byteLength(chunk);
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }
    const seconds = (performance.now() - started) / 1000;
    const mib = (value: number) => `${(value / 2 ** 20).toFixed(0)} MiB`;
    const ratio = (value: number) => `${(value / bytes).toFixed(2)}x the bytes sent`;
    const [rss, heap] = [peakRss - before.rss, peakHeap - before.heapUsed];
    console.log(
      `feed ${feed.padEnd(6)} at ${FEED_SIZES.toLocaleString("en")} sizes       ${seconds.toFixed(1)} s, ${mib(bytes)} sent, peak +${mib(rss)} RSS (${ratio(rss)}), +${mib(heap)} heap (${ratio(heap)})`,
    );
  }
}
