import type { SmsProvider } from "./types";

// The local twin of MSG91 (demo mode): nothing leaves the machine. The message's row, which
// sendSms writes with its whole text, is the delivery: the inbox at /dev/messages shows it.
export const twinSms: SmsProvider = {
  name: "twin",
  send: async () => ({ providerId: null }),
};
