import "server-only";
import { z } from "zod";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { parseInput, wholeNumber } from "@/lib/validation";

// The owner's bonus on a return's refund taken as store credit (one row, id 1, made with its default
// of 0 the first time it is read): Admin → Returns and GET/PUT /api/v1/storeCredit/settings.

export const MAX_BONUS_PERCENT = 50;
const BONUS_MESSAGE = `The bonus must be a whole percentage from 0 to ${MAX_BONUS_PERCENT}`;

export const creditSettingsSchema = z.object({
  returnBonusPercent: wholeNumber(BONUS_MESSAGE, 0, MAX_BONUS_PERCENT).describe(
    "Percent added to a return's refund taken as store credit instead of money; 0 for none",
  ),
});

export type CreditSettings = { returnBonusPercent: number };

/** The bonus in force, read inside the caller's transaction (a return keeps the percentage of its request). */
export async function readCreditSettings(db: Prisma.TransactionClient = getDb()): Promise<CreditSettings> {
  const row = await db.returnSettings.findUnique({ where: { id: 1 }, select: { creditBonusPercent: true } });
  return { returnBonusPercent: row?.creditBonusPercent ?? 0 };
}

/** The owner's read of the settings (GET /api/v1/storeCredit/settings, Admin → Returns). */
export async function getCreditSettings(ctx: Ctx): Promise<CreditSettings> {
  requireAdmin(ctx.caller);
  return readCreditSettings();
}

export async function updateCreditSettings(ctx: Ctx, input: unknown): Promise<CreditSettings> {
  requireAdmin(ctx.caller);
  const { returnBonusPercent } = parseInput(creditSettingsSchema, input);
  const data = { creditBonusPercent: returnBonusPercent };
  await getDb().returnSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
  return { returnBonusPercent };
}
