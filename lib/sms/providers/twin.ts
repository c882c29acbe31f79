import { randomBytes } from "node:crypto";
import type { SmsProvider, WhatsAppProvider } from "../types";

// The local twin of MSG91 and of WhatsApp (demo mode): nothing leaves the machine. The message's
// row, which sendSms and sendWhatsAppOrSms write with its whole text, is the delivery: the inbox at
// /dev/messages shows it, presses a WhatsApp message's buttons and reads it (lib/sms/inbox/twin-reply.ts).
// A WhatsApp message gets an id like WhatsApp's, which the twin's read receipt names.
export const twinSms: SmsProvider = { name: "twin", send: async () => ({ providerId: null }) };
export const twinWhatsApp: WhatsAppProvider = {
  name: "twin",
  send: async () => ({ providerId: `wamid.twin-${randomBytes(12).toString("hex")}` }),
};
