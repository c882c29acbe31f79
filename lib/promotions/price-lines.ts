import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { applyPromotions, PROMOTION_MESSAGES, type AppliedPromotion, type PromoLine, type PromoShopper } from "./engine";
import { customerKeysOf, offerFor, shopperOf, type CustomerKeys } from "./store";

// Pricing a shopper's lines under the promotions on offer: the cart (payment not chosen yet),
// booking, and the order's transaction (payment chosen) all come here.

type Db = Prisma.TransactionClient;

export const UNKNOWN_CODE_MESSAGE = "This code is not valid";

/** Refusals no change to the cart can lift: a code refused so is not kept on the cart, and refuses the order. */
export function isFinalRefusal(reason: string | null): boolean {
  const final: readonly string[] = [
    UNKNOWN_CODE_MESSAGE,
    PROMOTION_MESSAGES.notStarted,
    PROMOTION_MESSAGES.ended,
    PROMOTION_MESSAGES.usedUp,
    PROMOTION_MESSAGES.customerUsedUp,
    PROMOTION_MESSAGES.firstOrder,
  ];
  return reason !== null && final.includes(reason);
}

/** Pieces of a line with the same discount. */
export type LinePart = { quantity: number; unitDiscountPaise: number };

/** The code the shopper gave, and whether it applies (else why not, and how much more the cart needs). */
export type CouponState = { code: string; applied: boolean; reason: string | null; shortByPaise: number | null };

export type PricedLines = {
  /**
   * By size: the line's pieces by what comes off each, before GST (one part, unless a fixed amount's
   * last paise left some pieces a paisa more off than the others). Lines are one per size.
   */
  parts: ReadonlyMap<string, LinePart[]>;
  applied: AppliedPromotion[];
  /** Automatic offers that do not apply, with why (the code's own reason is in `coupon`). */
  notApplied: { title: string; reason: string }[];
  /** Free gifts that apply: one piece of each size, at ₹0. */
  gifts: { promotionId: string; sizeId: string }[];
  coupon: CouponState | null;
  /** Who the shopper is for per-customer limits, once asked. */
  customer: () => Promise<CustomerKeys>;
};

export async function priceLines(
  db: Db,
  userId: string,
  lines: readonly PromoLine[],
  options: { code: string | null; payment: PromoShopper["payment"]; deliveryPhone?: string },
  now: Date,
): Promise<PricedLines> {
  let keys: Promise<CustomerKeys> | undefined;
  const customer = () => (keys ??= customerKeysOf(db, userId, options.deliveryPhone));
  if (lines.length === 0 && !options.code) return { parts: new Map(), applied: [], notApplied: [], gifts: [], coupon: null, customer };
  const offer = await offerFor(db, options.code, customer, now);
  const shopper = await shopperOf(db, customer, options.payment, offer);
  const outcome = applyPromotions(lines, offer.rules, offer.limits, shopper, now);
  return {
    parts: new Map(
      outcome.lines.map((line) => [line.sizeId, line.parts.map(({ quantity, unitDiscountPaise }) => ({ quantity, unitDiscountPaise }))]),
    ),
    applied: outcome.applied,
    gifts: outcome.gifts,
    notApplied: outcome.refused.filter((refused) => refused.code === null).map(({ title, reason }) => ({ title, reason })),
    coupon: options.code ? couponState(options.code, outcome) : null,
    customer,
  };
}

function couponState(code: string, outcome: ReturnType<typeof applyPromotions>): CouponState {
  if (outcome.applied.some((promotion) => promotion.code === code)) return { code, applied: true, reason: null, shortByPaise: null };
  const refused = outcome.refused.find((promotion) => promotion.code === code);
  return { code, applied: false, reason: refused?.reason ?? UNKNOWN_CODE_MESSAGE, shortByPaise: refused?.shortByPaise ?? null };
}
