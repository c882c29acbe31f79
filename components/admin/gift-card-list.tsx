import { EmptyNote } from "@/components/admin/page-title";
import { Price } from "@/components/ui/price";
import type { CardStatus, listGiftCards } from "@/lib/gift-cards/admin";
import { formatIndianDateTime } from "@/lib/india-days";
import { VoidCardButton } from "./void-card-button";

const STATUS: Record<CardStatus, string> = {
  unused: "Unused",
  scheduled: "Paid, to be sent",
  redeemed: "Redeemed",
  void: "Void",
  expired: "Expired",
};

type Cards = Awaited<ReturnType<typeof listGiftCards>>["cards"];

/** Admin → Gift cards: newest first, with the void button where the card is still unused. */
export function GiftCardList({ cards }: { cards: Cards }) {
  if (cards.length === 0) return <EmptyNote>No gift cards yet</EmptyNote>;
  return (
    <ul aria-label="Gift cards" className="divide-y divide-stone-200 text-sm">
      {cards.map((card) => {
        const label = card.codeEnd ? `card ending ${card.codeEnd}` : `card for ${card.recipientName ?? "a recipient"}`;
        return (
          <li key={card.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium text-ink">
                <Price paise={card.amountPaise} /> · {card.codeEnd ? `…${card.codeEnd}` : "no code yet"} · {STATUS[card.status]}
              </p>
              <p className="text-xs text-ink-muted">
                {[card.recipientName, card.recipientEmail ?? card.recipientPhone, card.paymentId ? "bought online" : "issued"]
                  .filter(Boolean)
                  .join(" · ")}
                {` · ${formatIndianDateTime(card.createdAt)} · until ${formatIndianDateTime(card.expiresAt)}`}
              </p>
            </div>
            {card.status === "unused" || card.status === "scheduled" ? (
              <VoidCardButton id={card.id} label={label} refundPaise={card.refundOnVoidPaise} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
