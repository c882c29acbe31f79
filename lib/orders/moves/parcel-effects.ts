import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { putStockBack } from "../place/stock";
import type { OrderWithLines } from "../model/view";

// What the moves of a parcel that did not arrive write besides the status: the failed delivery
// the courier reported, and the pieces of a parcel that came back going into stock, once.
type Tx = Prisma.TransactionClient;

/** How long the shopper has to answer a failed delivery before the shop's rule answers for them. */
export const ANSWER_HOURS = 48;

export async function recordDeliveryFailure(tx: Tx, orderId: string, failure: { reason: string; at: Date }): Promise<void> {
  const attempt = (await tx.deliveryFailure.count({ where: { orderId } })) + 1;
  // A scan the poll found late still leaves the shopper their hours to answer.
  const from = Math.max(failure.at.getTime(), Date.now());
  await tx.deliveryFailure.create({
    data: {
      orderId,
      attempt,
      reason: failure.reason.slice(0, 300) || "Delivery failed",
      failedAt: failure.at,
      deadline: new Date(from + ANSWER_HOURS * 3_600_000),
    },
  });
}

/** A returned parcel's pieces back into stock: only the first call for an order does it. Returns the products' ids. */
export async function putStockBackOnce(tx: Tx, order: OrderWithLines, at: Date): Promise<string[]> {
  const claimed = await tx.order.updateMany({ where: { id: order.id, restockedAt: null }, data: { restockedAt: at } });
  return claimed.count === 0 ? [] : putStockBack(tx, order.lines);
}
