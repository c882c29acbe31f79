import "server-only";
import type { Caller } from "@/lib/auth/caller";
import { recordAudit } from "@/lib/audit";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

/** One audit entry of a catalogue write: who, what, and the entity before and after (null when created or deleted). */
export async function auditCatalog(
  tx: Tx,
  actor: Caller,
  action: string,
  entity: { type: "Product" | "Variant" | "Category"; id: string },
  before: unknown,
  after: unknown,
): Promise<void> {
  const data = JSON.parse(JSON.stringify({ role: actor.role, before: before ?? null, after: after ?? null })) as Prisma.InputJsonValue;
  await recordAudit(tx, actor.id, action, entity, data);
}
