import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CATALOG_TAG, productTag } from "@/lib/cache/tags";
import { getDb } from "@/lib/db";
import { fitAdvice, SIGNAL_STRENGTH, type FitAdvice, type FitCounts, type FitSignal } from "./fit-advice";
import { sizeRank } from "../sizes";

// The fit evidence of one product from the shop's own data (decision 089): per buyer, their strongest signal — an
// exchange to another size, a return "Too small"/"Too large", or their review's fit — counted by the size they bought.

export type ProductFit = { counts: FitCounts; bySize: Record<string, FitCounts>; advice: FitAdvice };

const LIVE_RETURN = { notIn: ["CANCELLED" as const] };
const REVIEW_SIGNAL = { RUNS_SMALL: "up", TRUE_TO_SIZE: "fits", RUNS_LARGE: "down" } as const;

export async function productFit(productId: string): Promise<ProductFit> {
  const db = getDb();
  const [exchanges, returns, reviews] = await Promise.all([
    db.orderLine.findMany({
      where: { productId, replacesLineId: { not: null }, order: { orderType: "REPLACEMENT", status: LIVE_RETURN } },
      select: { size: true, order: { select: { userId: true } }, replacesLine: { select: { size: true } } },
    }),
    db.orderLine.findMany({
      where: { productId, order: { orderType: "RETURN", status: LIVE_RETURN, returnReasonCode: { in: ["TOO_SMALL", "TOO_LARGE"] } } },
      select: { size: true, order: { select: { userId: true, returnReasonCode: true } } },
    }),
    db.review.findMany({
      where: { productId, fit: { not: null } },
      select: {
        userId: true,
        fit: true,
        user: {
          select: {
            orders: {
              where: { orderType: "ORDER", lines: { some: { productId } } },
              orderBy: { createdAt: "desc" },
              take: 1,
              select: { lines: { where: { productId }, take: 1, select: { size: true } } },
            },
          },
        },
      },
    }),
  ]);
  const strongest = new Map<string, { signal: FitSignal; size: string | null; strength: number }>();
  const offer = (userId: string | null, signal: FitSignal, size: string | null, strength: number) => {
    if (!userId) return;
    const held = strongest.get(userId);
    if (!held || held.strength < strength) strongest.set(userId, { signal, size, strength });
  };
  for (const line of exchanges) {
    const from = line.replacesLine?.size;
    if (!from || sizeRank(from) === sizeRank(line.size)) continue; // a colour exchange says nothing of the fit
    offer(line.order.userId, sizeRank(line.size) > sizeRank(from) ? "up" : "down", from, SIGNAL_STRENGTH.exchange);
  }
  for (const line of returns) {
    offer(line.order.userId, line.order.returnReasonCode === "TOO_SMALL" ? "up" : "down", line.size, SIGNAL_STRENGTH.returnReason);
  }
  for (const review of reviews) {
    offer(review.userId, REVIEW_SIGNAL[review.fit!], review.user?.orders[0]?.lines[0]?.size ?? null, SIGNAL_STRENGTH.review);
  }
  const counts: FitCounts = { up: 0, down: 0, fits: 0 };
  const bySize: Record<string, FitCounts> = {};
  for (const { signal, size } of strongest.values()) {
    counts[signal] += 1;
    if (size) (bySize[size] ??= { up: 0, down: 0, fits: 0 })[signal] += 1;
  }
  return { counts, bySize, advice: fitAdvice(counts) };
}

/** The product page's advice, kept with the page's catalogue reads (a new return or review shows within their life). */
export async function cachedFitAdvice(productId: string): Promise<FitAdvice> {
  "use cache";
  cacheLife("catalog");
  cacheTag(CATALOG_TAG, productTag(productId));
  return (await productFit(productId)).advice;
}
