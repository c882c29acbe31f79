import "server-only";
import { AppError } from "@/lib/errors";
import { normaliseMobile } from "@/lib/phone";
import { smsProvider } from "../providers/provider";
import { sendAndRecord } from "../record-message";
import { twinSms } from "../providers/twin";
import type { OutgoingSms } from "../types";

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
  // A provider's answer may echo what it was sent.
  const masked = (words: string) => (secret ? words.replaceAll(secret, MASK) : words);
  const text = provider === twinSms ? message.text : masked(message.text);
  await sendAndRecord(
    { to, template: message.template, text, provider: provider.name, channel: "SMS", language: message.language },
    () => provider.send({ ...message, to }),
    masked,
  );
}
