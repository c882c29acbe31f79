import "server-only";
import { AppError } from "@/lib/errors";
import { normaliseMobile } from "@/lib/phone";
import { SmsNotSent } from "../not-sent";
import { whatsAppProvider } from "../providers/provider";
import { sendAndRecord } from "../record-message";
import { sendSms } from "./send-sms";
import type { OutgoingSms, OutgoingWhatsApp } from "../types";

export type Channel = "WHATSAPP" | "SMS";

/**
 * The message on WhatsApp when the shop has it (the twin in demo mode), else, or when WhatsApp
 * fails, as an SMS. Each attempt leaves its row; when both fail the SMS's 503 is thrown.
 */
export async function sendWhatsAppOrSms(whatsApp: OutgoingWhatsApp, sms: OutgoingSms): Promise<{ channel: Channel }> {
  const to = normaliseMobile(whatsApp.to);
  if (!to) throw new AppError("validation", "Enter a 10-digit Indian mobile number");
  const provider = whatsAppProvider();
  if (provider) {
    try {
      const { template, text, buttons, language } = whatsApp;
      await sendAndRecord(
        { to, template, text, provider: provider.name, channel: "WHATSAPP", buttons: buttons.length ? buttons : undefined, language },
        () => provider.send({ ...whatsApp, to }),
      );
      return { channel: "WHATSAPP" };
    } catch (error) {
      if (!(error instanceof SmsNotSent)) throw error;
    }
  }
  await sendSms({ ...sms, to });
  return { channel: "SMS" };
}
