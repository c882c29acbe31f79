import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { getDb } from "@/lib/db";
import type { TokenPurpose } from "@/lib/generated/prisma/enums";

// Verification and reset links: 32 random bytes, only their SHA-256 stored, each used once.
const LIFETIME_MS: Record<TokenPurpose, number> = {
  VERIFY_EMAIL: 24 * 60 * 60 * 1000,
  RESET_PASSWORD: 60 * 60 * 1000,
};

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export type NewUserToken = { token: string; expiresAt: Date };

/** Makes a new token; earlier unused tokens of the same purpose stop working. */
export async function createUserToken(userId: string, purpose: TokenPurpose): Promise<NewUserToken> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + LIFETIME_MS[purpose]);
  const db = getDb();
  // One at a time per user and purpose, so of two requests at once the later one still ends
  // the earlier token (reset links are mailed after the response, so requests can overlap).
  await db.$transaction([
    db.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`user-token:${userId}:${purpose}`}, 0))`,
    db.userToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: new Date() } }),
    db.userToken.create({
      data: { userId, purpose, tokenHash: hashToken(token), expiresAt },
    }),
  ]);
  return { token, expiresAt };
}

/**
 * Marks the token used and returns its user, or null when it is unknown, used, expired,
 * or (when `userId` is given) someone else's; someone else's token stays unused.
 */
export async function consumeUserToken(token: string, purpose: TokenPurpose, userId?: string): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const [row] = await getDb().$queryRaw<{ userId: string }[]>`
    UPDATE "UserToken" SET "usedAt" = now()
    WHERE "tokenHash" = ${hashToken(token)} AND purpose = ${purpose}::"TokenPurpose"
      AND "usedAt" IS NULL AND "expiresAt" > now()
      AND (${userId ?? null}::text IS NULL OR "userId" = ${userId ?? null})
    RETURNING "userId"`;
  return row?.userId ?? null;
}
