import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { OrderRequest } from "../model/schemas";
import type { OrderWithLines } from "../model/view";

// An order's idempotency key: the same key with the same request always answers the same order.
type Tx = Prisma.TransactionClient;

export const KEY_REUSED_MESSAGE = "This Idempotency-Key was already used for a different order";

/** What the key stands for: how the order is paid, where it goes and what is in it. */
export function requestHash(request: OrderRequest, paymentType: "COD" | "PREPAID"): string {
  const lines = request.lines.map((line) => `${line.sizeId}:${line.quantity}`).sort();
  return createHash("sha256")
    .update(
      JSON.stringify([
        paymentType,
        request.addressId,
        lines,
        ...(request.coupon ? [request.coupon] : []),
        ...(request.useStoreCredit ? ["useStoreCredit"] : []),
      ]),
    )
    .digest("hex");
}

/**
 * Claims an idempotency key for this order. A second attempt with the key waits here until the
 * first commits (the unique key), then gets the first one's order; if the first rolled back, the
 * key is free again and the second goes on.
 */
export async function claimKey(tx: Tx, buyerId: string, key: string, hash: string, publicOrderId: string): Promise<OrderWithLines | null> {
  const expiresAt = new Date(Date.now() + 30 * 24 * 3600_000);
  const claimed = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "IdempotencyKey" ("id", "key", "userId", "scope", "requestHash", "statusCode", "responseBody", "expiresAt")
    VALUES (${randomUUID()}, ${key}, ${buyerId}, 'order', ${hash}, 200, ${JSON.stringify({ publicOrderId })}::jsonb, ${expiresAt})
    ON CONFLICT ("userId", "scope", "key") DO NOTHING
    RETURNING "id"`;
  if (claimed.length > 0) return null;
  const earlier = await tx.idempotencyKey.findUnique({
    where: { userId_scope_key: { userId: buyerId, scope: "order", key } },
    select: { requestHash: true, responseBody: true },
  });
  if (!earlier || earlier.requestHash !== hash) throw new AppError("conflict", KEY_REUSED_MESSAGE);
  const { publicOrderId: earlierId } = earlier.responseBody as { publicOrderId: string };
  return tx.order.findUniqueOrThrow({ where: { publicOrderId: earlierId }, include: { lines: { orderBy: { id: "asc" } } } });
}
