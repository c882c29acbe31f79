import "server-only";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { formatINR } from "@/lib/pricing";
import { creditBalance } from "./balance";

// The ledger's one writer. A line that takes credit away is written only while the shopper's user
// row is locked (SELECT ... FOR UPDATE), after the balance is read again under that lock: two spends
// at once queue on the row, so the second sees the first and the balance never goes below zero.

type Tx = Prisma.TransactionClient;

type NewLine = {
  userId: string;
  amountPaise: number;
  reason: string;
  orderId?: string | null;
  actorId: string | null;
  expiresAt?: Date | null;
};

export const notEnoughCreditMessage = (balancePaise: number) => `Not enough store credit: the balance is ${formatINR(balancePaise)}`;

/** The shopper's balance in paise, unlocked: what a payment about to open may plan to spend. */
export async function readBalance(db: Tx, userId: string, now: Date): Promise<number> {
  const lines = await db.storeCreditEntry.findMany({ where: { userId }, select: { amountPaise: true, createdAt: true, expiresAt: true } });
  return creditBalance(lines, now);
}

/** Locks the shopper's row for the rest of the transaction and answers their balance in paise. */
export async function lockedBalance(tx: Tx, userId: string, now: Date): Promise<number> {
  const [user] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
  if (!user) throw new AppError("not_found", "User not found");
  return readBalance(tx, userId, now);
}

/** Appends a line at `now`; a negative one beyond the balance is refused (409). Answers the new balance. */
export async function appendLine(tx: Tx, line: NewLine, now: Date): Promise<number> {
  if (!Number.isSafeInteger(line.amountPaise) || line.amountPaise === 0) throw new AppError("validation", "The amount must not be zero");
  const balance = await lockedBalance(tx, line.userId, now);
  if (balance + line.amountPaise < 0) throw new AppError("conflict", notEnoughCreditMessage(balance));
  await tx.storeCreditEntry.create({
    data: {
      userId: line.userId,
      amountPaise: line.amountPaise,
      reason: line.reason,
      orderId: line.orderId ?? null,
      actorId: line.actorId,
      createdAt: now,
      expiresAt: line.amountPaise > 0 ? (line.expiresAt ?? null) : null,
    },
  });
  return balance + line.amountPaise;
}
