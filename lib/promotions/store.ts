import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { normaliseMobile } from "@/lib/phone";
import type { PromotionLimits, PromoShopper } from "./engine";
import { liveWhere, ruleSelect, toRule, type PromotionRule } from "./model";

// What the engine needs from the database: the promotions on offer (the automatic ones live now,
// and the code the shopper gave, whatever its dates, so its refusal can say why), what is left of
// each one's limits, and who the shopper is.

type Db = Prisma.TransactionClient;

/**
 * Who a shopper is for per-customer and first-order limits: only identities that were proved
 * (decision 098): the account, its email once verified, its mobile (proved by a code), and the
 * delivery phone when it proved itself somewhere (an account's mobile, an order delivered to it,
 * a cash-on-delivery reply from it). A typed, unproved number names nobody.
 */
export type CustomerKeys = { userId: string; email: string | null; phones: string[] };

export type Offer = { rules: PromotionRule[]; limits: Map<string, PromotionLimits> };

/** Whether a phone proved itself: it is an account's mobile, or an order was delivered to it or answered from it. */
async function isProvedPhone(db: Db, phone: string): Promise<boolean> {
  const [account, order] = await Promise.all([
    db.user.findUnique({ where: { mobile: phone }, select: { id: true } }),
    db.order.findFirst({ where: { provedPhone: phone }, select: { id: true } }),
  ]);
  return account !== null || order !== null;
}

export async function customerKeysOf(db: Db, userId: string, deliveryPhone?: string): Promise<CustomerKeys> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerifiedAt: true, mobile: true } });
  const phones = user?.mobile ? [user.mobile] : [];
  const delivery = deliveryPhone ? normaliseMobile(deliveryPhone) : null;
  if (delivery && !phones.includes(delivery) && (await isProvedPhone(db, delivery))) phones.push(delivery);
  const email = user?.emailVerifiedAt && user.email ? user.email.toLowerCase() : null;
  return { userId, email, phones: phones.sort() };
}

/**
 * Uses not released, by this account, by anyone sharing its verified email or one of its proved
 * phones, or on an order that later proved one of those phones.
 */
export function customerUsesWhere(promotionId: string, customer: CustomerKeys): Prisma.PromotionUseWhereInput {
  return {
    promotionId,
    releasedAt: null,
    OR: [
      { userId: customer.userId },
      ...(customer.email ? [{ email: customer.email }] : []),
      ...(customer.phones.length > 0
        ? [{ phones: { hasSome: customer.phones } }, { order: { provedPhone: { in: customer.phones } } }]
        : []),
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
      OR: [{ code: null, ...liveWhere(now) }, ...(code ? [{ code }] : [])],
    },
    select: ruleSelect,
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

/** Orders that count against a first order: placed, and neither cancelled nor returned to origin (decision 099). */
const COUNTED_ORDER = { orderType: "ORDER", status: { notIn: ["CANCELLED", "RTO_DELIVERED"] } } satisfies Prisma.OrderWhereInput;

/** A first order: no counted order by this customer's account, verified email or proved phones. */
export async function isFirstOrder(db: Db, customer: CustomerKeys): Promise<boolean> {
  const phones = customer.phones;
  const earlier = await db.order.findFirst({
    where: {
      ...COUNTED_ORDER,
      OR: [
        { userId: customer.userId },
        ...(customer.email ? [{ user: { email: customer.email, emailVerifiedAt: { not: null } } }] : []),
        ...(phones.length > 0 ? [{ user: { mobile: { in: phones } } }, { provedPhone: { in: phones } }] : []),
      ],
    },
    select: { id: true },
  });
  return earlier === null;
}

/** The shopper as the engine reads them; whether this is a first order is asked only when an offer needs it. */
export async function shopperOf(
  db: Db,
  customer: () => Promise<CustomerKeys>,
  payment: PromoShopper["payment"],
  offer: Offer,
): Promise<PromoShopper> {
  if (!offer.rules.some((rule) => rule.firstOrderOnly)) return { firstOrder: false, payment };
  return { firstOrder: await isFirstOrder(db, await customer()), payment };
}
