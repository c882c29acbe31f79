import type { SmsProvider, WhatsAppProvider } from "./types";

// The local twin of MSG91 and of WhatsApp (demo mode): nothing leaves the machine. The message's
// row, which sendSms and sendWhatsAppOrSms write with its whole text, is the delivery: the inbox at
// /dev/messages shows it, and presses a WhatsApp message's buttons (lib/sms/twin-reply.ts).
const keptInInbox = async () => ({ providerId: null });

export const twinSms: SmsProvider = { name: "twin", send: keptInInbox };
export const twinWhatsApp: WhatsAppProvider = { name: "twin", send: keptInInbox };
