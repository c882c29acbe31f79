import "server-only";
import { getDb } from "@/lib/db";
import { FEEDS, type FeedName } from "./feed-stream";

// When each feed was last read, and by what (Googlebot, facebookexternalhit…), for the back office.

const MAX_AGENT = 200;

/** Notes a read of the feed at `at`. */
export async function recordFeedRead(feed: FeedName, userAgent: string, at: Date = new Date()): Promise<void> {
  const agent = userAgent.slice(0, MAX_AGENT);
  await getDb().feedRead.upsert({
    where: { feed },
    create: { feed, readAt: at, userAgent: agent },
    update: { readAt: at, userAgent: agent },
  });
}

export type FeedStatus = { name: FeedName; label: string; path: string; readAt: Date | null; userAgent: string | null };

/** Each feed with its last read (null: never read). */
export async function feedStatuses(): Promise<FeedStatus[]> {
  const reads = new Map((await getDb().feedRead.findMany()).map((read) => [read.feed, read]));
  return (Object.keys(FEEDS) as FeedName[]).map((name) => ({
    name,
    ...FEEDS[name],
    readAt: reads.get(name)?.readAt ?? null,
    userAgent: reads.get(name)?.userAgent ?? null,
  }));
}
