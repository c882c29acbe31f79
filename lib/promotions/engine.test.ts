import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { promotionRule } from "@/tests/support/promotion-rule";
import { gstFor, gstRateFor, priceBeforeGst, priceWithGst } from "@/lib/pricing";
import {
  allocatePerPiece,
  applyPromotions,
  PROMOTION_MESSAGES,
  type PricedPromoLine,
  type PromoLine,
  type PromotionLimits,
  type PromoShopper,
} from "./engine";
import type { PromotionRule } from "./model";

const NOW = new Date("2026-11-28T06:00:00Z");
const NO_LIMITS: ReadonlyMap<string, PromotionLimits> = new Map();
const SHOPPER: PromoShopper = { firstOrder: false, payment: null };

function rule(overrides: Partial<PromotionRule>): PromotionRule {
  return promotionRule({ id: overrides.code ?? "auto", ...overrides });
}

function line(unitPricePaise: number, quantity = 1, n = 0): PromoLine {
  return { sizeId: `s${n}`, productId: `p${n}`, categoryId: `c${n % 2}`, unitPricePaise, quantity };
}

const lineArb = fc
  .array(fc.record({ unit: fc.integer({ min: 1, max: 1_500_000 }), quantity: fc.integer({ min: 1, max: 10 }) }), {
    minLength: 1,
    maxLength: 8,
  })
  .map((rows) => rows.map((row, n) => line(row.unit, row.quantity, n)));

describe("allocatePerPiece", () => {
  it("gives equal whole paise per piece within a line, never more than asked or than a piece is worth, and leaves less than any line's pieces", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ unitPaise: fc.integer({ min: 0, max: 500_000 }), quantity: fc.integer({ min: 1, max: 12 }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (lines, amount) => {
          const perPiece = allocatePerPiece(amount, lines);
          const given = perPiece.reduce((sum, off, i) => sum + off * lines[i]!.quantity, 0);
          const value = lines.reduce((sum, l) => sum + l.unitPaise * l.quantity, 0);
          perPiece.forEach((off, i) => {
            expect(Number.isInteger(off) && off >= 0 && off <= lines[i]!.unitPaise).toBe(true);
          });
          expect(given).toBeLessThanOrEqual(Math.min(amount, value));
          const left = Math.min(amount, value) - given;
          // Nothing left that a whole round of some line's pieces (with room) could still take.
          for (const [i, l] of lines.entries()) if (perPiece[i]! < l.unitPaise) expect(left).toBeLessThan(l.quantity);
        },
      ),
    );
  });

  it("places the remainder deterministically: by the largest remainder, then the earlier line", () => {
    expect(
      allocatePerPiece(100, [
        { unitPaise: 1000, quantity: 1 },
        { unitPaise: 1000, quantity: 1 },
        { unitPaise: 1000, quantity: 1 },
      ]),
    ).toEqual([34, 33, 33]);
    // ₹100 over three pieces of one line: 3,333 paise each, the last paisa cannot be split equally.
    expect(allocatePerPiece(10_000, [{ unitPaise: 100_000, quantity: 3 }])).toEqual([3_333]);
  });
});

