import "server-only";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { PROMOTION_MESSAGES, type AppliedPromotion } from "./engine";
import { customerUsesWhere, type CustomerKeys } from "./store";

// A promotion's uses and budget are taken inside the order's transaction, so a code's limit holds
// under any load: a conditional update that either takes one use (and the discount from the
// budget) or changes nothing, with CHECK constraints behind it (decision 084).

type Tx = Prisma.TransactionClient;

/**
 * Waits for every other order of this customer on this promotion, by account, email and each
 * phone, so two accounts sharing a phone are counted one after the other. The keys are taken in
 * one sorted order, so two orders never wait on each other.
 */
async function lockCustomer(tx: Tx, promotionId: string, customer: CustomerKeys): Promise<void> {
  const keys = [
    `user:${customer.userId}`,
    ...(customer.email ? [`email:${customer.email}`] : []),
    ...customer.phones.map((p) => `phone:${p}`),
  ]
    .map((key) => `promotion:${promotionId}:${key}`)
    .sort();
  for (const key of keys) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
}

export async function reservePromotionUses(
  tx: Tx,
  orderId: string,
  applied: readonly AppliedPromotion[],
  customer: CustomerKeys,
): Promise<void> {
  for (const promotion of applied) {
    const { perCustomerLimit } = await tx.promotion.findUniqueOrThrow({ where: { id: promotion.id }, select: { perCustomerLimit: true } });
    if (perCustomerLimit !== null) {
      await lockCustomer(tx, promotion.id, customer);
      const used = await tx.promotionUse.count({ where: customerUsesWhere(promotion.id, customer) });
      if (used >= perCustomerLimit) throw new AppError("conflict", PROMOTION_MESSAGES.customerUsedUp);
    }
    const taken = await tx.$executeRaw`
      UPDATE "Promotion"
      SET "usedCount" = "usedCount" + 1, "givenPaise" = "givenPaise" + ${promotion.givenPaise}, "updatedAt" = now()
      WHERE "id" = ${promotion.id} AND "archivedAt" IS NULL
        AND ("usageLimit" IS NULL OR "usedCount" < "usageLimit")
        AND ("budgetPaise" IS NULL OR "givenPaise" + ${promotion.givenPaise} <= "budgetPaise")`;
    if (taken === 0) throw new AppError("conflict", PROMOTION_MESSAGES.usedUp);
    await tx.promotionUse.create({
      data: {
        promotionId: promotion.id,
        orderId,
        userId: customer.userId,
        email: customer.email,
        phones: customer.phones,
        discountPaise: promotion.givenPaise,
      },
    });
  }
}

/** Gives back the uses and budget of an order cancelled or returned to origin, once (the update is conditional on not being released). */
export async function releasePromotionUses(tx: Tx, orderId: string, at: Date): Promise<void> {
  await tx.$executeRaw`
    WITH released AS (
      UPDATE "PromotionUse" SET "releasedAt" = ${at}
      WHERE "orderId" = ${orderId} AND "releasedAt" IS NULL
      RETURNING "promotionId", "discountPaise"
    )
    UPDATE "Promotion" p
    SET "usedCount" = p."usedCount" - 1, "givenPaise" = p."givenPaise" - r."discountPaise", "updatedAt" = now()
    FROM released r WHERE p."id" = r."promotionId"`;
}
