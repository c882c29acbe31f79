import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { leftOutProducts, type LeftOutProduct } from "./left-out";
import { feedStatuses, type FeedStatus } from "./reads";

type FeedsOverview = { feeds: FeedStatus[]; leftOut: LeftOutProduct[]; leftOutCount: number };

/** Admin → Product feeds: each feed's address and last read, and the products the feeds leave out, with why. */
export async function feedsOverview(ctx: Ctx): Promise<FeedsOverview> {
  requireAdmin(ctx.caller);
  const [feeds, { products, count }] = await Promise.all([feedStatuses(), leftOutProducts()]);
  return { feeds, leftOut: products, leftOutCount: count };
}
