import type { Prisma } from "@/lib/generated/prisma/client";

// A promotion as the shop reads it, in one place: the row's fields, the rule the engine prices with,
// and whether its dates hold an instant (with that rule's twin for the database's queries). The back
// office, the engine's store, the sale prices and the clawback all read a promotion through here.

export type PromotionType = "PERCENT" | "FIXED" | "BUY_X_GET_Y" | "GIFT";

export type PromotionRule = {
  id: string;
  /** Upper-case; null for an automatic promotion. */
  code: string | null;
  title: string;
  type: PromotionType;
  /** PERCENT: off each piece; BUY_X_GET_Y: off each "get" piece (10000 = free). Basis points. */
  percentBp: number;
  /** FIXED: off what the shopper pays for the pieces it targets, GST included (prices are typed with GST). */
  amountPaise: number;
  /** FIXED, re-running an order placed before that: the amount came off the prices before GST. */
  fixedBeforeGst?: boolean;
  buyQuantity: number;
  getQuantity: number;
  /** BUY_X_GET_Y: how many times the offer repeats at most; null = as often as the cart allows. */
  maxRepeats: number | null;
  /** GIFT: the size given free (one piece), and its price before GST while it is in stock, else 0. */
  giftSizeId: string | null;
  giftValuePaise: number;
  /** The goods' value with GST, before any promotion, that the cart must reach. */
  minCartPaise: number;
  firstOrderOnly: boolean;
  prepaidOnly: boolean;
  /** Combines with other promotions that combine; else it stands alone. */
  combinable: boolean;
  /**
   * False: it leaves the pieces a sale price lowers alone (the sale stays on them) and takes only the
   * others, whether it combines or stands alone (decision 092). True: it may go on top of a sale when it
   * combines; alone, it competes with the sales for the whole cart.
   */
  combinesWithSales: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Empty lists target every piece; else a piece is targeted by its category, product or size. */
  categoryIds: readonly string[];
  productIds: readonly string[];
  sizeIds: readonly string[];
  createdAt: Date;
};

/** Every field of a promotion the shop reads. */
export const promotionSelect = {
  id: true,
  code: true,
  title: true,
  type: true,
  percentBp: true,
  amountPaise: true,
  buyQuantity: true,
  getQuantity: true,
  maxRepeats: true,
  giftSizeId: true,
  minCartPaise: true,
  firstOrderOnly: true,
  prepaidOnly: true,
  combinable: true,
  listed: true,
  combinesWithSales: true,
  startsAt: true,
  endsAt: true,
  usageLimit: true,
  usedCount: true,
  perCustomerLimit: true,
  budgetPaise: true,
  givenPaise: true,
  categoryIds: true,
  productIds: true,
  sizeIds: true,
  archivedAt: true,
  batchId: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.PromotionSelect;

export type PromotionRow = Prisma.PromotionGetPayload<{ select: typeof promotionSelect }>;

/** A promotion with what the engine needs of its gift: the size's price and stock. */
export const ruleSelect = { ...promotionSelect, giftSize: { select: { pricePaise: true, stock: true } } } satisfies Prisma.PromotionSelect;

type RuleRow = Prisma.PromotionGetPayload<{ select: typeof ruleSelect }>;

export function toRule(row: RuleRow): PromotionRule {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    type: row.type,
    percentBp: row.percentBp,
    amountPaise: row.amountPaise,
    buyQuantity: row.buyQuantity,
    getQuantity: row.getQuantity,
    maxRepeats: row.maxRepeats,
    giftSizeId: row.giftSizeId,
    giftValuePaise: row.giftSize && row.giftSize.stock > 0 ? row.giftSize.pricePaise : 0,
    minCartPaise: row.minCartPaise,
    firstOrderOnly: row.firstOrderOnly,
    prepaidOnly: row.prepaidOnly,
    combinable: row.combinable,
    combinesWithSales: row.combinesWithSales,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    categoryIds: row.categoryIds,
    productIds: row.productIds,
    sizeIds: row.sizeIds,
    createdAt: row.createdAt,
  };
}

type Dates = { startsAt: Date | null; endsAt: Date | null };

/**
 * Where an instant falls in a promotion's dates: before its start, inside them, or at or after its
 * end (an end is the first instant it no longer applies). No start: always started; no end: never ends.
 */
export function windowAt(dates: Dates, at: Date): "scheduled" | "live" | "ended" {
  if (dates.endsAt && at >= dates.endsAt) return "ended";
  if (dates.startsAt && at < dates.startsAt) return "scheduled";
  return "live";
}

/** windowAt's twin in the database: the promotions not ended at `at` (live or scheduled). */
export function notEndedWhere(at: Date) {
  return { OR: [{ endsAt: null }, { endsAt: { gt: at } }] } satisfies Prisma.PromotionWhereInput;
}

/** windowAt's twin in the database: the promotions live at `at`. */
export function liveWhere(at: Date) {
  return { AND: [{ OR: [{ startsAt: null }, { startsAt: { lte: at } }] }, notEndedWhere(at)] } satisfies Prisma.PromotionWhereInput;
}
