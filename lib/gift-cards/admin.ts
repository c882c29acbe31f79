import "server-only";
import { recordAudit } from "@/lib/audit";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { refundPaymentIn } from "@/lib/payments/refund";
import { formatINR } from "@/lib/pricing";
import { parseInput } from "@/lib/validation";
import { cardListSchema, CARDS_PER_PAGE, voidCardSchema } from "./schemas";

// The owner's list of gift cards, the liability they carry, and voiding a card not yet used: a card
// bought online gives its payment back to its buyer through the provider (all of it: a card is
// redeemed whole, so one not redeemed has everything left on it).

/** "scheduled": bought online and paid, waiting for its day to be sent (it has no code yet). */
export type CardStatus = "unused" | "scheduled" | "redeemed" | "void" | "expired";

export const ONLY_UNUSED_VOID = "Only a gift card that has not been used can be voided";
export const boughtCardSpentMessage = (amountPaise: number) =>
  `This gift card was redeemed: its ${formatINR(amountPaise)} is in the recipient's store credit, so it cannot be voided and nothing is refunded to its buyer. Take the credit back on Admin → Store credit if you must.`;

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
    // What voiding it would refund: a bought card's payment, whole (a card is redeemed whole or not at all).
    cards: cards.map((card) => ({ ...card, status: statusOf(card, now), refundOnVoidPaise: card.paymentId ? card.amountPaise : null })),
    liability: { amountPaise: owed._sum.amountPaise ?? 0, cards: owed._count },
    pagination: { currentPage: page, totalPages: Math.ceil(total / CARDS_PER_PAGE), total },
  };
}

/** What a void did: the paise given back to the buyer of a card bought online, or null for a card the shop issued. */
export type VoidedCard = { refundedPaise: number | null };

/** The toast and the API's message of a void. */
export const voidedMessage = ({ refundedPaise }: VoidedCard) =>
  refundedPaise === null ? "Gift card voided" : `Gift card voided: ${formatINR(refundedPaise)} refunded to its buyer`;

/**
 * Voids a card no one has redeemed (an expired one too); a used or void one is refused (409). A card bought online is
 * refunded to its buyer in the same transaction: only the void that claims the card gets there, so voids at once
 * refund once, and a refund the provider refuses leaves the card as it was. Audited.
 */
export async function voidGiftCard(ctx: Ctx, input: unknown): Promise<VoidedCard> {
  const actor = requireAdmin(ctx.caller);
  const { id } = parseInput(voidCardSchema, input);
  return getDb().$transaction(
    async (tx) => {
      const now = clock.now();
      // Conditional, so a redeem at the same moment either lands first (and this refuses) or finds it void.
      const { count } = await tx.giftCard.updateMany({ where: { id, redeemedAt: null, voidedAt: null }, data: { voidedAt: now } });
      const card = await tx.giftCard.findUnique({ where: { id }, select: { amountPaise: true, redeemedAt: true, payment: true } });
      if (!card) throw new AppError("not_found", "Gift card not found");
      if (count === 0) {
        throw new AppError("conflict", card.payment && card.redeemedAt ? boughtCardSpentMessage(card.amountPaise) : ONLY_UNUSED_VOID);
      }
      const { payment } = card;
      const refunded =
        payment?.status === "CAPTURED" && payment.providerPaymentId
          ? await refundPaymentIn(tx, payment, {
              providerPaymentId: payment.providerPaymentId,
              reason: "Gift card voided by the shop",
              actorId: actor.id,
            })
          : null;
      const refundedPaise = refunded ? refunded.amountPaise : null;
      await recordAudit(tx, actor.id, "giftCard.voided", { type: "GiftCard", id }, { refundedPaise });
      return { refundedPaise };
    },
    // The provider's refund is called inside: its own time limit, not Prisma's 5 s.
    { maxWait: 15_000, timeout: 30_000 },
  );
}
