import type { PromotionRule } from "@/lib/promotions/model";

/** A promotion as the engine reads it: 10% off the cart, automatic, standing alone; overrides on top. */
export function promotionRule(overrides: Partial<PromotionRule> = {}): PromotionRule {
  return {
    id: "offer",
    code: null,
    title: "Offer",
    type: "PERCENT",
    percentBp: 1000,
    amountPaise: 0,
    buyQuantity: 0,
    getQuantity: 0,
    maxRepeats: null,
    giftSizeId: null,
    giftValuePaise: 0,
    minCartPaise: 0,
    firstOrderOnly: false,
    prepaidOnly: false,
    combinable: false,
    combinesWithSales: true,
    startsAt: null,
    endsAt: null,
    categoryIds: [],
    productIds: [],
    sizeIds: [],
    createdAt: new Date("2026-11-01T00:00:00Z"),
    ...overrides,
  };
}
