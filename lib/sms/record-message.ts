import "server-only";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { SmsNotSent } from "./not-sent";

// The row every message leaves (SmsMessage), whichever the channel: SENT with the provider's id,
// or FAILED with the provider's reason (logged, never shown), and then the 503 thrown on.
export type MessageRow = Pick<
  Prisma.SmsMessageUncheckedCreateInput,
  "to" | "template" | "text" | "provider" | "channel" | "buttons" | "language"
>;

/** Calls `send`, then writes the row and answers its id; `mask` hides a secret the provider's reason may echo. */
export async function sendAndRecord(
  row: MessageRow,
  send: () => Promise<{ providerId: string | null }>,
  mask: (words: string) => string = (words) => words,
): Promise<string> {
  try {
    const { providerId } = await send();
    const { id } = await getDb().smsMessage.create({ data: { ...row, status: "SENT", providerId }, select: { id: true } });
    return id;
  } catch (error) {
    if (!(error instanceof SmsNotSent)) throw error;
    const reason = mask(error.reason).slice(0, 2000);
    const { id } = await getDb().smsMessage.create({ data: { ...row, status: "FAILED", error: reason }, select: { id: true } });
    // The number and the text stay out of the log; the row holds them.
    log.error({ smsId: id, provider: row.provider, channel: row.channel, template: row.template, reason }, "SMS not sent");
    throw error;
  }
}