describe("applyPromotions", () => {
  it("a percentage off: every line's GST is on its discounted price, with the slab chosen on it, and the lines sum to the total", () => {
    fc.assert(
      fc.property(lineArb, fc.integer({ min: 1, max: 10_000 }), (lines, percentBp) => {
        const outcome = applyPromotions(lines, [rule({ percentBp })], NO_LIMITS, SHOPPER, NOW);
        let discount = 0;
        for (const priced of outcome.lines) {
          const taxable = priced.unitPricePaise - priced.unitDiscountPaise;
          expect(priced.unitGstPaise).toBe(gstFor(taxable, NOW));
          expect(priced.gstRateBp).toBe(gstRateFor(taxable, NOW));
          expect(priced.lineTotalPaise).toBe((taxable + priced.unitGstPaise) * priced.quantity);
          discount += priced.unitDiscountPaise * priced.quantity;
        }
        expect(outcome.discountPaise).toBe(discount);
        expect(outcome.applied.reduce((sum, a) => sum + a.discountPaise, 0)).toBe(discount);
      }),
    );
  });

  it("the slab crossing: a ₹2,600 kurta at 10% off is ₹2,340 and taxed at 5%, not 18%", () => {
    const [priced] = applyPromotions([line(260_000)], [rule({ percentBp: 1000 })], NO_LIMITS, SHOPPER, NOW).lines;
    expect(priced!.unitDiscountPaise).toBe(26_000);
    expect(priced!.gstRateBp).toBe(500);
    expect(priced!.lineTotalPaise).toBe(234_000 + 11_700);
    expect(gstRateFor(260_000, NOW)).toBe(1800);
  });

  it("a fixed amount comes off the targeted pieces only, at most their value", () => {
    const lines = [line(100_000, 2, 0), line(50_000, 1, 1)];
    const outcome = applyPromotions(lines, [rule({ type: "FIXED", amountPaise: 20_000, categoryIds: ["c1"] })], NO_LIMITS, SHOPPER, NOW);
    // ₹200 off the ₹525 the c1 piece costs with GST: ₹325, which is ₹309.52 before GST.
    expect(outcome.lines.map((l) => l.unitDiscountPaise)).toEqual([0, 19_048]);
    expect(outcome.lines[1]!.lineTotalPaise).toBe(52_500 - 20_000);
    const capped = applyPromotions(lines, [rule({ type: "FIXED", amountPaise: 9_000_000 })], NO_LIMITS, SHOPPER, NOW);
    expect(capped.discountPaise).toBe(250_000);
    expect(capped.lines.every((l) => l.lineTotalPaise === 0)).toBe(true);
  });

  it("buy 2 get 1 repeats for every full group, the cheapest of each group free, up to its maximum", () => {
    const free = (quantity: number, maxRepeats: number | null = null) =>
      applyPromotions(
        [line(100_000, quantity)],
        [rule({ type: "BUY_X_GET_Y", buyQuantity: 2, getQuantity: 1, percentBp: 10_000, maxRepeats })],
        NO_LIMITS,
        SHOPPER,
        NOW,
      ).discountPaise;
    expect(free(2)).toBe(0);
    expect(free(3)).toBe(99_999); // ₹1,000 over 3 pieces: 33,333 paise each, equal within the line
    expect(free(6)).toBe(199_998);
    expect(free(7)).toBe(199_997);
    expect(free(9, 2)).toBe(199_998);
    const mixed = applyPromotions(
      [line(300_000, 1, 0), line(100_000, 1, 1), line(200_000, 1, 2), line(50_000, 1, 3)],
      [rule({ type: "BUY_X_GET_Y", buyQuantity: 1, getQuantity: 1, percentBp: 10_000 })],
      NO_LIMITS,
      SHOPPER,
      NOW,
    );
    // Pairs by price: (3,000, 2,000) and (1,000, 500): ₹2,000 + ₹500 off, spread over all four pieces.
    expect(mixed.discountPaise).toBe(250_000);
  });

  it("the combining table: stacking ones add up, one that does not combine stands alone, and the cheaper total for the shopper wins", () => {
    const lines = [line(100_000, 2)];
    const ten = rule({ id: "ten", code: "TEN", percentBp: 1000, combinable: true });
    const fifty = rule({ id: "fifty", type: "FIXED", amountPaise: 5_000, combinable: true });
    const fifteen = rule({ id: "fifteen", code: "FIFTEEN", percentBp: 1500 });
    const stacked = applyPromotions(lines, [ten, fifty], NO_LIMITS, SHOPPER, NOW);
    // The automatic one first (₹50 off the ₹2,100 paid: ₹23.81 a piece before GST), then 10% of what is left.
    expect(stacked.applied.map((a) => [a.id, a.discountPaise])).toEqual([
      ["fifty", 4_762],
      ["ten", 19_524],
    ]);
    const alone = applyPromotions(lines, [ten, fifty, fifteen], NO_LIMITS, SHOPPER, NOW);
    expect(alone.applied.map((a) => a.id)).toEqual(["fifteen"]);
    expect(alone.refused.map((r) => [r.id, r.reason])).toEqual([
      ["fifty", PROMOTION_MESSAGES.better],
      ["ten", PROMOTION_MESSAGES.better],
    ]);
    fc.assert(
      fc.property(lineArb, fc.integer({ min: 1, max: 9_000 }), fc.integer({ min: 1, max: 9_000 }), (cart, a, b) => {
        const rules = [rule({ id: "a", code: "A", percentBp: a }), rule({ id: "b", code: "B", percentBp: b })];
        const outcome = applyPromotions(cart, rules, NO_LIMITS, SHOPPER, NOW);
        const paid = outcome.lines.reduce((sum, l) => sum + l.lineTotalPaise, 0);
        const eachAlone = rules.map((r) =>
          applyPromotions(cart, [r], NO_LIMITS, SHOPPER, NOW).lines.reduce((sum, l) => sum + l.lineTotalPaise, 0),
        );
        expect(outcome.applied.length).toBeLessThanOrEqual(1);
        expect(paid).toBe(Math.min(...eachAlone));
      }),
    );
  });

  it("combines with sale prices: when it does not, it leaves the pieces on sale to the sale and takes the others, combining or alone", () => {
    // c0 is on sale at 20% off; the cart has a ₹1,000 piece of c0 and one of c1.
    const lines = [line(100_000, 1, 0), line(100_000, 1, 1)];
    const sale = rule({ id: "sale", percentBp: 2000, combinable: true, categoryIds: ["c0"] });
    const offOf = (code: PromotionRule) =>
      applyPromotions(lines, [sale, code], NO_LIMITS, SHOPPER, NOW).lines.map((l) => l.unitDiscountPaise);
    const onTop = rule({ id: "ten", code: "TEN", percentBp: 1000, combinable: true });
    // Today's behaviour: 10% of what the sale left on c0, 10% of c1.
    expect(offOf(onTop)).toEqual([20_000 + 8_000, 10_000]);
    expect(offOf({ ...onTop, combinesWithSales: false })).toEqual([20_000, 10_000]);
    // Standing alone, 15% off everything beats the sale and 15% of c1 (₹300 against ₹350), so it takes the whole cart;
    // not combining with sale prices, it keeps the sale on c0 and takes c1 only.
    const alone = rule({ id: "fifteen", code: "FIFTEEN", percentBp: 1500 });
    expect(offOf(alone)).toEqual([15_000, 15_000]);
    const apart = applyPromotions(lines, [sale, { ...alone, combinesWithSales: false }], NO_LIMITS, SHOPPER, NOW);
    expect(apart.lines.map((l) => l.unitDiscountPaise)).toEqual([20_000, 15_000]);
    expect(apart.applied.map((a) => a.id)).toEqual(["sale", "fifteen"]);
    // On a cart of sale pieces only, it has nothing to take.
    const onlySale = applyPromotions([line(100_000, 1, 0)], [sale, { ...alone, combinesWithSales: false }], NO_LIMITS, SHOPPER, NOW);
    expect(onlySale.applied.map((a) => a.id)).toEqual(["sale"]);
    expect(onlySale.refused).toEqual([expect.objectContaining({ id: "fifteen", reason: PROMOTION_MESSAGES.noPieces })]);
  });

  it("conditions: dates, first order, prepaid, minimum cart with GST, limits and the budget each refuse with their reason", () => {
    const lines = [line(100_000)];
    const reasonFor = (r: Partial<PromotionRule>, limits: Partial<PromotionLimits> = {}, shopper = SHOPPER) =>
      applyPromotions(
        lines,
        [rule({ id: "x", ...r })],
        new Map([["x", { usesLeft: null, customerUsesLeft: null, budgetLeftPaise: null, ...limits }]]),
        shopper,
        NOW,
      ).refused[0]?.reason;
    expect(reasonFor({ startsAt: new Date(NOW.getTime() + 1) })).toBe(PROMOTION_MESSAGES.notStarted);
    expect(reasonFor({ startsAt: NOW })).toBeUndefined();
    expect(reasonFor({ endsAt: NOW })).toBe(PROMOTION_MESSAGES.ended);
    expect(reasonFor({ firstOrderOnly: true })).toBe(PROMOTION_MESSAGES.firstOrder);
    expect(reasonFor({ firstOrderOnly: true }, {}, { firstOrder: true, payment: "COD" })).toBeUndefined();
    expect(reasonFor({ prepaidOnly: true }, {}, { firstOrder: false, payment: "COD" })).toBe(PROMOTION_MESSAGES.prepaid);
    expect(reasonFor({ minCartPaise: priceWithGst(100_000, NOW) })).toBeUndefined();
    expect(reasonFor({ minCartPaise: priceWithGst(100_000, NOW) + 5_000 })).toBe("Add ₹50 more to use this offer");
    expect(reasonFor({}, { usesLeft: 0 })).toBe(PROMOTION_MESSAGES.usedUp);
    expect(reasonFor({}, { customerUsesLeft: 0 })).toBe(PROMOTION_MESSAGES.customerUsedUp);
    // 10% of ₹1,000 is ₹100: a budget of ₹99.99 left cannot pay it.
    expect(reasonFor({}, { budgetLeftPaise: 10_000 })).toBeUndefined();
    expect(reasonFor({}, { budgetLeftPaise: 9_999 })).toBe(PROMOTION_MESSAGES.usedUp);
    expect(reasonFor({ productIds: ["elsewhere"] })).toBe(PROMOTION_MESSAGES.noPieces);
    expect(reasonFor({ type: "BUY_X_GET_Y", buyQuantity: 1, getQuantity: 1, percentBp: 10_000 })).toBe(PROMOTION_MESSAGES.tooFew);
  });

  it("a free gift: one piece at ₹0 while in stock, counted at its price against the budget, and chosen over a smaller saving", () => {
    const gift = rule({ id: "gift", type: "GIFT", percentBp: 0, giftSizeId: "dupatta", giftValuePaise: 50_000, minCartPaise: 100_000 });
    const outcome = applyPromotions([line(100_000)], [gift], NO_LIMITS, SHOPPER, NOW);
    expect(outcome.gifts).toEqual([{ promotionId: "gift", sizeId: "dupatta" }]);
    expect(outcome.applied).toMatchObject([{ id: "gift", type: "GIFT", discountPaise: 0, givenPaise: 50_000 }]);
    expect(outcome.discountPaise).toBe(0);
    const gone = applyPromotions([line(100_000)], [{ ...gift, giftValuePaise: 0 }], NO_LIMITS, SHOPPER, NOW);
    expect(gone.gifts).toEqual([]);
    expect(gone.refused[0]!.reason).toBe(PROMOTION_MESSAGES.giftGone);
    // A ₹500 gift is worth more than 10% of ₹1,000; 60% off is worth more than the gift.
    expect(applyPromotions([line(100_000)], [gift, rule({ id: "ten", percentBp: 1000 })], NO_LIMITS, SHOPPER, NOW).gifts).toHaveLength(1);
    expect(applyPromotions([line(100_000)], [gift, rule({ id: "sixty", percentBp: 6000 })], NO_LIMITS, SHOPPER, NOW).gifts).toHaveLength(0);
  });

  it("a prepaid-only offer applies in the cart with its note, and never to cash on delivery", () => {
    const offer = rule({ id: "online", prepaidOnly: true });
    expect(applyPromotions([line(100_000)], [offer], NO_LIMITS, SHOPPER, NOW).applied[0]!.note).toBe(PROMOTION_MESSAGES.prepaid);
    expect(
      applyPromotions([line(100_000)], [offer], NO_LIMITS, { firstOrder: false, payment: "PREPAID" }, NOW).applied[0]!.note,
    ).toBeNull();
    expect(applyPromotions([line(100_000)], [offer], NO_LIMITS, { firstOrder: false, payment: "COD" }, NOW).applied).toEqual([]);
  });
});

