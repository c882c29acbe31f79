import "server-only";
import { recordAudit } from "@/lib/audit";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { revalidateProducts } from "@/lib/cache/tags";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { formatINR } from "@/lib/pricing";
import { isUniqueClash } from "@/lib/to-app-error";
import { parseInput } from "@/lib/validation";
import { inputOf, promotionInputSchema, type PromotionData } from "./schemas";
import { promotionSelect, type PromotionRow } from "../model";

// The owner's promotions: made, changed and archived by an admin, each change audited with what it
// was before. Once an order has used a promotion, what it gave that order (its code, kind, value
// and targets) is locked: the order's invoice and returns are explained by it. Its dates, limits,
// conditions and title may still change, limits never below what is already taken.

type Tx = Prisma.TransactionClient;

export const LOCKED_MESSAGE =
  "This promotion has been used: its code, kind, value and targets can no longer change (archive it and make a new one)";
export const ARCHIVED_MESSAGE = "This promotion is archived: it can no longer change";
export const NOT_FOUND_MESSAGE = "Promotion not found";
export const codeTakenMessage = (code: string) => `The code ${code} is already taken: choose another`;

const LOCKED_FIELDS = [
  "code",
  "type",
  "percentBp",
  "amountPaise",
  "buyQuantity",
  "getQuantity",
  "maxRepeats",
  "giftSizeId",
  "categoryIds",
  "productIds",
  "sizeIds",
] as const;

type Saved = PromotionData & { code: string | null };

/** The targets that do not exist, as one message naming them; null when all do. */
export async function missingTargets(db: Pick<Tx, "category" | "product" | "sizeStock">, data: PromotionData): Promise<string | null> {
  // One after another: inside a transaction the queries share one connection.
  const categories = await db.category.findMany({ where: { id: { in: data.categoryIds } }, select: { id: true } });
  const products = await db.product.findMany({ where: { id: { in: data.productIds } }, select: { id: true } });
  const sizeIds = [...data.sizeIds, ...(data.giftSizeId ? [data.giftSizeId] : [])];
  const sizes = await db.sizeStock.findMany({ where: { id: { in: sizeIds } }, select: { id: true } });
  const missing = (wanted: string[], found: { id: string }[], label: string) => {
    const ids = wanted.filter((id) => !found.some((row) => row.id === id));
    return ids.length ? `${label} ${ids.slice(0, 5).join(", ")}` : null;
  };
  const parts = [
    missing(data.categoryIds, categories, "categories"),
    missing(data.productIds, products, "products"),
    missing(sizeIds, sizes, "sizes"),
  ].filter(Boolean);
  return parts.length ? `These targets do not exist: ${parts.join("; ")}` : null;
}

async function checkTargets(db: Tx, data: PromotionData): Promise<void> {
  const missing = await missingTargets(db, data);
  if (missing) throw new AppError("validation", missing, { targets: missing });
}

/** A 409 naming the code when it is taken, by any promotion (archived ones keep theirs). */
async function refuseTakenCodes(db: Pick<Tx, "promotion">, codes: string[], exceptId?: string): Promise<void> {
  const taken = await db.promotion.findFirst({
    where: { code: { in: codes }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { code: true },
  });
  if (taken?.code) throw new AppError("conflict", codeTakenMessage(taken.code), { code: codeTakenMessage(taken.code) });
}

/** The audit's view of a promotion: every field the owner sets, dates as text. */
const audited = (row: PromotionRow) =>
  JSON.parse(JSON.stringify({ ...row, id: undefined, updatedAt: undefined, createdAt: undefined })) as Prisma.InputJsonValue;

/** Runs a save, answering a code taken at the same moment by another save with the same clear 409. */
async function savingCode<T>(code: string | null, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (code && isUniqueClash(error)) throw new AppError("conflict", codeTakenMessage(code), { code: codeTakenMessage(code) });
    throw error;
  }
}

