import "server-only";
import { getEnv } from "@/lib/env";
import { msg91Provider } from "./msg91";
import { twinSms } from "./twin";
import type { SmsProvider } from "./types";

// The SMS provider behind one interface: MSG91 when its key is set, else (demo mode only; lib/env
// refuses a deployment without it) the local twin.
export function smsProvider(): SmsProvider {
  const env = getEnv();
  if (env.MSG91_AUTH_KEY && env.MSG91_OTP_TEMPLATE_ID && env.SMS_SENDER_ID) {
    return msg91Provider({
      authKey: env.MSG91_AUTH_KEY,
      templateIds: { otp: env.MSG91_OTP_TEMPLATE_ID },
      senderId: env.SMS_SENDER_ID,
      baseUrl: env.MSG91_BASE_URL,
      timeoutMs: env.SMS_TIMEOUT_MS,
    });
  }
  if (env.DEMO_MODE) return twinSms;
  throw new Error("Text messages need MSG91_AUTH_KEY, MSG91_OTP_TEMPLATE_ID and SMS_SENDER_ID outside demo mode");
}
