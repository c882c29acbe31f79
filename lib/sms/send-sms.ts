import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { normaliseMobile } from "@/lib/phone";
import { SmsNotSent } from "./not-sent";
import { smsProvider } from "./provider";
import { twinSms } from "./twin";
import type { OutgoingSms } from "./types";

// Every text message goes through here, at once: a one-time code cannot wait in a queue. The
// provider is called, then the message's row (SmsMessage) records what happened. The twin's row
// keeps the whole text, since it is demo mode's inbox; a real provider's never holds the code.
const MASK = "••••••";

/**
 * Sends the message, then writes its row: SENT with the provider's id, or FAILED with the
 * provider's reason (logged, never shown), and then throws AppError("unavailable") (503).
 */
export async function sendSms(message: OutgoingSms): Promise<void> {
  const to = normaliseMobile(message.to);
  if (!to) throw new AppError("validation", "Enter a 10-digit Indian mobile number");
  const provider = smsProvider();
  const { secret } = message;
  const masked = (words: string) => (secret ? words.replaceAll(secret, MASK) : words);
  const row = { to, template: message.template, text: provider === twinSms ? message.text : masked(message.text), provider: provider.name };
  try {
    const { providerId } = await provider.send({ ...message, to });
    await getDb().smsMessage.create({ data: { ...row, status: "SENT", providerId } });
  } catch (error) {
    if (!(error instanceof SmsNotSent)) throw error;
    // A provider's answer may echo what it was sent.
    const reason = masked(error.reason).slice(0, 2000);
    const { id } = await getDb().smsMessage.create({
      data: { ...row, status: "FAILED", error: reason },
      select: { id: true },
    });
    // The number and the text stay out of the log; the row holds them.
    log.error({ smsId: id, provider: provider.name, template: message.template, reason }, "SMS not sent");
    throw error;
  }
}
