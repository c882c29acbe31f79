import "server-only";
import { z } from "zod";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { cappedText } from "@/lib/text-fields";
import { pageNumber, parseInput } from "@/lib/validation";

// The audit log for /admin/audit: who did what to which entity, newest first.
export const AUDIT_PAGE_SIZE = 25;

const auditSchema = z.object({
  entity: cappedText(40, "entity must be at most 40 characters")
    .trim()
    .optional()
    .transform((value) => value || undefined),
  page: pageNumber().default(1),
});

export type AuditEntry = {
  id: string;
  createdAt: Date;
  action: string;
  entityType: string;
  entityId: string;
  actor: { name: string; email: string | null } | null;
  data: unknown;
};

export async function listAuditEntries(ctx: Ctx, input: unknown) {
  requireAdmin(ctx.caller);
  const { entity, page } = parseInput(auditSchema, input);
  const db = getDb();
  const where = entity ? { entityType: entity } : {};
  const [total, rows, entities] = await Promise.all([
    db.auditLog.count({ where }),
    db.auditLog.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * AUDIT_PAGE_SIZE,
      take: AUDIT_PAGE_SIZE,
      include: { actor: { select: { fullname: true, email: true } } },
    }),
    db.auditLog.groupBy({ by: ["entityType"], orderBy: { entityType: "asc" } }),
  ]);
  const entries: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    actor: row.actor ? { name: row.actor.fullname, email: row.actor.email } : null,
    data: row.data,
  }));
  return {
    entries,
    entities: entities.map((row) => row.entityType),
    entity,
    pagination: { currentPage: page, totalPages: Math.ceil(total / AUDIT_PAGE_SIZE), total },
  };
}