// Each of these fails on a mutant that survived the unit tests before (issue 48, section 7).
describe("applyPromotions, pinned", () => {
  it("the budget counts every piece of a line: 10% of three ₹1,000 pieces is ₹300, more than a ₹200 budget", () => {
    const limits = new Map([["auto", { usesLeft: null, customerUsesLeft: null, budgetLeftPaise: 20_000 }]]);
    const outcome = applyPromotions([line(100_000, 3)], [rule({ percentBp: 1000 })], limits, SHOPPER, NOW);
    expect(outcome.discountPaise).toBe(0);
    expect(outcome.refused).toEqual([expect.objectContaining({ id: "auto", reason: PROMOTION_MESSAGES.usedUp })]);
    const enough = new Map([["auto", { usesLeft: null, customerUsesLeft: null, budgetLeftPaise: 30_000 }]]);
    expect(applyPromotions([line(100_000, 3)], [rule({ percentBp: 1000 })], enough, SHOPPER, NOW).discountPaise).toBe(30_000);
  });

  it("an automatic offer goes before a code, even a code made earlier and named first", () => {
    const code = rule({ id: "a-code", code: "ACODE", percentBp: 1000, combinable: true, createdAt: new Date("2026-10-01T00:00:00Z") });
    const automatic = rule({
      id: "z-auto",
      type: "FIXED",
      amountPaise: 10_000,
      combinable: true,
      createdAt: new Date("2026-11-20T00:00:00Z"),
    });
    const outcome = applyPromotions([line(100_000)], [code, automatic], NO_LIMITS, SHOPPER, NOW);
    // ₹100 off the ₹1,050 paid first (₹95.24 before GST), then 10% of what is left; the code first would take 10% of ₹1,000.
    expect(outcome.applied.map((a) => [a.id, a.discountPaise])).toEqual([
      ["z-auto", 9_524],
      ["a-code", 9_048],
    ]);
  });

  it("buy 2 get 1: only full groups count, the last full group's cheapest is free, and a group short of a piece gives nothing", () => {
    // Pieces by price: 6, 5, 4 | 3, 2, 1 (thousands) | 0.5, 0.4: the 4 and the 1 are free, the last two are no group.
    const prices = [600_000, 500_000, 400_000, 300_000, 200_000, 100_000, 50_000, 40_000];
    const lines = prices.map((price, n) => line(price, 1, n));
    const offer = rule({ type: "BUY_X_GET_Y", buyQuantity: 2, getQuantity: 1, percentBp: 10_000 });
    expect(applyPromotions(lines, [offer], NO_LIMITS, SHOPPER, NOW).discountPaise).toBe(400_000 + 100_000);
    expect(applyPromotions(lines.slice(0, 5), [offer], NO_LIMITS, SHOPPER, NOW).discountPaise).toBe(400_000);
    expect(applyPromotions(lines.slice(0, 6), [{ ...offer, maxRepeats: 1 }], NO_LIMITS, SHOPPER, NOW).discountPaise).toBe(400_000);
    // Buy 1 get 2 on five pieces: 5 | 4, 3 free; the 2 and 1 left are no group, though more than its "buy".
    const twoFree = rule({ type: "BUY_X_GET_Y", buyQuantity: 1, getQuantity: 2, percentBp: 10_000 });
    expect(applyPromotions(lines.slice(0, 5), [twoFree], NO_LIMITS, SHOPPER, NOW).discountPaise).toBe(500_000 + 400_000);
  });

  it("a sale marks as on sale only the pieces it lowered, and only a sale marks them", () => {
    // Sale on c0 only; a code that does not combine with sale prices still takes the c1 piece.
    const lines = [line(100_000, 1, 0), line(100_000, 1, 1)];
    const sale = rule({ id: "sale", percentBp: 2000, combinable: true, categoryIds: ["c0"] });
    const code = rule({ id: "code", code: "CODE", percentBp: 1000, combinable: true, combinesWithSales: false });
    expect(applyPromotions(lines, [sale, code], NO_LIMITS, SHOPPER, NOW).lines.map((l) => l.unitDiscountPaise)).toEqual([20_000, 10_000]);
    // An automatic offer with a condition is no sale: the code takes what it left on c0 too.
    const conditional = { ...sale, minCartPaise: 1 };
    expect(applyPromotions(lines, [conditional, code], NO_LIMITS, SHOPPER, NOW).lines.map((l) => l.unitDiscountPaise)).toEqual([
      20_000 + 8_000,
      10_000,
    ]);
  });
});

