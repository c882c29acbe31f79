import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { hit, LIMITS } from "@/lib/auth/rate-limit";
import { getDb } from "@/lib/db";
import { queueEmail } from "@/lib/email/send-email";
import { SHOP } from "@/lib/shop";
import { parseInput } from "@/lib/validation";
import { contactEmail } from "./email";
import { contactSchema } from "./schemas";

// A visitor writes to the shop: the message is kept (ContactMessage) and mailed to the shop's
// inbox, both in one transaction. Anyone may write, signed in or not; 5 messages per IP per hour.

export type SentContactMessage = { id: string; createdAt: Date };

export async function sendContactMessage(ctx: Ctx, input: unknown): Promise<SentContactMessage> {
  const data = parseInput(contactSchema, input);
  // Only well-formed messages count, so a visitor fixing a typo is not locked out.
  await hit(LIMITS.contactPerIp(ctx.ip));
  return getDb().$transaction(async (tx) => {
    const stored = await tx.contactMessage.create({ data, select: { id: true, createdAt: true } });
    await queueEmail({ to: SHOP.email, ...contactEmail({ ...data, ...stored }) }, tx);
    return stored;
  });
}
