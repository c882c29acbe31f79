import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { applyPromotions, type PromoLine, type PromotionLimits } from "./engine";
import { liveWhere, ruleSelect, toRule } from "./model";

// "Offers for you": the codes anyone may use now, each with what it would save on these lines or
// what they still need. A single-use code (a batch's) is never listed: it is someone's own; nor is
// a private code (`listed: false`, say an Instagram-only one), which still works when typed.

type Db = Prisma.TransactionClient;

export type OfferView = {
  code: string;
  title: string;
  minCartPaise: number;
  prepaidOnly: boolean;
  firstOrderOnly: boolean;
  endsAt: Date | null;
  /** What it would take off these lines before GST, alone; 0 when it does not apply yet. */
  savingPaise: number;
  /** Why it does not apply to these lines yet ("Add ₹X more to use this offer"), else null. */
  reason: string | null;
  shortByPaise: number | null;
};

const MAX_OFFERS = 20;

export async function offersFor(db: Db, lines: readonly PromoLine[], firstOrder: boolean, now: Date): Promise<OfferView[]> {
  const rows = await db.promotion.findMany({
    where: {
      archivedAt: null,
      code: { not: null },
      listed: true,
      OR: [{ usageLimit: null }, { usageLimit: { gt: 1 } }],
      ...liveWhere(now),
    },
    select: ruleSelect,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: MAX_OFFERS * 2,
  });
  const shopper = { firstOrder, payment: null };
  return rows
    .filter(
      (row) =>
        (row.usageLimit === null || row.usedCount < row.usageLimit) && (row.budgetPaise === null || row.givenPaise < row.budgetPaise),
    )
    .filter((row) => firstOrder || !row.firstOrderOnly)
    .slice(0, MAX_OFFERS)
    .map((row) => {
      const rule = toRule(row);
      const limits = new Map<string, PromotionLimits>([
        [
          row.id,
          { usesLeft: null, customerUsesLeft: null, budgetLeftPaise: row.budgetPaise === null ? null : row.budgetPaise - row.givenPaise },
        ],
      ]);
      const outcome = applyPromotions(lines, [rule], limits, shopper, now);
      const refused = outcome.refused[0];
      return {
        code: row.code!,
        title: row.title,
        minCartPaise: row.minCartPaise,
        prepaidOnly: row.prepaidOnly,
        firstOrderOnly: row.firstOrderOnly,
        endsAt: row.endsAt,
        savingPaise: outcome.discountPaise,
        reason: lines.length === 0 ? null : (refused?.reason ?? null),
        shortByPaise: refused?.shortByPaise ?? null,
      };
    });
}
