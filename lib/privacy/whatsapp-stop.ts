import "server-only";
import { getDb } from "@/lib/db";
import { hasConsent, recordConsent } from "./consents";
import { CONSENT_PURPOSES, PURPOSE_CHANNELS } from "./schemas";

// A STOP on WhatsApp (typed, or the "Stop promotions" button; lib/sms/inbox/whatsapp-webhook.ts): every
// marketing consent of that number on WhatsApp is withdrawn, kept like any other change (decision 110).
// Order messages are not marketing and go on.
export async function stopWhatsAppMarketing(from: string): Promise<number> {
  const owner = await getDb().user.findFirst({ where: { mobile: from }, select: { id: true } });
  const purposes = CONSENT_PURPOSES.filter((purpose) => PURPOSE_CHANNELS[purpose].includes("WHATSAPP"));
  let withdrawn = 0;
  for (const purpose of purposes) {
    // Only what is on: a STOP delivered twice writes nothing the second time.
    if (!(await hasConsent(from, purpose, "WHATSAPP"))) continue;
    await recordConsent({ userId: owner?.id ?? null, contact: from, purpose, channel: "WHATSAPP", granted: false, via: "WhatsApp STOP" });
    withdrawn += 1;
  }
  return withdrawn;
}
