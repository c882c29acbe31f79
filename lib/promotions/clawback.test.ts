import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { promotionRule } from "@/tests/support/promotion-rule";
import { gstFor } from "@/lib/pricing";
import { clawbackOf, type ClawbackLine, type ClawbackState } from "./clawback";
import { applyPromotions, type PromoLine } from "./engine";
import type { PromotionRule } from "./model";

const AT = new Date("2026-11-28T06:00:00Z");
const ORDER = { at: AT, payment: "COD" as const };

function rule(overrides: Partial<PromotionRule>): PromotionRule {
  return promotionRule({ code: "OFFER", createdAt: AT, ...overrides });
}

const BUY_2_GET_1 = rule({ type: "BUY_X_GET_Y", buyQuantity: 2, getQuantity: 1, percentBp: 10_000 });
const MIN_CART = rule({ type: "FIXED", amountPaise: 50_000, minCartPaise: 400_000 });

type Bought = { id: string; piece: Omit<PromoLine, "quantity">; quantity: number; unitDiscountPaise: number; unitGstPaise: number };

/** An order priced by the engine, as placing it would. */
function order(prices: readonly { unit: number; quantity: number }[], rules: readonly PromotionRule[]): Bought[] {
  const lines = prices.map((price, n) => ({
    sizeId: `s${n}`,
    productId: `p${n}`,
    categoryId: "c",
    unitPricePaise: price.unit,
    quantity: price.quantity,
  }));
  const priced = applyPromotions(lines, rules, new Map(), { firstOrder: true, payment: "COD" }, AT).lines;
  // A line of two parts (a fixed amount's last paise) is two order lines, as placing the order makes them.
  return priced.flatMap(({ parts, ...piece }, n) =>
    parts.map(({ quantity, unitDiscountPaise, unitGstPaise }, k) => ({
      id: k === 0 ? `l${n}` : `l${n}.${k}`,
      piece: { sizeId: piece.sizeId, productId: piece.productId, categoryId: piece.categoryId, unitPricePaise: piece.unitPricePaise },
      quantity,
      unitDiscountPaise,
      unitGstPaise,
    })),
  );
}

const paid = (line: Bought) => line.piece.unitPricePaise - line.unitDiscountPaise + line.unitGstPaise;
const full = (line: Bought) => line.piece.unitPricePaise + gstFor(line.piece.unitPricePaise, AT);

/** Returns one piece of each line named, in turn, as separate returns: each return's refund and clawback. */
function returnInTurn(bought: Bought[], rules: readonly PromotionRule[], lineIndexes: readonly number[]) {
  const kept = bought.map((line) => line.quantity);
  let state: ClawbackState[] | null = null;
  return lineIndexes.map((index) => {
    kept[index]! -= 1;
    const input = bought.map((line, i): ClawbackLine => ({
      orderLineId: line.id,
      piece: line.piece,
      unitDiscountPaise: line.unitDiscountPaise,
      unitGstPaise: line.unitGstPaise,
      keptQuantity: kept[i]!,
      exchangedQuantity: 0,
      previous: state?.find((one) => one.orderLineId === line.id) ?? null,
    }));
    const limit = paid(bought[index]!);
    const result = clawbackOf(input, rules, ORDER, limit);
    state = result.lines;
    return { ...result, refundPaise: limit - result.clawbackPaise };
  });
}

