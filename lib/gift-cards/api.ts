import "server-only";
import { paiseToRupees } from "@/lib/pricing";
import type { listGiftCards } from "./admin";
import type { IssuedCard } from "./issue";

// The /api/v1 answers about gift cards: rupees and ISO dates.

export const issuedCardApi = (card: IssuedCard) => ({
  giftCard: { id: card.id, code: card.code, amount: paiseToRupees(card.amountPaise), expiresAt: card.expiresAt.toISOString() },
});

export function cardListApi({ cards, liability, pagination }: Awaited<ReturnType<typeof listGiftCards>>) {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    giftCards: cards.map((card) => ({
      id: card.id,
      codeEnd: card.codeEnd,
      amount: paiseToRupees(card.amountPaise),
      status: card.status,
      recipientName: card.recipientName,
      recipientEmail: card.recipientEmail,
      recipientPhone: card.recipientPhone,
      message: card.message,
      createdAt: card.createdAt.toISOString(),
      expiresAt: card.expiresAt.toISOString(),
      redeemedAt: iso(card.redeemedAt),
      voidedAt: iso(card.voidedAt),
      sendAt: iso(card.sendAt),
      sentAt: iso(card.sentAt),
    })),
    liability: { amount: paiseToRupees(liability.amountPaise), cards: liability.cards },
    pagination,
  };
}
