import "server-only";
import { sizePricesSelect } from "@/lib/catalog/cards/offer";
import type { Prisma } from "@/lib/generated/prisma/client";
import { cartTotals, type CartTotals } from "@/lib/pricing";
import type { AppliedPromotion, PromoLine, PromoShopper } from "@/lib/promotions/engine";
import { priceLines, type CouponState, type LinePart } from "@/lib/promotions/price-lines";
import type { CustomerKeys } from "@/lib/promotions/store";

// The priced line: a size, how many of it, and its pieces by what the promotions take off each.
// The cart, booking and an order read a shopper's lines only in this shape, priced here, one
// object per size, so a discount always travels with the line it belongs to.

type Db = Prisma.TransactionClient;

/** Everything a line needs from its size, variant (first image) and product: one query for all lines. */
export const sizeSelect = {
  id: true,
  size: true,
  ...sizePricesSelect,
  stock: true,
  variant: {
    select: {
      id: true,
      colorName: true,
      colorCode: true,
      productId: true,
      images: { orderBy: [{ position: "asc" }, { id: "asc" }], take: 1, select: { url: true } },
      product: { select: { id: true, name: true, slug: true, description: true, hsn: true, cashOnDelivery: true, categoryId: true } },
    },
  },
} satisfies Prisma.SizeStockSelect;

export type SizeRow = Prisma.SizeStockGetPayload<{ select: typeof sizeSelect }>;

/** "<product> - <colour> - <size>" */
export function itemName(size: SizeRow): string {
  return `${size.variant.product.name} - ${size.variant.colorName} - ${size.size}`;
}

/** A size with the quantity the cart holds of it (already within stock). */
export type SettledLine = { size: SizeRow; quantity: number };

/** A line under the promotions: its pieces by what comes off each before GST (quantities add up to the line's). */
export type PricedLine = SettledLine & { parts: LinePart[] };

export type PricedCart = {
  /** In the lines' order, one per size. */
  lines: PricedLine[];
  totals: CartTotals;
  applied: AppliedPromotion[];
  /** The code given, and why it does not apply when it does not. */
  coupon: CouponState | null;
  /** Automatic offers that do not apply, and why. */
  notApplied: { title: string; reason: string }[];
  /** Free gifts the offers add: one piece of each size, at ₹0. */
  gifts: SizeRow[];
  /** Who the shopper is for per-customer limits, once asked. */
  customer: () => Promise<CustomerKeys>;
};

/** A line as the promotions engine reads it. */
export function promoLineOf({ size, quantity }: SettledLine): PromoLine {
  const { product } = size.variant;
  return {
    sizeId: size.id,
    productId: product.id,
    categoryId: product.categoryId,
    unitPricePaise: size.pricePaise,
    unitPriceWithGstPaise: size.priceWithGstPaise,
    quantity,
  };
}

/** The lines' totals, each piece less what the promotions take off it (a line's parts priced apart). */
function totalsOf(lines: readonly PricedLine[], on: Date): CartTotals {
  return cartTotals(
    lines.flatMap(({ size, parts }) =>
      parts.map((part) => ({
        pricePaise: size.pricePaise,
        cutPricePaise: size.cutPricePaise,
        priceWithGstPaise: size.priceWithGstPaise,
        cutPriceWithGstPaise: size.cutPriceWithGstPaise,
        quantity: part.quantity,
        unitDiscountPaise: part.unitDiscountPaise,
      })),
    ),
    on,
  );
}

/** The sizes the offers give free (none: no query). */
async function giftSizes(db: Db, gifts: readonly { sizeId: string }[]): Promise<SizeRow[]> {
  if (gifts.length === 0) return [];
  return db.sizeStock.findMany({ where: { id: { in: gifts.map((gift) => gift.sizeId) } }, select: sizeSelect, orderBy: { id: "asc" } });
}

/**
 * The shopper's lines under the promotions on offer and `code`, paid by `payment` (null: not chosen
 * yet, the cart). An order passes its transaction as `db`.
 */
export async function priceCart(
  db: Db,
  userId: string,
  lines: readonly SettledLine[],
  options: { code: string | null; payment: PromoShopper["payment"]; deliveryPhone?: string },
  now: Date,
): Promise<PricedCart> {
  const priced = await priceLines(db, userId, lines.map(promoLineOf), options, now);
  const pricedLines = lines.map((line) => ({
    ...line,
    parts: priced.parts.get(line.size.id) ?? [{ quantity: line.quantity, unitDiscountPaise: 0 }],
  }));
  return {
    lines: pricedLines,
    totals: totalsOf(pricedLines, now),
    applied: priced.applied,
    coupon: priced.coupon,
    notApplied: priced.notApplied,
    gifts: await giftSizes(db, priced.gifts),
    customer: priced.customer,
  };
}