describe("clawbackOf", () => {
  it("buy 2 get 1: a paid piece returned takes back the kept pieces' share of the free piece; the free one returned gives it back", () => {
    const bought = order(
      [
        { unit: 200_000, quantity: 1 },
        { unit: 150_000, quantity: 1 },
        { unit: 100_000, quantity: 1 },
      ],
      [BUY_2_GET_1],
    );
    const [first, second] = returnInTurn(bought, [BUY_2_GET_1], [0, 2]);
    const [dear, middle, cheap] = bought as [Bought, Bought, Bought];
    expect(first!.clawbackPaise).toBe(full(middle) - paid(middle) + full(cheap) - paid(cheap));
    expect(first!.refundPaise).toBe(paid(dear) + paid(middle) + paid(cheap) - full(middle) - full(cheap));
    expect(second!.clawbackPaise).toBe(-(full(cheap) - paid(cheap)));
    expect(second!.refundPaise).toBe(full(cheap));
    expect(second!.lines.find((line) => line.orderLineId === middle.id)).toMatchObject({
      unitDiscountPaise: 0,
      taxablePaise: 0,
      gstPaise: 0,
    });
  });

  it("a minimum cart broken: the kept piece is taxed at the slab its full price reaches", () => {
    const bought = order(
      [
        { unit: 260_000, quantity: 1 },
        { unit: 150_000, quantity: 1 },
      ],
      [MIN_CART],
    );
    const [kept] = bought as [Bought];
    expect(kept.unitGstPaise).toBe(gstFor(260_000 - kept.unitDiscountPaise, AT));
    const [result] = returnInTurn(bought, [MIN_CART], [1]);
    expect(result!.lines[0]).toMatchObject({ unitDiscountPaise: 0, unitGstPaise: 46_800, taxablePaise: kept.unitDiscountPaise });
    expect(result!.clawbackPaise).toBe(kept.unitDiscountPaise + 46_800 - kept.unitGstPaise);
  });

  it("never takes more than the return refunds: the kept piece's discount is withdrawn only in part", () => {
    // ₹500 off ₹3,300 and ₹200 (₹4,104 with GST): the ₹200 piece has ₹28.57 off; alone (₹3,894 with GST), the
    // ₹3,300 piece would owe its ₹471.43 back and more GST, more than the ₹180 the ₹200 piece cost.
    const bought = order(
      [
        { unit: 330_000, quantity: 1 },
        { unit: 20_000, quantity: 1 },
      ],
      [MIN_CART],
    );
    const [result] = returnInTurn(bought, [MIN_CART], [1]);
    expect(result!.refundPaise).toBeGreaterThanOrEqual(0);
    expect(result!.refundPaise).toBeLessThan(100);
    const kept = result!.lines[0]!;
    expect(kept.unitDiscountPaise).toBeGreaterThan(0);
    expect(kept.unitDiscountPaise).toBeLessThan(bought[0]!.unitDiscountPaise);
    expect(kept.unitGstPaise).toBe(gstFor(330_000 - kept.unitDiscountPaise, AT));
  });

  it("property: each refund is at least 0, each note sums to its clawback, the kept pieces never get more than invoiced, and returning everything refunds everything paid", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ unit: fc.integer({ min: 10_000, max: 400_000 }), quantity: fc.integer({ min: 1, max: 3 }) }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.constantFrom([BUY_2_GET_1], [MIN_CART], [rule({})], [BUY_2_GET_1, { ...MIN_CART, id: "min", combinable: true }]),
        fc.integer({ min: 0, max: 1_000_000 }),
        (prices, rules, seed) => {
          const bought = order(prices, rules);
          const pieces = bought.flatMap((line, i) => Array.from({ length: line.quantity }, () => i));
          // A shuffle of the pieces, from the seed.
          const turn = pieces.map((i, n) => ({ i, key: (seed * (n + 7919)) % 104_729 })).sort((a, b) => a.key - b.key);
          const results = returnInTurn(
            bought,
            rules,
            turn.map(({ i }) => i),
          );
          for (const result of results) {
            expect(result.refundPaise).toBeGreaterThanOrEqual(0);
            expect(result.lines.reduce((sum, line) => sum + line.taxablePaise + line.gstPaise, 0)).toBe(result.clawbackPaise);
            for (const line of result.lines) {
              const invoiced = bought.find((one) => one.id === line.orderLineId)!;
              expect(line.unitDiscountPaise).toBeLessThanOrEqual(invoiced.unitDiscountPaise);
            }
          }
          const refunded = results.reduce((sum, result) => sum + result.refundPaise, 0);
          expect(refunded).toBe(bought.reduce((sum, line) => sum + paid(line) * line.quantity, 0));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a percentage off with no condition never takes anything back", () => {
    const bought = order(
      [
        { unit: 200_000, quantity: 2 },
        { unit: 150_000, quantity: 1 },
      ],
      [rule({})],
    );
    expect(returnInTurn(bought, [rule({})], [0, 1, 0]).map((result) => result.clawbackPaise)).toEqual([0, 0, 0]);
  });

  /** One paid line and what it keeps or exchanges, as the return's input. */
  function one(bought: Bought, kept: number, exchanged = 0): ClawbackLine {
    return {
      orderLineId: bought.id,
      piece: bought.piece,
      unitDiscountPaise: bought.unitDiscountPaise,
      unitGstPaise: bought.unitGstPaise,
      keptQuantity: kept,
      exchangedQuantity: exchanged,
      previous: null,
    };
  }

  it("pieces exchanged still count for the offer's condition: exchanging the dear piece of a buy 2 get 1 takes nothing back", () => {
    const bought = order(
      [
        { unit: 200_000, quantity: 1 },
        { unit: 150_000, quantity: 1 },
        { unit: 100_000, quantity: 1 },
      ],
      [BUY_2_GET_1],
    );
    const [dear, middle, cheap] = bought as [Bought, Bought, Bought];
    const exchanged = clawbackOf([one(dear, 0, 1), one(middle, 1), one(cheap, 1)], [BUY_2_GET_1], ORDER, paid(dear));
    expect(exchanged.clawbackPaise).toBe(0);
    // Returned instead, the same piece breaks the offer.
    expect(clawbackOf([one(dear, 0), one(middle, 1), one(cheap, 1)], [BUY_2_GET_1], ORDER, paid(dear)).clawbackPaise).toBeGreaterThan(0);
  });

  it("a first-order code is re-run as the order it was: the kept pieces keep its discount when nothing is broken", () => {
    const firstOrder = rule({ firstOrderOnly: true, type: "FIXED", amountPaise: 50_000, minCartPaise: 300_000 });
    const bought = order(
      [
        { unit: 200_000, quantity: 2 },
        { unit: 50_000, quantity: 1 },
      ],
      [firstOrder],
    );
    expect(bought[0]!.unitDiscountPaise).toBeGreaterThan(0);
    const [dear, cheap] = bought as [Bought, Bought];
    expect(clawbackOf([one(dear, 2), one(cheap, 0)], [firstOrder], ORDER, paid(cheap)).clawbackPaise).toBe(0);
  });

  it("dates changed after the order do not change its re-run: a return that breaks nothing takes nothing", () => {
    const bought = order(
      [
        { unit: 200_000, quantity: 2 },
        { unit: 50_000, quantity: 1 },
      ],
      [MIN_CART],
    );
    const [dear, cheap] = bought as [Bought, Bought];
    expect(dear.unitDiscountPaise).toBeGreaterThan(0);
    // The owner later moved the offer's end before the order and its start after it.
    const edited = { ...MIN_CART, startsAt: new Date(AT.getTime() + 1), endsAt: new Date(AT.getTime() - 1) };
    expect(clawbackOf([one(dear, 2), one(cheap, 0)], [edited], ORDER, paid(cheap)).clawbackPaise).toBe(0);
  });

  it("an order placed when fixed amounts came off before GST is re-run so: a return that breaks nothing takes nothing", () => {
    // ₹500 off before GST on ₹4,000 and a ₹100 piece; the ₹100 piece comes back and ₹4,200 (with GST) still meets ₹4,000.
    const old = { ...MIN_CART, fixedBeforeGst: true };
    const [dear, cheap] = order(
      [
        { unit: 200_000, quantity: 2 },
        { unit: 10_000, quantity: 1 },
      ],
      [old],
    ) as [Bought, Bought];
    expect(dear.unitDiscountPaise).toBe(24_390);
    expect(clawbackOf([one(dear, 2), one(cheap, 0)], [old], ORDER, paid(cheap)).clawbackPaise).toBe(0);
    // Re-run as ₹500 off what is paid, the kept pieces would owe part of a discount nothing broke.
    expect(clawbackOf([one(dear, 2), one(cheap, 0)], [MIN_CART], ORDER, paid(cheap)).clawbackPaise).toBeGreaterThan(0);
  });

  describe("a free gift", () => {
    // A ₹3,999 kurta earns a ₹1,699 kurta free on carts of ₹3,500 or more (with GST); the gift is out of stock now.
    const GIFT = rule({ id: "gift", type: "GIFT", giftSizeId: "g", giftValuePaise: 0, minCartPaise: 350_000 });
    const [kurta] = order([{ unit: 399_900, quantity: 1 }], []) as [Bought];
    const gift = (kept: number, previous: ClawbackLine["previous"] = null): ClawbackLine => ({
      orderLineId: "gift-line",
      piece: { sizeId: "g", productId: "pg", categoryId: "c", unitPricePaise: 169_900 },
      unitDiscountPaise: 169_900,
      unitGstPaise: 0,
      keptQuantity: kept,
      exchangedQuantity: 0,
      giftOf: "gift",
      previous,
    });
    const value = 169_900 + gstFor(169_900, AT);

    it("kept while the piece that earned it is returned: the gift's value with its GST is taken back", () => {
      const result = clawbackOf([one(kurta, 0), gift(1)], [GIFT], ORDER, paid(kurta));
      expect(result.clawbackPaise).toBe(value);
      expect(result.lines.find((line) => line.orderLineId === "gift-line")).toMatchObject({
        unitDiscountPaise: 0,
        taxablePaise: 169_900,
        gstPaise: gstFor(169_900, AT),
      });
      // The gift returned later gives it back.
      const later = clawbackOf([one(kurta, 0), gift(0, result.lines[1]!)], [GIFT], ORDER, 0);
      expect(later.clawbackPaise).toBe(-value);
    });

    it("returned with it, or kept with it (or with it exchanged), takes nothing", () => {
      expect(clawbackOf([one(kurta, 0), gift(0)], [GIFT], ORDER, paid(kurta)).clawbackPaise).toBe(0);
      expect(clawbackOf([one(kurta, 0, 1), gift(1)], [GIFT], ORDER, paid(kurta)).clawbackPaise).toBe(0);
    });

    it("never more than the return refunds", () => {
      const result = clawbackOf([one(kurta, 0), gift(1)], [GIFT], ORDER, 100_000);
      expect(result.clawbackPaise).toBeLessThanOrEqual(100_000);
      expect(result.clawbackPaise).toBeGreaterThan(0);
    });
  });
});
