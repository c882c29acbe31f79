import "server-only";
import type { Prisma, Promotion } from "@/lib/generated/prisma/client";
import { normaliseMobile } from "@/lib/phone";
import type { PromotionLimits, PromotionRule, PromoShopper } from "./engine";

// What the engine needs from the database: the promotions on offer (the automatic ones live now,
// and the code the shopper gave, whatever its dates, so its refusal can say why), what is left of
// each one's limits, and who the shopper is.

type Db = Prisma.TransactionClient;

/** Who a shopper is for per-customer limits: the account, its email and every phone naming them. */
export type CustomerKeys = { userId: string; email: string | null; phones: string[] };

export type Offer = { rules: PromotionRule[]; limits: Map<string, PromotionLimits> };

export const promotionInclude = { giftSize: { select: { pricePaise: true, stock: true } } } satisfies Prisma.PromotionInclude;
type PromotionRow = Promotion & { giftSize: { pricePaise: number; stock: number } | null };

export function toRule(row: PromotionRow): PromotionRule {
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

export async function customerKeysOf(db: Db, userId: string, deliveryPhone?: string): Promise<CustomerKeys> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, phone: true, mobile: true } });
  const phones = [user?.phone, user?.mobile, deliveryPhone].flatMap((phone) => {
    const mobile = phone ? normaliseMobile(phone) : null;
    return mobile ? [mobile] : [];
  });
  return { userId, email: user?.email?.toLowerCase() ?? null, phones: [...new Set(phones)].sort() };
}

/** Uses not released, by this account or by anyone sharing its email or one of its phones. */
export function customerUsesWhere(promotionId: string, customer: CustomerKeys): Prisma.PromotionUseWhereInput {
  return {
    promotionId,
    releasedAt: null,
    OR: [
      { userId: customer.userId },
      ...(customer.email ? [{ email: customer.email }] : []),
      ...(customer.phones.length > 0 ? [{ phones: { hasSome: customer.phones } }] : []),
    ],
  };
}

/**
 * The promotions on offer and what is left of their limits. `customer` is asked only when one of
 * them limits uses per customer, so a cart without such an offer costs no extra query.
 */
export async function offerFor(db: Db, code: string | null, customer: () => Promise<CustomerKeys>, now: Date): Promise<Offer> {
  const rows = await db.promotion.findMany({
    where: {
      archivedAt: null,
      OR: [
        {
          code: null,
          AND: [{ OR: [{ startsAt: null }, { startsAt: { lte: now } }] }, { OR: [{ endsAt: null }, { endsAt: { gt: now } }] }],
        },
        ...(code ? [{ code }] : []),
      ],
    },
    include: promotionInclude,
  });
  const keys = rows.some((row) => row.perCustomerLimit !== null) ? await customer() : null;
  const limits = new Map<string, PromotionLimits>();
  for (const row of rows) {
    const used = row.perCustomerLimit !== null && keys ? await db.promotionUse.count({ where: customerUsesWhere(row.id, keys) }) : 0;
    limits.set(row.id, {
      usesLeft: row.usageLimit === null ? null : row.usageLimit - row.usedCount,
      budgetLeftPaise: row.budgetPaise === null ? null : row.budgetPaise - row.givenPaise,
      customerUsesLeft: row.perCustomerLimit === null ? null : row.perCustomerLimit - used,
    });
  }
  return { rules: rows.map(toRule), limits };
}

/** A first order: the account has no order that was not cancelled. */
export async function isFirstOrder(db: Db, userId: string): Promise<boolean> {
  return (await db.order.count({ where: { userId, orderType: "ORDER", status: { not: "CANCELLED" } } })) === 0;
}

/** The shopper as the engine reads them; whether this is a first order is asked only when an offer needs it. */
export async function shopperOf(db: Db, userId: string, payment: PromoShopper["payment"], offer: Offer): Promise<PromoShopper> {
  if (!offer.rules.some((rule) => rule.firstOrderOnly)) return { firstOrder: false, payment };
  return { firstOrder: await isFirstOrder(db, userId), payment };
}
