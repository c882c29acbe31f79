import "server-only";
import { getDb } from "@/lib/db";

// Product views, counted off the page's path: a view adds to a tally in memory, and the tallies go
// to the database in one statement at most once a second. A crash loses at most that second.

const FLUSH_AFTER_MS = 1000;
const pending = new Map<string, number>();
let timer: NodeJS.Timeout | null = null;

/** Adds these views to the products' counters in one statement; returns how many products matched. */
export async function recordProductViews(views: ReadonlyMap<string, number>): Promise<number> {
  if (views.size === 0) return 0;
  const ids = [...views.keys()];
  const counts = ids.map((id) => views.get(id) ?? 0);
  return getDb().$executeRaw`
    UPDATE "Product" AS p SET viewed = p.viewed + v.n
    FROM unnest(${ids}::text[], ${counts}::int[]) AS v(id, n)
    WHERE p.id = v.id`;
}

/** Counts one view of a product, later (never awaited by the page). */
export function countProductView(productId: string): void {
  pending.set(productId, (pending.get(productId) ?? 0) + 1);
  timer ??= setTimeout(flush, FLUSH_AFTER_MS).unref();
}

function flush(): void {
  timer = null;
  const batch = new Map(pending);
  pending.clear();
  recordProductViews(batch).catch((error: unknown) => console.error("Could not record product views:", error));
}