export async function createPromotion(ctx: Ctx, input: unknown): Promise<PromotionRow> {
  const actor = requireAdmin(ctx.caller);
  const data: Saved = parseInput(promotionInputSchema, input);
  const row = await savingCode(data.code, () =>
    getDb().$transaction(async (tx) => {
      await checkTargets(tx, data);
      if (data.code) await refuseTakenCodes(tx, [data.code]);
      const created = await tx.promotion.create({ data: { ...data, createdById: actor.id }, select: promotionSelect });
      await recordAudit(tx, actor.id, "promotion.saved", { type: "Promotion", id: created.id }, { before: null, after: audited(created) });
      return created;
    }),
  );
  revalidateProducts([]);
  return row;
}

/** Whether an order has used it, released uses included (that order was priced by it): what the lock turns on. */
export async function everUsed(id: string, db: Pick<Tx, "promotionUse"> = getDb()): Promise<boolean> {
  return (await db.promotionUse.count({ where: { promotionId: id }, take: 1 })) > 0;
}

async function lockedRow(tx: Tx, id: string): Promise<PromotionRow> {
  // The row stays locked to the end of the transaction: an order reserving a use waits, so a limit
  // is never set below what is taken in between.
  await tx.$executeRaw`SELECT 1 FROM "Promotion" WHERE id = ${id} FOR UPDATE`;
  const row = await tx.promotion.findUnique({ where: { id }, select: promotionSelect });
  if (!row) throw new AppError("not_found", NOT_FOUND_MESSAGE);
  return row;
}

/** Changes part of a promotion: the fields given replace its own, and the whole is checked again. */
export async function updatePromotion(ctx: Ctx, id: string, input: unknown): Promise<PromotionRow> {
  const actor = requireAdmin(ctx.caller);
  if (typeof input !== "object" || input === null || Array.isArray(input))
    throw new AppError("validation", "Send the fields to change as an object");
  const row = await getDb().$transaction(async (tx) => {
    const before = await lockedRow(tx, id);
    if (before.archivedAt) throw new AppError("conflict", ARCHIVED_MESSAGE);
    const data: Saved = parseInput(promotionInputSchema, { ...inputOf(before), ...input });
    const used = before.usedCount > 0 || (await everUsed(id, tx));
    if (used && LOCKED_FIELDS.some((field) => JSON.stringify(data[field]) !== JSON.stringify(before[field]))) {
      throw new AppError("conflict", LOCKED_MESSAGE);
    }
    if (data.usageLimit !== null && data.usageLimit < before.usedCount) {
      throw new AppError("conflict", `${before.usedCount} uses are already taken: the total uses cannot be below that`);
    }
    if (data.budgetPaise !== null && data.budgetPaise < before.givenPaise) {
      throw new AppError("conflict", `${formatINR(before.givenPaise)} is already given: the budget cannot be below that`);
    }
    await checkTargets(tx, data);
    if (data.code && data.code !== before.code) await refuseTakenCodes(tx, [data.code], id);
    const after = await savingCode(data.code, () => tx.promotion.update({ where: { id }, data, select: promotionSelect }));
    await recordAudit(tx, actor.id, "promotion.saved", { type: "Promotion", id }, { before: audited(before), after: audited(after) });
    return after;
  });
  revalidateProducts([]);
  return row;
}

/** Archives a promotion (soft: its uses and report stay); again, it answers it as it is. */
export async function archivePromotion(ctx: Ctx, id: string): Promise<PromotionRow> {
  const actor = requireAdmin(ctx.caller);
  const row = await getDb().$transaction(async (tx) => {
    const before = await lockedRow(tx, id);
    if (before.archivedAt) return before;
    const after = await tx.promotion.update({ where: { id }, data: { archivedAt: new Date() }, select: promotionSelect });
    await recordAudit(tx, actor.id, "promotion.archived", { type: "Promotion", id }, { before: audited(before), after: audited(after) });
    return after;
  });
  revalidateProducts([]);
  return row;
}
