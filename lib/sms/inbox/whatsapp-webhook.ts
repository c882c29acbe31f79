import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { MAX_BODY_BYTES, readBody } from "@/lib/http/request/read-input";
import { queueJob } from "@/lib/jobs/queue-job";
import { normaliseMobile } from "@/lib/phone";

// WhatsApp's webhook (/api/v1/whatsapp/webhook). GET is Meta's one-time check of the address: it
// sends the verify token chosen in the app's panel and wants its challenge back. POST carries
// what happened to the shop's number, signed with the app's secret (X-Hub-Signature-256, an HMAC
// of the raw body), checked before the body is parsed. A shopper's press of a quick-reply button,
// or a typed STOP, is written down once by its message id (WhatsApp delivers at least once) and
// queued as a "whatsapp.reply" job. A status saying one of the shop's messages was delivered or
// read is noted on its row (the first time only, so a repeat changes nothing). Other statuses and
// typed messages are answered 200 and dropped, since anything else makes Meta retry.
export const TWIN_APP_SECRET = "twin-demo-whatsapp-app-secret";
export const TWIN_VERIFY_TOKEN = "twin-demo-whatsapp-verify-token";
export const SIGNATURE_MESSAGE = "Invalid webhook signature";
export const VERIFY_MESSAGE = "Invalid verify token";

const MAX_PAYLOAD = 1000;

const digest = (value: string) => createHash("sha256").update(value).digest();
const sameText = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/** The secret that signs the webhook's posts: the app's, else (demo mode) the twin's. */
export function webhookSecret(): string | null {
  const env = getEnv();
  return env.WHATSAPP_APP_SECRET || (env.DEMO_MODE ? TWIN_APP_SECRET : null);
}

/** X-Hub-Signature-256's value for `body`. */
export function webhookSignature(body: string | Uint8Array, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** Meta's check of the address: the challenge when the verify token is the shop's, else a 403. */
export function answerVerification(query: URLSearchParams): string {
  const env = getEnv();
  const expected = env.WHATSAPP_VERIFY_TOKEN || (env.DEMO_MODE ? TWIN_VERIFY_TOKEN : null);
  const token = query.get("hub.verify_token");
  const challenge = query.get("hub.challenge") ?? "";
  if (query.get("hub.mode") !== "subscribe" || !expected || !token || !sameText(token, expected)) {
    throw new AppError("forbidden", VERIFY_MESSAGE);
  }
  if (challenge.length > 200) throw new AppError("validation", "The challenge is too long");
  return challenge;
}

const notification = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z.object({ messages: z.array(z.unknown()).max(1000).optional(), statuses: z.array(z.unknown()).max(1000).optional() }),
            }),
          )
          .optional(),
      }),
    )
    .max(1000)
    .optional(),
});

const inbound = z.object({ id: z.string().min(1).max(200), from: z.string().max(20), timestamp: z.string().regex(/^\d{1,12}$/) });

const buttonReply = inbound.extend({
  type: z.enum(["button", "interactive"]),
  button: z.object({ payload: z.string() }).optional(),
  interactive: z.object({ button_reply: z.object({ id: z.string() }).optional() }).optional(),
});

const typedReply = inbound.extend({ type: z.literal("text"), text: z.object({ body: z.string().max(4096) }) });

/** A shopper's STOP, typed or pressed ("Stop promotions"): it withdraws her marketing consents on WhatsApp (decision 110). */
export const STOP_PAYLOAD = "STOP";
/** The quick reply every marketing template carries (reminders): pressing it is a STOP. */
export const STOP_BUTTON = { id: STOP_PAYLOAD, title: "Stop promotions" } as const;
const STOP_WORDS = /^\s*(stop|stop promotions|unsubscribe)\s*[.!]?\s*$/i;

export type WhatsAppReply = { messageId: string; from: string; payload: string; at: string };

