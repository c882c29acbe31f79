import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { MAX_BODY_BYTES, readBody } from "@/lib/http/request/read-input";
import { queueJob } from "@/lib/jobs/queue-job";
import { parseInput } from "@/lib/validation";
import { fromIst } from "./shiprocket-answers";

// Shiprocket's tracking webhook (POST /api/v1/shipping/webhook). It is unsigned: Shiprocket sends the
// token chosen in its panel as x-api-key, compared here in constant time. The answer is quick: each
// scan is written down once (the WebhookEvent table; Shiprocket sends a scan more than once) and a job
// makes the move (lib/orders/shipments/courier-scans.ts), which never moves an order backwards.
export const TWIN_WEBHOOK_TOKEN = "twin-demo-shipping-webhook-token";
export const WEBHOOK_TOKEN_MESSAGE = "Invalid webhook token";

const AWB_MESSAGE = "The webhook body has no awb (the parcel's AWB code, 1 to 40 characters)";
const SCANS_MESSAGE = "scans must be a list of up to 500 scans, each with date, activity and location as text";
const statusText = (name: string, max: number) =>
  z.string({ error: `${name} must be text` }).max(max, `${name} is at most ${max} characters`);
const scanText = (max: number) => z.string({ error: SCANS_MESSAGE }).max(max, SCANS_MESSAGE).optional();

/** One scan of a parcel as Shiprocket posts it (the API document shows this schema). */
export const trackingWebhookSchema = z.object({
  awb: z.union([z.string().trim().min(1).max(40), z.number()], { error: AWB_MESSAGE }).transform(String),
  current_status: statusText("current_status", 100).optional(),
  shipment_status: statusText("shipment_status", 100).optional(),
  current_timestamp: statusText("current_timestamp", 40).optional(),
  scans: z
    .array(z.object({ date: scanText(40), activity: scanText(500), location: scanText(200) }, { error: SCANS_MESSAGE }), {
      error: SCANS_MESSAGE,
    })
    .max(500, SCANS_MESSAGE)
    .optional(),
});

/** The token Shiprocket must send: the one set, else (demo mode) the twin's. */
function expectedToken(): string | null {
  const env = getEnv();
  return env.SHIPROCKET_WEBHOOK_TOKEN || (env.DEMO_MODE ? TWIN_WEBHOOK_TOKEN : null);
}

const digest = (value: string) => createHash("sha256").update(value).digest();

export function webhookTokenMatches(given: string | null): boolean {
  const expected = expectedToken();
  return Boolean(expected && given && timingSafeEqual(digest(given), digest(expected)));
}

/** Shiprocket's current_timestamp, "23 05 2023 11:43:52" in India's time; a scan's "2023-05-23 11:43:52" too. */
export function scanTime(value: string | undefined, fallback: Date): Date {
  const match = value?.trim().match(/^(\d{2})[ -/](\d{2})[ -/](\d{4})[ T](\d{2}:\d{2}(?::\d{2})?)$/);
  const at = match ? fromIst(`${match[3]}-${match[2]}-${match[1]} ${match[4]}`) : value ? fromIst(value) : new Date(0);
  return at.getTime() === 0 ? fallback : at;
}

export type WebhookAnswer = { handled: "queued" | "duplicate" | "ignored" };
/** The scan the courier-scan job is given: its time as ISO text. */
export type QueuedScan = { awbCode: string; label: string; at: string; activity: string; location: string };

/** The token first (a stranger's body is never read), then the body, counted while it streams in and refused (413) past the cap. */
export async function receiveTrackingWebhook(request: Request, now = new Date()): Promise<WebhookAnswer> {
  const { handled } = await recordTrackingScan(request, now);
  return { handled };
}

/** receiveTrackingWebhook, with the scan it queued (null unless queued): the demo courier applies it at once. */
export async function recordTrackingScan(request: Request, now = new Date()): Promise<WebhookAnswer & { scan: QueuedScan | null }> {
  if (!webhookTokenMatches(request.headers.get("x-api-key"))) throw new AppError("unauthenticated", WEBHOOK_TOKEN_MESSAGE);
  const rawBody = new TextDecoder().decode(await readBody(request, MAX_BODY_BYTES));
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new AppError("validation", "The webhook body is not valid JSON");
  }
  const { awb, current_status, shipment_status, current_timestamp, scans = [] } = parseInput(trackingWebhookSchema, body);
  const label = current_status || shipment_status;
  if (!label) return { handled: "ignored", scan: null };
  const last = scans.at(-1);
  const scan: QueuedScan = {
    awbCode: awb,
    label,
    at: scanTime(current_timestamp ?? last?.date, now).toISOString(),
    activity: last?.activity ?? "",
    location: last?.location ?? "",
  };
  const eventId = `shiprocket:${awb}:${label}:${scan.at}`.slice(0, 200);
  const handled = await getDb().$transaction(async (tx) => {
    const fresh = await tx.webhookEvent.createMany({ data: [{ id: eventId, provider: "shiprocket", type: label }], skipDuplicates: true });
    if (fresh.count === 0) return "duplicate" as const;
    await queueJob("shipping.courier-scan", scan, tx);
    return "queued" as const;
  });
  return { handled, scan: handled === "queued" ? scan : null };
}