describe("allocatePerPiece, pinned", () => {
  it("the paise left go to the largest remainder first, and on equal remainders to the earlier line", () => {
    // Shares 33.3, 33.3 and 33.4: the paisa left goes to the third.
    expect(
      allocatePerPiece(100, [
        { unitPaise: 333, quantity: 1 },
        { unitPaise: 333, quantity: 1 },
        { unitPaise: 334, quantity: 1 },
      ]),
    ).toEqual([33, 33, 34]);
    // Equal shares of 0.67: the two paise go to the first two lines.
    expect(
      allocatePerPiece(2, [
        { unitPaise: 1, quantity: 1 },
        { unitPaise: 1, quantity: 1 },
        { unitPaise: 1, quantity: 1 },
      ]),
    ).toEqual([1, 1, 0]);
  });
});

describe("a fixed amount, GST included", () => {
  const paid = (outcome: ReturnType<typeof applyPromotions>) => outcome.lines.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  const typed = (withGst: number, quantity: number, n = 0): PromoLine => {
    const split = priceBeforeGst(withGst, NOW);
    if (!("pricePaise" in split)) throw new Error(`${withGst} is between the slabs`);
    return { ...line(split.pricePaise, quantity, n), unitPriceWithGstPaise: withGst };
  };

  it("₹200 off three pieces of ₹1,048.95 is exactly ₹200 less to pay, the last paise on the first pieces", () => {
    const lines = [typed(104_895, 3)];
    const outcome = applyPromotions(lines, [rule({ type: "FIXED", amountPaise: 20_000 })], NO_LIMITS, SHOPPER, NOW);
    expect(paid(outcome)).toBe(3 * 104_895 - 20_000);
    const [priced] = outcome.lines as [PricedPromoLine];
    // ₹66.67 with GST a piece cannot be split equally: the first two pieces take a paisa more before GST.
    expect(priced.parts.map((part) => [part.quantity, part.unitDiscountPaise])).toEqual([
      [2, 6_350],
      [1, 6_349],
    ]);
    for (const part of priced.parts) {
      expect(part.unitGstPaise).toBe(gstFor(99_900 - part.unitDiscountPaise, NOW));
      expect(part.gstRateBp).toBe(500);
    }
    expect(outcome.discountPaise).toBe(2 * 6_350 + 6_349);
  });

  it("₹500 off a cart whose pieces cross the slab: exactly ₹500, each piece taxed at the slab of what is left of it", () => {
    // Two ₹2,999 pieces at 18%: no piece can fall by ₹250 (that lands in the slabs' gap), so one falls to the 5% slab.
    const outcome = applyPromotions([typed(299_900, 2)], [rule({ type: "FIXED", amountPaise: 50_000 })], NO_LIMITS, SHOPPER, NOW);
    expect(paid(outcome)).toBe(2 * 299_900 - 50_000);
    for (const part of outcome.lines[0]!.parts)
      expect(part.gstRateBp).toBe(gstRateFor(outcome.lines[0]!.unitPricePaise - part.unitDiscountPaise, NOW));
  });

  it("a lone piece whose next paisa off costs two comes a paisa short rather than over", () => {
    // ₹9,764.25 at 18%: a paisa off before GST lowers the price with GST by two.
    const outcome = applyPromotions([line(976_425)], [rule({ type: "FIXED", amountPaise: 1 })], NO_LIMITS, SHOPPER, NOW);
    expect(outcome.discountPaise).toBe(0);
    expect(paid(applyPromotions([line(976_425)], [rule({ type: "FIXED", amountPaise: 2 })], NO_LIMITS, SHOPPER, NOW))).toBe(
      priceWithGst(976_425, NOW) - 2,
    );
  });

  it("₹1 off two pieces a paisa above the 18% slab's edge takes nothing off: any paisa off one drops it by ₹325", () => {
    const outcome = applyPromotions([line(250_001, 2)], [rule({ type: "FIXED", amountPaise: 100 })], NO_LIMITS, SHOPPER, NOW);
    expect(paid(outcome)).toBe(2 * priceWithGst(250_001, NOW));
    expect(outcome.discountPaise).toBe(0);
  });

  it("property: exactly the amount off what is paid (or everything, when it is more) for two pieces or more and ₹1 or more", () => {
    fc.assert(
      fc.property(lineArb, fc.integer({ min: 100, max: 3_000_000 }), (cart, amount) => {
        const before = paid(applyPromotions(cart, [], NO_LIMITS, SHOPPER, NOW));
        const outcome = applyPromotions(cart, [rule({ type: "FIXED", amountPaise: amount })], NO_LIMITS, SHOPPER, NOW);
        const pieces = cart.reduce((sum, l) => sum + l.quantity, 0);
        const off = before - paid(outcome);
        // Never over. Exactly, for two pieces or more, unless a piece sits within the amount above a slab's edge: the
        // first paisa off it drops the price with GST by hundreds of rupees (two ₹2,500.01 pieces cannot take ₹1 off).
        // A lone piece's next step can be two paise off, so it too may come a little short.
        const cliff = cart.some((l) => gstRateFor(Math.max(1, l.unitPricePaise - amount), NOW) !== gstRateFor(l.unitPricePaise, NOW));
        expect(off).toBeLessThanOrEqual(Math.min(amount, before));
        if (pieces > 1 && !cliff) expect(off).toBe(Math.min(amount, before));
        for (const l of outcome.lines) {
          expect(l.parts.reduce((sum, part) => sum + part.quantity, 0)).toBe(l.quantity);
          for (const part of l.parts) expect(part.unitDiscountPaise).toBeLessThanOrEqual(l.unitPricePaise);
        }
      }),
      { numRuns: 300 },
    );
  });
});
