import "server-only";
import { randomBytes } from "node:crypto";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { replyButtons } from "./inbox";
import { receiveWhatsAppWebhook, STOP_PAYLOAD, webhookSecret, webhookSignature, type WhatsAppWebhookAnswer } from "./whatsapp-webhook";

// The twin's shopper (demo mode): pressing a button of a WhatsApp message in the development inbox
// posts what WhatsApp would, signed as Meta signs it, to the webhook's own code, so the reply is
// checked, written down and queued exactly as a real one.

/** What the twin's shopper may type under any WhatsApp message: STOP, which withdraws her marketing there (decision 110). */
export const TWIN_STOP = { id: STOP_PAYLOAD, title: "Reply STOP" } as const;

/**
 * WhatsApp's notification of `to` (+91XXXXXXXXXX) pressing the quick-reply button whose payload is
 * `payload`, or, for TWIN_STOP, typing "STOP".
 */
export function twinReplyBody(to: string, payload: string, title: string, now = new Date()): string {
  const from = to.replace(/^\+/, "");
  const said = payload === TWIN_STOP.id ? { type: "text", text: { body: "STOP" } } : { type: "button", button: { payload, text: title } };
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "twin-business-account",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "919999999999", phone_number_id: "twin" },
              contacts: [{ profile: { name: "Twin shopper" }, wa_id: from }],
              messages: [
                {
                  from,
                  id: `wamid.twin-${randomBytes(12).toString("hex")}`,
                  timestamp: String(Math.floor(now.getTime() / 1000)),
                  ...said,
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

/** Presses button `buttonId` of the twin's WhatsApp message `messageId`: the webhook gets the reply. */
export async function pressTwinButton(messageId: string, buttonId: string): Promise<WhatsAppWebhookAnswer & { title: string }> {
  const message = await getDb().smsMessage.findUnique({
    where: { id: messageId },
    select: { to: true, channel: true, provider: true, buttons: true },
  });
  const button = buttonId === TWIN_STOP.id ? TWIN_STOP : replyButtons(message?.buttons)?.find((candidate) => candidate.id === buttonId);
  if (!message || message.channel !== "WHATSAPP" || message.provider !== "twin" || !button) {
    throw new AppError("not_found", "No such button on a WhatsApp message of the twin");
  }
  const body = twinReplyBody(message.to, button.id, button.title);
  const request = new Request(new URL("/api/v1/whatsapp/webhook", getEnv().APP_URL), {
    method: "POST",
    headers: { "content-type": "application/json", "x-hub-signature-256": webhookSignature(body, webhookSecret()!) },
    body,
  });
  return { ...(await receiveWhatsAppWebhook(request)), title: button.title };
}
