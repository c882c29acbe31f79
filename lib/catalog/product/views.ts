import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { firstInWindow, LIMITS } from "@/lib/auth/rate-limit";
import { getDb } from "@/lib/db";

// Product views, counted off the page's path: one per visitor (account, else address) and product
// a day, so reloads and scripts do not push a product up "Most popular". A view adds to a tally in
// memory, and the tallies go to the database in one statement at most once a second. A crash loses
// at most that second.

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

/** Counts the caller's view of a product, unless this visitor's view of it already counted today. */
export async function countProductView(ctx: Ctx, productId: string): Promise<void> {
  const visitor = ctx.caller ? `user:${ctx.caller.id}` : `ip:${ctx.ip}`;
  if (await firstInWindow(LIMITS.productViewPerVisitor(visitor, productId))) tally(productId);
}

function tally(productId: string): void {
  pending.set(productId, (pending.get(productId) ?? 0) + 1);
  timer ??= setTimeout(flush, FLUSH_AFTER_MS).unref();
}

function flush(): void {
  timer = null;
  const batch = new Map(pending);
  pending.clear();
  recordProductViews(batch).catch((error: unknown) => console.error("Could not record product views:", error));
}
