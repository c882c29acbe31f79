import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TokenPurpose } from "@/lib/generated/prisma/enums";

// Verification and reset links: 32 random bytes, only their SHA-256 stored, each used once.
// Each link also keeps the SHA-256 of the address it was mailed to: it proves that address only.
const LIFETIME_MS: Record<TokenPurpose, number> = {
  VERIFY_EMAIL: 24 * 60 * 60 * 1000,
  RESET_PASSWORD: 60 * 60 * 1000,
};

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export type NewUserToken = { token: string; expiresAt: Date };

/**
 * Makes a new token for the address it is mailed to; earlier unused tokens of the same purpose
 * stop working first. `prepare` runs in the same transaction, after they stopped (addEmail sets
 * the pending address there, so no old link is alive while it changes).
 */
export async function createUserToken(
  userId: string,
  purpose: TokenPurpose,
  sentTo: string,
  prepare?: (tx: Prisma.TransactionClient) => Promise<void>,
): Promise<NewUserToken> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + LIFETIME_MS[purpose]);
  // One at a time per user and purpose, so of two requests at once the later one still ends
  // the earlier token (reset links are mailed after the response, so requests can overlap).
  await getDb().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`user-token:${userId}:${purpose}`}, 0))`;
    await tx.userToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: new Date() } });
    await prepare?.(tx);
    await tx.userToken.create({
      data: { userId, purpose, tokenHash: hashToken(token), sentToHash: hashToken(sentTo), expiresAt },
    });
  });
  return { token, expiresAt };
}

export type UsedToken = { userId: string; sentToHash: string };

/**
 * Marks the token used and returns its user and the address it was sent to (hashed), or null
 * when it is unknown, used, expired, or (when `userId` is given) someone else's; someone else's
 * token stays unused.
 */
export async function consumeUserToken(token: string, purpose: TokenPurpose, userId?: string): Promise<UsedToken | null> {
  if (!token || token.length > 200) return null;
  const [row] = await getDb().$queryRaw<UsedToken[]>`
    UPDATE "UserToken" SET "usedAt" = now()
    WHERE "tokenHash" = ${hashToken(token)} AND purpose = ${purpose}::"TokenPurpose"
      AND "usedAt" IS NULL AND "expiresAt" > now()
      AND (${userId ?? null}::text IS NULL OR "userId" = ${userId ?? null})
    RETURNING "userId", "sentToHash"`;
  return row ?? null;
}
