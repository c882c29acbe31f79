import "server-only";
import { getDb } from "@/lib/db";

// The outbox forgets: a sealed one-time link once it has expired, and every row after 30 days.
// The scheduled job email.purge-outbox (lib/jobs) runs it every ten minutes.
export const OUTBOX_RETENTION_DAYS = 30;

export type OutboxPurge = { linksRemoved: number; rowsDeleted: number };

export async function purgeOutbox(now = new Date()): Promise<OutboxPurge> {
  const db = getDb();
  const unsealed = await db.emailOutbox.updateMany({
    where: { sealedUntil: { lte: now } },
    data: { sealedBody: null, sealedUntil: null },
  });
  const deleted = await db.emailOutbox.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - OUTBOX_RETENTION_DAYS * 24 * 60 * 60 * 1000) } },
  });
  return { linksRemoved: unsealed.count, rowsDeleted: deleted.count };
}
