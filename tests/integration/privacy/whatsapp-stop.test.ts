import { randomInt, randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/v1/whatsapp/webhook/route";
import { getBoss } from "@/lib/jobs/boss";
import { hasConsent, recordConsent } from "@/lib/privacy/consents";
import { pressTwinButtonAction } from "@/lib/sms/actions";
import { sendCodConfirmRequest } from "@/lib/sms/send/cod-messages";
import { TWIN_STOP } from "@/lib/sms/inbox/twin-reply";
import { TWIN_APP_SECRET, webhookSignature } from "@/lib/sms/inbox/whatsapp-webhook";
import { APP_ORIGIN, call, db, requestFrom } from "../../support/api";
import { workOffJobs } from "../../support/jobs";

// A STOP on WhatsApp (decision 110): typed or pressed in the twin's inbox, it withdraws that number's
// marketing consents on WhatsApp, kept with how, and nobody else's; other words change nothing.
const actionRequest = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => actionRequest.headers }));
beforeEach(() => {
  actionRequest.headers = requestFrom("127.0.0.1");
});
// The queue starts once, before the first webhook queues into it inside its transaction.
beforeAll(() => getBoss());
afterAll(() => db.$disconnect());

const mobile = () => `+919${randomInt(100_000_000, 1_000_000_000)}`;

async function subscribed(contact: string) {
  for (const purpose of ["MARKETING_OFFERS", "CART_REMINDERS"] as const) {
    await recordConsent({ contact, purpose, channel: "WHATSAPP", granted: true, via: "api" });
  }
  await recordConsent({ contact, purpose: "MARKETING_OFFERS", channel: "SMS", granted: true, via: "api" });
}

function typed(from: string, body: string) {
  const raw = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "1",
        changes: [
          {
            field: "messages",
            value: {
              messages: [{ from: from.slice(1), id: `wamid.${randomUUID()}`, timestamp: "1795000000", type: "text", text: { body } }],
            },
          },
        ],
      },
    ],
  });
  return call(POST, { path: "/api/v1/whatsapp/webhook", raw, headers: { "x-hub-signature-256": webhookSignature(raw, TWIN_APP_SECRET) } });
}

describe("STOP on WhatsApp", () => {
  it("typed, withdraws that number's marketing on WhatsApp only, and is kept with how", async () => {
    const [hers, other] = [mobile(), mobile()];
    await subscribed(hers);
    await subscribed(other);
    expect(await typed(hers, " Stop ")).toMatchObject({ status: 200, body: { queued: 1 } });
    await workOffJobs({ names: ["whatsapp.reply"] });
    expect(await hasConsent(hers, "MARKETING_OFFERS", "WHATSAPP")).toBe(false);
    expect(await hasConsent(hers, "CART_REMINDERS", "WHATSAPP")).toBe(false);
    expect(await hasConsent(hers, "MARKETING_OFFERS", "SMS")).toBe(true);
    expect(await hasConsent(other, "MARKETING_OFFERS", "WHATSAPP")).toBe(true);
    expect(await db.consent.count({ where: { contact: hers, granted: false, via: "WhatsApp STOP" } })).toBe(2);
  });

  it("other words change nothing", async () => {
    const hers = mobile();
    await subscribed(hers);
    expect(await typed(hers, "Please stop the delivery tomorrow")).toMatchObject({ status: 200, body: { queued: 0 } });
    await workOffJobs({ names: ["whatsapp.reply"] });
    expect(await hasConsent(hers, "MARKETING_OFFERS", "WHATSAPP")).toBe(true);
  });

  it("pressed as the twin's 'Reply STOP' under a message in the development inbox, goes through the webhook", async () => {
    const hers = mobile();
    await subscribed(hers);
    await sendCodConfirmRequest({
      to: hers,
      orderId: randomUUID(),
      publicOrderId: "KS-2612-0001",
      amount: "₹999",
      link: `${APP_ORIGIN}/cod/x`,
    });
    const row = await db.smsMessage.findFirstOrThrow({ where: { to: hers, channel: "WHATSAPP" } });
    expect(await pressTwinButtonAction(row.id, TWIN_STOP.id)).toEqual({ ok: true, data: `The shop got your reply "${TWIN_STOP.title}"` });
    await workOffJobs({ names: ["whatsapp.reply"] });
    expect(await hasConsent(hers, "CART_REMINDERS", "WHATSAPP")).toBe(false);
  });
});
