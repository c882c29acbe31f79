import "server-only";
import { recordAudit } from "@/lib/audit";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { parseInput } from "@/lib/validation";
import { cardListSchema, CARDS_PER_PAGE, voidCardSchema } from "./schemas";

// The owner's list of gift cards, the liability they carry, and voiding a card not yet used.

/** "scheduled": bought online and paid, waiting for its day to be sent (it has no code yet). */
export type CardStatus = "unused" | "scheduled" | "redeemed" | "void" | "expired";

export const ONLY_UNUSED_VOID = "Only a gift card that has not been used can be voided";

/**
 * Cards that can still be redeemed, or are paid for and waiting for their day: what the shop owes on gift
 * cards. Redeemed ones are store credit by then.
 */
const outstanding = (now: Date): Prisma.GiftCardWhereInput => ({ redeemedAt: null, voidedAt: null, expiresAt: { gt: now } });

function statusOf(
  card: { redeemedAt: Date | null; voidedAt: Date | null; expiresAt: Date; codeEnd: string | null },
  now: Date,
): CardStatus {
  if (card.redeemedAt) return "redeemed";
  if (card.voidedAt) return "void";
  if (!card.codeEnd) return "scheduled";
  return card.expiresAt > now ? "unused" : "expired";
}

export async function listGiftCards(ctx: Ctx, input: unknown) {
  requireAdmin(ctx.caller);
  const { page } = parseInput(cardListSchema, input);
  const db = getDb();
  const now = clock.now();
  const [cards, total, owed] = await Promise.all([
    db.giftCard.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * CARDS_PER_PAGE,
      take: CARDS_PER_PAGE,
      omit: { codeHash: true },
    }),
    db.giftCard.count(),
    db.giftCard.aggregate({ where: outstanding(now), _sum: { amountPaise: true }, _count: true }),
  ]);
  return {
    cards: cards.map((card) => ({ ...card, status: statusOf(card, now) })),
    liability: { amountPaise: owed._sum.amountPaise ?? 0, cards: owed._count },
    pagination: { currentPage: page, totalPages: Math.ceil(total / CARDS_PER_PAGE), total },
  };
}

/** Voids a card no one has redeemed (an expired one too); a used or void one is refused (409). Audited. */
export async function voidGiftCard(ctx: Ctx, input: unknown): Promise<void> {
  const actor = requireAdmin(ctx.caller);
  const { id } = parseInput(voidCardSchema, input);
  await getDb().$transaction(async (tx) => {
    const now = clock.now();
    // Conditional, so a redeem at the same moment either lands first (and this refuses) or finds it void.
    const { count } = await tx.giftCard.updateMany({ where: { id, redeemedAt: null, voidedAt: null }, data: { voidedAt: now } });
    if (count === 0) {
      if (!(await tx.giftCard.findUnique({ where: { id }, select: { id: true } }))) throw new AppError("not_found", "Gift card not found");
      throw new AppError("conflict", ONLY_UNUSED_VOID);
    }
    await recordAudit(tx, actor.id, "giftCard.voided", { type: "GiftCard", id }, {});
  });
}
