import "server-only";
import { z } from "zod";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { pageNumber, parseInput } from "@/lib/validation";
import { NOT_FOUND_MESSAGE } from "./save";
import { promotionSelect, type PromotionRow } from "../model";
import { PROMOTION_STATUSES, statusOf, type PromotionReport, type PromotionStatus } from "./view";

// The owner's reads: the list (a batch's codes apart), one promotion with its report.

const PAGE_SIZE = 50;

export const promotionListSchema = z.object({
  status: z.enum(PROMOTION_STATUSES, { error: `The status is one of ${PROMOTION_STATUSES.join(", ")}` }).optional(),
  /** A batch's codes; without it, the list leaves batch codes out (the page shows each batch once). */
  batchId: z.string().max(64, { error: "Batch not found" }).optional(),
  page: pageNumber().default(1),
});

/** Newest first; the status is read at `now`, so it is filtered here (a shop has dozens of promotions, a batch at most 1,000 codes). */
export async function listPromotions(ctx: Ctx, query: unknown, now = new Date()) {
  requireAdmin(ctx.caller);
  const { status, batchId, page } = parseInput(promotionListSchema, query);
  const rows = await getDb().promotion.findMany({
    where: { batchId: batchId ?? null, ...(status === "archived" ? { archivedAt: { not: null } } : { archivedAt: null }) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: promotionSelect,
  });
  const shown = status ? rows.filter((row) => statusOf(row, now) === status) : rows;
  return {
    rows: shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    pagination: { currentPage: page, totalPages: Math.max(1, Math.ceil(shown.length / PAGE_SIZE)), total: shown.length, limit: PAGE_SIZE },
  };
}

export type CodeBatchSummary = {
  batchId: string;
  prefix: string;
  title: string;
  codes: number;
  used: number;
  createdAt: Date;
  status: PromotionStatus;
};

/** Each batch once: its first code's settings, how many codes it has and how many are used. */
export async function listCodeBatches(ctx: Ctx, now = new Date()): Promise<CodeBatchSummary[]> {
  requireAdmin(ctx.caller);
  const groups = await getDb().promotion.groupBy({
    by: ["batchId"],
    where: { batchId: { not: null }, archivedAt: null },
    _count: { _all: true },
    _sum: { usedCount: true },
    _min: { createdAt: true },
    orderBy: { _min: { createdAt: "desc" } },
    take: 50,
  });
  const firsts = await getDb().promotion.findMany({
    where: { batchId: { in: groups.map((group) => group.batchId!) } },
    distinct: ["batchId"],
    orderBy: [{ batchId: "asc" }, { code: "asc" }],
    select: promotionSelect,
  });
  return groups.map((group) => {
    const first = firsts.find((row) => row.batchId === group.batchId)!;
    return {
      batchId: group.batchId!,
      prefix: first.code?.split("-")[0] ?? "",
      title: first.title,
      codes: group._count._all,
      used: group._sum.usedCount ?? 0,
      createdAt: group._min.createdAt!,
      // Used up once every code is.
      status: statusOf({ ...first, usageLimit: group._count._all, usedCount: group._sum.usedCount ?? 0 }, now),
    };
  });
}

/** What the promotion did: its orders (released uses left out), their value, the discount and their returns. */
export async function promotionReport(id: string): Promise<PromotionReport> {
  const [figures] = await getDb().$queryRaw<
    { orders: bigint; revenue: bigint | null; discount: bigint | null; returns: bigint; returned: bigint | null }[]
  >`
    SELECT count(*) AS orders, sum(o."totalPaise") AS revenue, sum(u."discountPaise") AS discount,
           (SELECT count(*) FROM "Order" r JOIN "PromotionUse" ru ON ru."orderId" = r."parentOrderId"
             WHERE ru."promotionId" = ${id} AND ru."releasedAt" IS NULL AND r."orderType" = 'RETURN') AS returns,
           (SELECT sum(r."totalPaise") FROM "Order" r JOIN "PromotionUse" ru ON ru."orderId" = r."parentOrderId"
             WHERE ru."promotionId" = ${id} AND ru."releasedAt" IS NULL AND r."orderType" = 'RETURN') AS returned
    FROM "PromotionUse" u JOIN "Order" o ON o.id = u."orderId"
    WHERE u."promotionId" = ${id} AND u."releasedAt" IS NULL`;
  return {
    orders: Number(figures?.orders ?? 0),
    revenuePaise: Number(figures?.revenue ?? 0),
    discountPaise: Number(figures?.discount ?? 0),
    returns: Number(figures?.returns ?? 0),
    returnedPaise: Number(figures?.returned ?? 0),
  };
}

export async function getPromotion(ctx: Ctx, id: string): Promise<{ row: PromotionRow; report: PromotionReport }> {
  requireAdmin(ctx.caller);
  const row = id.length <= 64 ? await getDb().promotion.findUnique({ where: { id }, select: promotionSelect }) : null;
  if (!row) throw new AppError("not_found", NOT_FOUND_MESSAGE);
  return { row, report: await promotionReport(id) };
}
