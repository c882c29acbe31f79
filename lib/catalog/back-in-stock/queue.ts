import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { queueJob } from "@/lib/jobs/queue-job";

type Tx = Pick<Prisma.TransactionClient, "$queryRaw" | "$queryRawUnsafe">;

/**
 * Called by every write that may raise stock (an admin's edit, a CSV import, stock put back by a
 * cancellation or a return), in its transaction, after the write: the sizes of these products that
 * this transaction brought back from 0 (stamped by the trigger "SizeStock_restocked" with the
 * transaction's time) and that shoppers wait for get a notice job, which commits with the stock.
 */
export async function queueBackInStockNotices(tx: Tx, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  const sizes = await tx.$queryRaw<{ id: string }[]>`
    SELECT s.id FROM "SizeStock" s JOIN "Variant" v ON v.id = s."variantId"
    WHERE v."productId" = ANY(${[...productIds]}::text[]) AND s."restockedAt" = now()::timestamp(3)
      AND EXISTS (SELECT 1 FROM "StockNotice" n WHERE n."sizeId" = s.id AND n."notifiedAt" IS NULL AND n."cancelledAt" IS NULL)`;
  for (const { id } of sizes) await queueJob("stock.back-in-stock", { sizeId: id }, tx);
}
