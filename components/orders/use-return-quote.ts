"use client";

import { useEffect, useState } from "react";
import { quoteReturnAction } from "@/lib/orders/actions";
import type { ReturnQuoteView } from "@/lib/orders/returns/quote-return";
import type { RefundTo } from "./refund-choice";

export type ReturnCart = { _id: string; currQty: number; replaceWith?: string }[] | undefined;

/** The server's quote for this choice of the return screen (null while asked, or when it cannot be asked: `ask` false). */
export function useReturnQuote(orderId: string, cart: ReturnCart, refundTo: RefundTo, ask: boolean): ReturnQuoteView | null {
  const key = ask ? JSON.stringify({ cart: cart ?? null, refundTo }) : null;
  const [answer, setAnswer] = useState<{ key: string; quote: ReturnQuoteView | null } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const asked = JSON.parse(key) as { cart: ReturnCart | null; refundTo: RefundTo };
    void quoteReturnAction({ orderId, cart: asked.cart ?? undefined, refundTo: asked.refundTo }).then((result) => {
      if (live) setAnswer({ key, quote: result.ok ? result.data : null });
    });
    return () => {
      live = false;
    };
  }, [orderId, key]);
  return answer?.key === key ? answer.quote : null;
}
