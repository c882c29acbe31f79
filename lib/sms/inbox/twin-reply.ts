import "server-only";
import { randomBytes } from "node:crypto";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { replyButtons } from "./inbox";
import { receiveWhatsAppWebhook, STOP_PAYLOAD, webhookSecret, webhookSignature, type WhatsAppWebhookAnswer } from "./whatsapp-webhook";

// The twin's shopper (demo mode): pressing a button of a WhatsApp message in the development inbox
// posts what WhatsApp would, signed as Meta signs it, to the webhook's own code, so the reply is
// checked, written down and queued exactly as a real one; reading a message posts its read receipt.

/** What the twin's shopper may type under any WhatsApp message: STOP, which withdraws her marketing there (decision 110). */
export const TWIN_STOP = { id: "typed-stop", title: "Reply STOP" } as const;
/** The twin's shopper reads the message: WhatsApp's status webhook says "read" (reminders count it opened). */
export const TWIN_READ = { id: "read-receipt", title: "Read it" } as const;

/**
 * WhatsApp's notification of `to` (+91XXXXXXXXXX) pressing the quick-reply button whose payload is
 * `payload`, or, for TWIN_STOP, typing "STOP".
 */
export function twinReplyBody(to: string, payload: string, title: string, now = new Date()): string {
  const from = to.replace(/^\+/, "");
  const said =
    payload === TWIN_STOP.id ? { type: "text", text: { body: STOP_PAYLOAD } } : { type: "button", button: { payload, text: title } };
  const message = {
    from,
    id: `wamid.twin-${randomBytes(12).toString("hex")}`,
    timestamp: String(Math.floor(now.getTime() / 1000)),
    ...said,
  };
  return notificationBody({ contacts: [{ profile: { name: "Twin shopper" }, wa_id: from }], messages: [message] });
}

/** WhatsApp's status notification: the shop's message `providerId` to `to` was read (and so delivered). */
function twinReadBody(to: string, providerId: string, now = new Date()): string {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return notificationBody({ statuses: [{ id: providerId, status: "read", timestamp, recipient_id: to.replace(/^\+/, "") }] });
}

function notificationBody(value: Record<string, unknown>): string {
  const metadata = { display_phone_number: "919999999999", phone_number_id: "twin" };
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      { id: "twin-business-account", changes: [{ field: "messages", value: { messaging_product: "whatsapp", metadata, ...value } }] },
    ],
  });
}

/** Presses button `buttonId` of the twin's WhatsApp message `messageId`: the webhook gets the reply. */
export async function pressTwinButton(messageId: string, buttonId: string): Promise<WhatsAppWebhookAnswer & { title: string }> {
  const message = await getDb().smsMessage.findUnique({
    where: { id: messageId },
    select: { to: true, channel: true, provider: true, buttons: true, providerId: true },
  });
  const ours = [TWIN_STOP, TWIN_READ].find((candidate) => candidate.id === buttonId);
  const button = ours ?? replyButtons(message?.buttons)?.find((candidate) => candidate.id === buttonId);
  if (
    !message ||
    message.channel !== "WHATSAPP" ||
    message.provider !== "twin" ||
    !button ||
    (button === TWIN_READ && !message.providerId)
  ) {
    throw new AppError("not_found", "No such button on a WhatsApp message of the twin");
  }
  const body = button === TWIN_READ ? twinReadBody(message.to, message.providerId!) : twinReplyBody(message.to, button.id, button.title);
  const request = new Request(new URL("/api/v1/whatsapp/webhook", getEnv().APP_URL), {
    method: "POST",
    headers: { "content-type": "application/json", "x-hub-signature-256": webhookSignature(body, webhookSecret()!) },
    body,
  });
  return { ...(await receiveWhatsAppWebhook(request)), title: button.title };
}
