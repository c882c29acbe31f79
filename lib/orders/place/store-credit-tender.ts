import "server-only";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { appendLine, lockedBalance } from "@/lib/store-credit/ledger";
import type { OrderRequest } from "../model/schemas";

// Store credit as a tender of an order (decision 105): it pays part of the total the pricing engine
// made, never changes it. Spent inside the order's transaction under the shopper's lock, given back
// in the transaction that cancels the order, once.

type Tx = Prisma.TransactionClient;

export const CREDIT_COVERS_ORDER_MESSAGE =
  "Your store credit covers this whole order, so there is no cash to collect: pay with store credit instead of cash on delivery";

/**
 * The credit this order spends, in paise. A payment made online spends exactly what its draft
 * planned (checked when spent); cash on delivery spends what the balance covers of `duePaise`,
 * read under the shopper's lock, and leaves some cash to collect.
 */
export async function creditTender(tx: Tx, buyerId: string, request: OrderRequest, cash: boolean, duePaise: number, now: Date) {
  if (!cash) return request.storeCreditPaise ?? 0;
  if (!request.useStoreCredit) return 0;
  const credit = Math.min(await lockedBalance(tx, buyerId, now), duePaise);
  if (credit >= duePaise) throw new AppError("conflict", CREDIT_COVERS_ORDER_MESSAGE);
  return credit;
}

type OrderRef = { id: string; publicOrderId: string };

/** Writes the order's spend on the ledger; refused (409) when the balance no longer covers it. */
export async function spendCredit(tx: Tx, buyerId: string, order: OrderRef, paise: number, now: Date): Promise<void> {
  if (paise === 0) return;
  await appendLine(
    tx,
    { userId: buyerId, amountPaise: -paise, reason: `Paid for order ${order.publicOrderId}`, orderId: order.id, actorId: buyerId },
    now,
  );
}

/**
 * Gives back what the order spent and has not had back yet (its lines net below zero), under the
 * shopper's lock: a second cancellation finds it given and writes nothing. Answers the paise given.
 */
export async function giveCreditBack(
  tx: Tx,
  order: OrderRef & { userId: string | null },
  actorId: string | null,
  now: Date,
  why = "cancelled",
) {
  if (!order.userId) return 0;
  await lockedBalance(tx, order.userId, now);
  const { _sum } = await tx.storeCreditEntry.aggregate({ where: { orderId: order.id }, _sum: { amountPaise: true } });
  const owed = -(_sum.amountPaise ?? 0);
  if (owed <= 0) return 0;
  await appendLine(
    tx,
    { userId: order.userId, amountPaise: owed, reason: `Given back: order ${order.publicOrderId} ${why}`, orderId: order.id, actorId },
    now,
  );
  return owed;
}
