import "server-only";
import { recordAudit } from "@/lib/audit";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { hit, LIMITS, refund } from "@/lib/auth/rate-limit";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { appendLine } from "@/lib/store-credit/ledger";
import { parseInput } from "@/lib/validation";
import { hashCode, readCode } from "./code";
import { redeemCardSchema } from "./schemas";

// A shopper turns a gift card into store credit. A used, void, expired, unknown or misshapen code all
// get one answer, so a guesser learns nothing but "no"; every try counts against the caller and her
// address before the code is looked at, and a code that works is given back.

export const CODE_NOT_VALID = "This gift card code cannot be used: check it, or it may already have been used or have expired";

const notValid = () => new AppError("not_found", CODE_NOT_VALID, { code: CODE_NOT_VALID });

/** Answers the shopper's store-credit balance in paise after the card. */
export async function redeemGiftCard(ctx: Ctx, input: unknown): Promise<{ balancePaise: number }> {
  const caller = requireUser(ctx.caller);
  const typed = parseInput(redeemCardSchema, input).code;
  const limits = [LIMITS.giftCardTriesPerAccount(caller.id), LIMITS.giftCardTriesPerIp(ctx.ip)];
  await hit(...limits);
  const code = readCode(typed);
  if (!code) throw notValid();
  const balancePaise = await getDb().$transaction(async (tx) => {
    const now = clock.now();
    // One conditional update claims the card: of redeems at once, the others wait on its row, then
    // find it used and claim nothing.
    const [card] = await tx.giftCard.updateManyAndReturn({
      where: { codeHash: hashCode(code), redeemedAt: null, voidedAt: null, expiresAt: { gt: now } },
      data: { redeemedAt: now, redeemedById: caller.id },
      select: { id: true, amountPaise: true, codeEnd: true, expiresAt: true },
    });
    if (!card) throw notValid();
    // The credit keeps the card's validity: redeeming it does not lengthen it.
    const balance = await appendLine(
      tx,
      {
        userId: caller.id,
        amountPaise: card.amountPaise,
        reason: `Gift card ending ${card.codeEnd}`,
        actorId: caller.id,
        expiresAt: card.expiresAt,
      },
      now,
    );
    await recordAudit(
      tx,
      caller.id,
      "giftCard.redeemed",
      { type: "GiftCard", id: card.id },
      { amountPaise: card.amountPaise, balancePaise: balance },
    );
    return balance;
  });
  await Promise.all(limits.map(refund));
  return { balancePaise };
}
