"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef } from "react";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { confirmedOnCallAction } from "@/lib/orders/admin-actions";
import { adminOrderPath } from "@/lib/paths";

/** A call card as the server wrote it: every figure and date already in words. */
type CodCallCard = {
  id: string;
  publicOrderId: string;
  cancelsAt: string;
  who: string;
  phone: string;
  cash: string;
  items: { id: string; text: string }[];
};

/**
 * The cash-on-delivery orders to confirm by phone, one card each: the pieces, the cash, the number to ring. After
 * "Confirmed on a call" the keyboard's focus goes to the next card (the one before when it was the last; the heading
 * when none is left), not to the page's body.
 */
export function CodCallQueue({ cards }: { cards: readonly CodCallCard[] }) {
  const router = useRouter();
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  async function confirmed(index: number) {
    const card = cards[index]!;
    const result = await withLoadingToast("Confirming the order", () => confirmedOnCallAction(card.id));
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    notify.success(result.data);
    const next = cards[index + 1] ?? cards[index - 1];
    const target = next ? list.current?.querySelector<HTMLElement>(`[data-order="${next.id}"]`) : heading.current;
    target?.focus();
    router.refresh();
  }

  return (
    <section aria-labelledby="cod-calls" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <h2 id="cod-calls" ref={heading} tabIndex={-1} className="mb-3 text-base font-semibold text-ink focus:outline-none">
        To confirm ({cards.length})
      </h2>
      {cards.length === 0 ? <p className="text-sm text-ink-muted">Every cash-on-delivery order is confirmed.</p> : null}
      <ul ref={list} className="divide-y divide-stone-100">
        {cards.map((card, index) => (
          <li
            key={card.id}
            data-order={card.id}
            tabIndex={-1}
            aria-labelledby={`call-${card.id}`}
            className="space-y-2 py-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Link id={`call-${card.id}`} href={adminOrderPath(card.id)} className="font-semibold text-brand-700 hover:underline">
                {card.publicOrderId}
              </Link>
              <span className="text-sm">Cancelled if not confirmed by {card.cancelsAt}</span>
            </div>
            <ul aria-label={`Items of ${card.publicOrderId}`} className="text-sm">
              {card.items.map((item) => (
                <li key={item.id}>{item.text}</li>
              ))}
            </ul>
            <p className="text-sm text-ink-muted">
              {card.who} ·{" "}
              <a href={`tel:+91${card.phone}`} className="text-brand-700 underline">
                {card.phone}
              </a>{" "}
              · Cash on delivery {card.cash}
            </p>
            <Button variant="secondary" onClick={() => void confirmed(index)}>
              Confirmed on a call: {card.publicOrderId}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
