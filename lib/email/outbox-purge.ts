import "server-only";
import { getDb } from "@/lib/db";

// The outbox forgets: a sealed one-time link once it has expired, and every row after 30 days.
// A plain function, so a scheduled job can call it; until the job queue exists, sending an
// email calls it at most every ten minutes per server process.
export const OUTBOX_RETENTION_DAYS = 30;
const EVERY_MS = 10 * 60 * 1000;

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

let nextPurgeAt = 0;

export async function purgeOutboxNowAndThen(): Promise<void> {
  if (Date.now() < nextPurgeAt) return;
  nextPurgeAt = Date.now() + EVERY_MS;
  try {
    await purgeOutbox();
  } catch (error) {
    console.error("The email outbox could not be purged:", error instanceof Error ? error.message : error);
  }
}