/** A message's id, sender, time and payload when it is a button press or typed text (a payload only for a STOP). */
function replyOf(message: unknown): { id: string; from: string; timestamp: string; payload: string | undefined } | null {
  const typed = typedReply.safeParse(message);
  if (typed.success) return { ...typed.data, payload: STOP_WORDS.test(typed.data.text.body) ? STOP_PAYLOAD : undefined };
  const pressed = buttonReply.safeParse(message);
  if (!pressed.success) return null;
  return { ...pressed.data, payload: pressed.data.button?.payload ?? pressed.data.interactive?.button_reply?.id };
}

/** The button presses and typed STOPs among a notification's messages, each with its sender as +91XXXXXXXXXX; the rest is left out. */
function buttonPresses(body: z.infer<typeof notification>): WhatsAppReply[] {
  const messages = (body.entry ?? []).flatMap((entry) => (entry.changes ?? []).flatMap((change) => change.value.messages ?? []));
  return messages.flatMap((message) => {
    const reply = replyOf(message);
    if (!reply) return [];
    const { id, from, timestamp, payload } = reply;
    const mobile = normaliseMobile(`+${from}`);
    if (!payload || payload.length > MAX_PAYLOAD || !mobile) return [];
    return [{ messageId: id, from: mobile, payload, at: new Date(Number(timestamp) * 1000).toISOString() }];
  });
}

const receipt = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(["delivered", "read"]),
  timestamp: z.string().regex(/^\d{1,12}$/),
});

/** Notes each delivered and read status on the shop's message it names (by WhatsApp's id), once; a read one was delivered too. */
async function noteReceipts(body: z.infer<typeof notification>): Promise<void> {
  const statuses = (body.entry ?? []).flatMap((entry) => (entry.changes ?? []).flatMap((change) => change.value.statuses ?? []));
  for (const status of statuses) {
    const parsed = receipt.safeParse(status);
    if (!parsed.success) continue;
    const at = new Date(Number(parsed.data.timestamp) * 1000);
    const message = { providerId: parsed.data.id, channel: "WHATSAPP" } as const;
    await getDb().smsMessage.updateMany({ where: { ...message, deliveredAt: null }, data: { deliveredAt: at } });
    if (parsed.data.status === "read") await getDb().smsMessage.updateMany({ where: { ...message, readAt: null }, data: { readAt: at } });
  }
}

export type WhatsAppWebhookAnswer = { queued: number; duplicates: number };

/** The signature first (over the capped raw body; a stranger's body is never parsed), then the presses, each queued once. */
export async function receiveWhatsAppWebhook(request: Request): Promise<WhatsAppWebhookAnswer> {
  const secret = webhookSecret();
  const signature = request.headers.get("x-hub-signature-256");
  if (!secret || !signature) throw new AppError("unauthenticated", SIGNATURE_MESSAGE);
  const raw = await readBody(request, MAX_BODY_BYTES);
  if (!sameText(signature, webhookSignature(raw, secret))) throw new AppError("unauthenticated", SIGNATURE_MESSAGE);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    throw new AppError("validation", "The webhook body is not valid JSON");
  }
  const parsed = notification.safeParse(body);
  if (!parsed.success) throw new AppError("validation", "The webhook body is not a WhatsApp notification");
  await noteReceipts(parsed.data);
  const presses = buttonPresses(parsed.data);
  if (presses.length === 0) return { queued: 0, duplicates: 0 };
  const queued = await getDb().$transaction(async (tx) => {
    let count = 0;
    for (const { messageId, ...reply } of presses) {
      const fresh = await tx.webhookEvent.createMany({
        data: [{ id: `whatsapp:${messageId}`, provider: "whatsapp", type: "button" }],
        skipDuplicates: true,
      });
      if (fresh.count === 0) continue;
      await queueJob("whatsapp.reply", reply, tx);
      count += 1;
    }
    return count;
  });
  return { queued, duplicates: presses.length - queued };
}
