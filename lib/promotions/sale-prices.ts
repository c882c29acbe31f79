import "server-only";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { applyPromotions } from "./engine";
import { notEndedWhere, ruleSelect, toRule, windowAt, type PromotionRule } from "./model";

// Sale prices (decision 086): what the automatic promotions give one piece whatever the cart and the
// shopper, so cards and product pages can show it before anything is in the cart. Only a percentage
// without conditions or limits qualifies: a minimum cart, a first order, prepaid, or uses and a budget
// that could run out mid-day would make a cached card promise what the cart may refuse.

/** The automatic promotions that are sale prices, in force or still to come (`endsAt` after `at`). */
const saleWhere = (at: Date) =>
  ({
    code: null,
    archivedAt: null,
    type: "PERCENT",
    percentBp: { gt: 0 },
    minCartPaise: 0,
    firstOrderOnly: false,
    prepaidOnly: false,
    usageLimit: null,
    perCustomerLimit: null,
    budgetPaise: null,
    ...notEndedWhere(at),
  }) satisfies Prisma.PromotionWhereInput;

/** The sales in force at `at`, and when the next one starts or ends (null: none is planned), so caches expire then. */
export type Sales = { at: Date; rules: PromotionRule[]; nextChange: Date | null };

/** Sales of these promotions (each already a sale price, see saleWhere) at `at`. */
export function salesAt(promotions: readonly PromotionRule[], at: Date): Sales {
  const inForce = promotions.filter((rule) => windowAt(rule, at) === "live");
  const changes = promotions
    .flatMap((rule) => [rule.startsAt, rule.endsAt])
    .filter((instant): instant is Date => instant !== null && instant > at)
    .map((instant) => instant.getTime());
  return { at, rules: inForce, nextChange: changes.length > 0 ? new Date(Math.min(...changes)) : null };
}

/** The sale promotions in force at `at` or still to come (one query); salesAt takes those in force at a moment. */
export async function loadSalePromotions(at: Date): Promise<PromotionRule[]> {
  const rows = await getDb().promotion.findMany({ where: saleWhere(at), select: ruleSelect });
  // A sale is a percentage off: it gives no gift.
  return rows.map((row) => ({ ...toRule(row), giftSizeId: null, giftValuePaise: 0 }));
}

/** The sales in force now and the next change. */
export async function loadSales(at: Date = new Date()): Promise<Sales> {
  return salesAt(await loadSalePromotions(at), at);
}

/** One piece as the catalogue knows it: `sizeId` null when the piece is a product's cheapest, size unknown (a card). */
export type SalePiece = { sizeId: string | null; productId: string; categoryId: string; pricePaise: number };

/**
 * The piece's price before GST under the sales: the engine's own pricing of a one-piece cart (stacking,
 * the best of the stand-alone ones, rounding), so the card and the cart never differ. Its price when no sale applies.
 */
export function salePricePaise(piece: SalePiece, sales: Sales): number {
  if (sales.rules.length === 0) return piece.pricePaise;
  const line = {
    sizeId: piece.sizeId ?? "",
    productId: piece.productId,
    categoryId: piece.categoryId,
    unitPricePaise: piece.pricePaise,
    quantity: 1,
  };
  const { lines } = applyPromotions([line], sales.rules, new Map(), { firstOrder: false, payment: null }, sales.at);
  return piece.pricePaise - lines[0]!.unitDiscountPaise;
}
