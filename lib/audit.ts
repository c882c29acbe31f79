import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/** What an audit entry is about. */
export type AuditEntity = {
  type:
    | "Order"
    | "Payment"
    | "Review"
    | "User"
    | "Product"
    | "Variant"
    | "Category"
    | "CodRuleSet"
    | "Promotion"
    | "Grievance"
    | "GiftCard"
    | "ReminderSettings";
  id: string;
};

/**
 * The audit log's one writer: who did what to which entity, written in the transaction of the change
 * itself. It answers Prisma's own promise, so it also fits a batch `$transaction([...])`.
 */
export function recordAudit(
  db: Pick<Prisma.TransactionClient, "auditLog">,
  actorId: string | null,
  action: string,
  entity: AuditEntity,
  data: Prisma.InputJsonValue,
) {
  return db.auditLog.create({ data: { actorId, action, entityType: entity.type, entityId: entity.id, data }, select: { id: true } });
}
