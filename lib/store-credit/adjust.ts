import "server-only";
import { recordAudit } from "@/lib/audit";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseInput } from "@/lib/validation";
import { appendLine } from "./ledger";
import { adjustCreditSchema } from "./schemas";

/** The owner gives a shopper credit or takes it back (never below zero), audited. Answers the new balance in paise. */
export async function adjustStoreCredit(ctx: Ctx, input: unknown): Promise<{ balancePaise: number }> {
  const actor = requireAdmin(ctx.caller);
  const { userId, amountPaise, reason, expiresAt } = parseInput(adjustCreditSchema, input);
  if (expiresAt && amountPaise < 0)
    throw new AppError("validation", "Only credit given can expire", { expiresAt: "Only credit given can expire" });
  if (expiresAt && expiresAt <= clock.now())
    throw new AppError("validation", "The expiry must be in the future", { expiresAt: "The expiry must be in the future" });
  const balancePaise = await getDb().$transaction(async (tx) => {
    const now = clock.now();
    const balance = await appendLine(tx, { userId, amountPaise, reason, actorId: actor.id, expiresAt }, now);
    await recordAudit(
      tx,
      actor.id,
      "storeCredit.adjusted",
      { type: "User", id: userId },
      {
        amountPaise,
        reason,
        expiresAt: expiresAt?.toISOString() ?? null,
        balancePaise: balance,
      },
    );
    return balance;
  });
  return { balancePaise };
}
