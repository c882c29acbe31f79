import { describe, expect, it } from "vitest";
import { promotionRule } from "@/tests/support/promotion-rule";
import { applyPromotions } from "./engine";
import type { PromotionRule } from "./model";
import { salePricePaise, salesAt, type SalePiece } from "./sale-prices";

const NOW = new Date("2026-11-28T06:00:00Z");
const HOUR = 60 * 60 * 1000;

function sale(overrides: Partial<PromotionRule>): PromotionRule {
  return promotionRule({ id: "sale", title: "Festive sale", percentBp: 2000, combinable: true, categoryIds: ["silk"], ...overrides });
}

const silk: SalePiece = { sizeId: "m", productId: "p1", categoryId: "silk", pricePaise: 200_000 };
const cotton: SalePiece = { sizeId: "l", productId: "p2", categoryId: "cotton", pricePaise: 100_000 };

describe("salesAt", () => {
  it("keeps the sales whose dates hold the instant (start included, end excluded) and names the next start or end", () => {
    const started = sale({ id: "started", startsAt: new Date(NOW.getTime() - HOUR), endsAt: new Date(NOW.getTime() + 5 * HOUR) });
    const coming = sale({ id: "coming", startsAt: new Date(NOW.getTime() + 2 * HOUR), endsAt: new Date(NOW.getTime() + 9 * HOUR) });
    const endless = sale({ id: "endless" });
    const now = salesAt([started, coming, endless], NOW);
    expect(now.rules.map((rule) => rule.id)).toEqual(["started", "endless"]);
    expect(now.nextChange?.toISOString()).toBe(new Date(NOW.getTime() + 2 * HOUR).toISOString());

    const atStart = salesAt([started, coming, endless], coming.startsAt!);
    expect(atStart.rules.map((rule) => rule.id)).toEqual(["started", "coming", "endless"]);
    expect(atStart.nextChange?.toISOString()).toBe(started.endsAt!.toISOString());

    const atEnd = salesAt([started, coming, endless], started.endsAt!);
    expect(atEnd.rules.map((rule) => rule.id)).toEqual(["coming", "endless"]);
    expect(salesAt([endless], NOW).nextChange).toBeNull();
  });
});

describe("salePricePaise", () => {
  it("takes the percentage off a targeted piece and leaves the others at their price", () => {
    const sales = salesAt([sale({})], NOW);
    expect(salePricePaise(silk, sales)).toBe(160_000);
    expect(salePricePaise(cotton, sales)).toBe(100_000);
    expect(salePricePaise(silk, salesAt([], NOW))).toBe(200_000);
  });

  it("targets by product and size too; a card's cheapest piece, size unknown, gets only category and product sales", () => {
    const bySize = sale({ id: "size", categoryIds: [], sizeIds: ["m"] });
    const byProduct = sale({ id: "product", categoryIds: [], productIds: ["p2"], percentBp: 1000 });
    const sales = salesAt([bySize, byProduct], NOW);
    expect(salePricePaise(silk, sales)).toBe(160_000);
    expect(salePricePaise({ ...silk, sizeId: null }, sales)).toBe(200_000);
    expect(salePricePaise({ ...cotton, sizeId: null }, sales)).toBe(90_000);
  });

  it("stacks sales that combine and keeps the better of those that stand alone, as the cart would", () => {
    const tenThenTen = salesAt([sale({ id: "a", percentBp: 1000 }), sale({ id: "b", percentBp: 1000 })], NOW);
    expect(salePricePaise(silk, tenThenTen)).toBe(162_000);
    const alone = salesAt([sale({ id: "a", percentBp: 1500 }), sale({ id: "b", percentBp: 2500, combinable: false })], NOW);
    expect(salePricePaise(silk, alone)).toBe(150_000);
  });

  it("is the engine's price of a one-piece cart, rounding included", () => {
    const sales = salesAt([sale({ percentBp: 3333 }), sale({ id: "b", percentBp: 1234, categoryIds: [] })], NOW);
    for (const pricePaise of [1, 99, 47_523, 262_499, 999_999]) {
      const piece = { ...silk, sizeId: "m", pricePaise };
      const { lines } = applyPromotions(
        [{ ...piece, unitPricePaise: pricePaise, quantity: 1 }],
        sales.rules,
        new Map(),
        { firstOrder: false, payment: null },
        NOW,
      );
      expect(salePricePaise(piece, sales)).toBe(pricePaise - lines[0]!.unitDiscountPaise);
    }
    // 47,523 − 15,839 (33.33%) = 31,684; − 3,910 (12.34%) = 27,774.
    expect(salePricePaise({ ...silk, pricePaise: 47_523 }, sales)).toBe(27_774);
  });
});
