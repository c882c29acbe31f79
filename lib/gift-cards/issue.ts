import "server-only";
import { recordAudit } from "@/lib/audit";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { parseInput } from "@/lib/validation";
import { formatCode, hashCode, newCode } from "./code";
import { issueCardSchema } from "./schemas";

/** A card is valid for a calendar year from its issue (29 February rolls to 1 March: never less). */
export function oneYearOn(from: Date): Date {
  const until = new Date(from);
  until.setUTCFullYear(until.getUTCFullYear() + 1);
  return until;
}

export type IssuedCard = { id: string; code: string; amountPaise: number; expiresAt: Date };

/**
 * The owner issues a gift card, audited. No tax is charged: a voucher is neither goods nor a service
 * (decision 105). The code is answered here once; the shop keeps only its hash.
 */
export async function issueGiftCard(ctx: Ctx, input: unknown): Promise<IssuedCard> {
  const actor = requireAdmin(ctx.caller);
  const card = parseInput(issueCardSchema, input);
  const code = newCode();
  return getDb().$transaction(async (tx) => {
    const now = clock.now();
    const expiresAt = oneYearOn(now);
    const { id } = await tx.giftCard.create({
      data: { ...card, codeHash: hashCode(code), codeEnd: code.slice(-4), issuedById: actor.id, createdAt: now, expiresAt },
      select: { id: true },
    });
    await recordAudit(
      tx,
      actor.id,
      "giftCard.issued",
      { type: "GiftCard", id },
      { amountPaise: card.amountPaise, expiresAt: expiresAt.toISOString() },
    );
    return { id, code: formatCode(code), amountPaise: card.amountPaise, expiresAt };
  });
}
