import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * The order's round-off not yet given back by a live return: a return of the last pieces takes
 * it, and a later one (after an earlier return was cancelled) does not take it again.
 */
export async function roundOffLeft(db: Prisma.TransactionClient, order: { id: string; roundOffPaise: number }): Promise<number> {
  if (order.roundOffPaise === 0) return 0;
  const given = await db.order.aggregate({
    where: { parentOrderId: order.id, orderType: "RETURN", status: { not: "CANCELLED" } },
    _sum: { roundOffPaise: true },
  });
  return order.roundOffPaise - (given._sum.roundOffPaise ?? 0);
}
