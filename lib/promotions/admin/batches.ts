import "server-only";
import { randomInt, randomUUID } from "node:crypto";
import { stringify } from "csv-stringify/sync";
import { recordAudit } from "@/lib/audit";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { formatIndianDateTime } from "@/lib/india-days";
import { parseInput } from "@/lib/validation";
import { missingTargets } from "./save";
import { codeBatchSchema } from "./schemas";
import { promotionSelect } from "../model";
import { offerText, statusOf, STATUS_LABEL } from "./view";

// Code batches: N single-use codes (prefix + 8 random characters) made at once as promotions that
// share their settings and a batchId, to hand out one per customer; exported as CSV.

// No 0/O or 1/I, so a code read out over the phone is typed right.
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const RANDOM_LENGTH = 8;

const randomCode = (prefix: string) =>
  `${prefix}-${Array.from({ length: RANDOM_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`;

/** Makes the batch in one transaction (all codes or none), audited once. */
export async function createCodeBatch(ctx: Ctx, input: unknown): Promise<{ batchId: string; codes: string[] }> {
  const actor = requireAdmin(ctx.caller);
  const { prefix, count, ...data } = parseInput(codeBatchSchema, input);
  const missing = await missingTargets(getDb(), data);
  if (missing) throw new AppError("validation", missing, { targets: missing });
  const batchId = randomUUID();
  const codes = new Set<string>();
  // 32^8 codes per prefix: a clash with an existing code is rare, and drawn again.
  while (codes.size < count) {
    const drawn = Array.from({ length: count - codes.size }, () => randomCode(prefix)).filter((code) => !codes.has(code));
    const taken = await getDb().promotion.findMany({ where: { code: { in: drawn } }, select: { code: true } });
    for (const code of drawn) if (!taken.some((row) => row.code === code)) codes.add(code);
  }
  const list = [...codes].slice(0, count).sort();
  await getDb().$transaction(async (tx) => {
    await tx.promotion.createMany({ data: list.map((code) => ({ ...data, code, batchId, createdById: actor.id })) });
    const { categoryIds, productIds, sizeIds, ...settings } = data;
    const after = JSON.parse(JSON.stringify({ ...settings, targets: { categoryIds, productIds, sizeIds }, batchId, prefix, count }));
    await recordAudit(tx, actor.id, "promotion.saved", { type: "Promotion", id: batchId }, { before: null, after });
  });
  return { batchId, codes: list };
}

/** The batch as CSV: one row per code, with its state, so the owner can hand the unused ones out. */
export async function codeBatchCsv(ctx: Ctx, batchId: string, now = new Date()): Promise<string> {
  requireAdmin(ctx.caller);
  const rows =
    batchId.length <= 64 ? await getDb().promotion.findMany({ where: { batchId }, orderBy: { code: "asc" }, select: promotionSelect }) : [];
  if (rows.length === 0) throw new AppError("not_found", "Batch not found");
  return stringify(
    rows.map((row) => [
      row.code,
      row.title,
      offerText(row),
      row.startsAt ? formatIndianDateTime(row.startsAt) : "",
      row.endsAt ? formatIndianDateTime(row.endsAt) : "",
      row.usedCount > 0 ? "yes" : "no",
      STATUS_LABEL[statusOf(row, now)],
    ]),
    { header: true, columns: ["code", "title", "offer", "starts", "ends", "used", "status"] },
  );
}
