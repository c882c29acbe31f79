import { randomInt, randomUUID } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as inboxRoute } from "@/app/api/dev/messages/route";
import MessagesPage from "@/app/dev/messages/page";
import { GET, POST } from "@/app/api/v1/whatsapp/webhook/route";
import { MAX_BODY_BYTES } from "@/lib/http/request/read-input";
import { getBoss } from "@/lib/jobs/boss";
import { pressTwinButtonAction } from "@/lib/sms/actions";
import { sendCodConfirmRequest } from "@/lib/sms/send/cod-messages";
import { twinReplyBody } from "@/lib/sms/inbox/twin-reply";
import { SIGNATURE_MESSAGE, TWIN_APP_SECRET, TWIN_VERIFY_TOKEN, VERIFY_MESSAGE, webhookSignature } from "@/lib/sms/inbox/whatsapp-webhook";
import { APP_ORIGIN, call, db, randomIp, requestFrom } from "../../support/api";

// WhatsApp's webhook in demo mode (the twin's app secret and verify token): Meta's GET check of
// the address, the signature of each POST, the button presses queued once each as "whatsapp.reply"
// jobs, the rest acknowledged and dropped; and the development inbox's WhatsApp messages, whose
// buttons send the shopper's reply through the same webhook.

// The action reads the request's headers through next/headers; each test says whose they are.
const actionRequest = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => actionRequest.headers }));
// The page's buttons refresh it through the App Router, which a static render has not mounted.
vi.mock("next/navigation", async (original) => ({ ...(await original<object>()), useRouter: () => ({ refresh: () => {} }) }));
beforeEach(() => {
  actionRequest.headers = requestFrom("127.0.0.1");
});
afterAll(() => db.$disconnect());

const ten = () => `9${randomInt(100_000_000, 1_000_000_000)}`;

/** The "whatsapp.reply" jobs queued with `payload` (the queue's tables exist once pg-boss has started). */
async function jobsWith(payload: string) {
  await getBoss();
  return db.$queryRaw<{ data: { from: string; payload: string; at: string } }[]>`
    SELECT data FROM pgboss.job WHERE name = 'whatsapp.reply' AND data->>'payload' = ${payload}`;
}

function verify(query: Record<string, string>) {
  return GET(new Request(`${APP_ORIGIN}/api/v1/whatsapp/webhook?${new URLSearchParams(query)}`));
}

function post(body: string, signature: string | null = webhookSignature(body, TWIN_APP_SECRET)) {
  return call(POST, {
    path: "/api/v1/whatsapp/webhook",
    raw: body,
    headers: signature === null ? {} : { "x-hub-signature-256": signature },
  });
}

/** A notification as WhatsApp posts it, with these messages (and statuses). */
function notification(value: { messages?: unknown[]; statuses?: unknown[] }) {
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [{ id: "102290129340398", changes: [{ field: "messages", value: { messaging_product: "whatsapp", ...value } }] }],
  });
}

const pressed = (from: string, payload: string, id = `wamid.${randomUUID()}`) => ({
  from: `91${from}`,
  id,
  timestamp: "1795000000",
  type: "button",
  button: { payload, text: "Confirm" },
  context: { from: "15550783881", id: "wamid.original" },
});

describe("GET /api/v1/whatsapp/webhook: Meta's check of the address", () => {
  it("answers the challenge as text for the verify token", async () => {
    const response = await verify({ "hub.mode": "subscribe", "hub.verify_token": TWIN_VERIFY_TOKEN, "hub.challenge": "1158201444" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toBe("1158201444");
  });

  it("refuses a wrong or missing token, or another mode, with 403", async () => {
    for (const query of <Record<string, string>[]>[
      { "hub.mode": "subscribe", "hub.verify_token": "guess", "hub.challenge": "1" },
      { "hub.mode": "subscribe", "hub.challenge": "1" },
      { "hub.mode": "unsubscribe", "hub.verify_token": TWIN_VERIFY_TOKEN, "hub.challenge": "1" },
    ]) {
      const response = await verify(query);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ success: false, message: VERIFY_MESSAGE });
    }
  });
});

describe("POST /api/v1/whatsapp/webhook", () => {
  it("refuses a missing or wrong signature with 401 and queues nothing", async () => {
    const payload = `cod-confirm:${randomUUID()}`;
    const body = notification({ messages: [pressed(ten(), payload)] });
    for (const signature of [
      null,
      "",
      "sha256=00",
      webhookSignature(body, "another-secret"),
      webhookSignature(`${body} `, TWIN_APP_SECRET),
    ]) {
      const answer = await post(body, signature);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, message: SIGNATURE_MESSAGE });
    }
    expect(await jobsWith(payload)).toEqual([]);
  });

  it("queues one whatsapp.reply job for a button pressed, with the sender as +91…", async () => {
    const from = ten();
    const payload = `cod-confirm:${randomUUID()}`;
    const answer = await post(notification({ messages: [pressed(from, payload)] }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, queued: 1, duplicates: 0 });
    expect(await jobsWith(payload)).toEqual([{ data: { from: `+91${from}`, payload, at: new Date(1_795_000_000_000).toISOString() } }]);
  });

  it("reads an interactive message's button reply too", async () => {
    const from = ten();
    const payload = `cod-cancel:${randomUUID()}`;
    const message = {
      from: `91${from}`,
      id: `wamid.${randomUUID()}`,
      timestamp: "1795000000",
      type: "interactive",
      interactive: { type: "button_reply", button_reply: { id: payload, title: "Cancel" } },
    };
    expect((await post(notification({ messages: [message] }))).body).toEqual({ success: true, queued: 1, duplicates: 0 });
    expect(await jobsWith(payload)).toHaveLength(1);
  });

  it("records a message delivered twice once: one job", async () => {
    const payload = `cod-confirm:${randomUUID()}`;
    const body = notification({ messages: [pressed(ten(), payload, `wamid.${randomUUID()}`)] });
    expect((await post(body)).body).toEqual({ success: true, queued: 1, duplicates: 0 });
    expect((await post(body)).body).toEqual({ success: true, queued: 0, duplicates: 1 });
    expect(await jobsWith(payload)).toHaveLength(1);
    expect(await db.webhookEvent.count({ where: { provider: "whatsapp", id: { startsWith: "whatsapp:wamid." } } })).toBeGreaterThan(0);
  });

  it("answers 200 and queues nothing for statuses, typed messages and presses from outside India", async () => {
    const payload = `cod-confirm:${randomUUID()}`;
    const statuses = [{ id: "wamid.sent", status: "delivered", timestamp: "1795000000", recipient_id: `91${ten()}` }];
    const text = { from: `91${ten()}`, id: `wamid.${randomUUID()}`, timestamp: "1795000000", type: "text", text: { body: payload } };
    const abroad = { ...pressed(ten(), payload), from: "14155550100" };
    for (const body of [notification({ statuses }), notification({ messages: [text, abroad] }), JSON.stringify({ object: "page" })]) {
      const answer = await post(body);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, queued: 0, duplicates: 0 });
    }
    expect(await jobsWith(payload)).toEqual([]);
  });

  it("refuses a body over the cap with 413, and signed text that is not JSON with 400", async () => {
    const big = JSON.stringify({ entry: [], pad: "x".repeat(MAX_BODY_BYTES) });
    expect((await post(big)).status).toBe(413);
    const broken = await post("{not json");
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ success: false, message: "The webhook body is not valid JSON" });
  });
});

/** A confirmation request sent through the twin to a fresh number, and its row. */
async function twinConfirmation() {
  const number = ten();
  const orderId = randomUUID();
  await sendCodConfirmRequest({ to: `+91${number}`, orderId, publicOrderId: "KS-2611-0051", amount: "₹999", link: `${APP_ORIGIN}/cod/x` });
  return { number, orderId, row: await db.smsMessage.findFirstOrThrow({ where: { to: `+91${number}` } }) };
}

describe("the twin's WhatsApp messages in the development inbox", () => {
  it("shows the channel and the buttons, and pressing one sends the shopper's reply through the webhook: one job", async () => {
    const number = ten();
    const orderId = randomUUID();
    const sent = await sendCodConfirmRequest({
      to: `+91${number}`,
      orderId,
      publicOrderId: "KS-2611-0050",
      amount: "₹1,049",
      link: `${APP_ORIGIN}/cod/${orderId}`,
    });
    expect(sent).toEqual({ channel: "WHATSAPP" });

    const inbox = await call(inboxRoute, { path: `/api/dev/messages?to=${number}`, ip: "127.0.0.1" });
    const [message] = (inbox.body as unknown as { messages: Record<string, unknown>[] }).messages;
    expect(message).toMatchObject({
      channel: "WHATSAPP",
      template: "cod-confirm",
      buttons: [
        { id: `cod-confirm:${orderId}`, title: "Confirm" },
        { id: `cod-cancel:${orderId}`, title: "Cancel" },
      ],
    });

    expect(await pressTwinButtonAction(message!.id as string, `cod-confirm:${orderId}`)).toEqual({
      ok: true,
      data: 'The shop got your reply "Confirm"',
    });
    expect(await jobsWith(`cod-confirm:${orderId}`)).toEqual([
      { data: { from: `+91${number}`, payload: `cod-confirm:${orderId}`, at: expect.any(String) } },
    ]);
    expect(await jobsWith(`cod-cancel:${orderId}`)).toEqual([]);
  });

  it("shows a WhatsApp message on the page with its channel and its buttons", async () => {
    const { row } = await twinConfirmation();
    const markup = renderToStaticMarkup(await MessagesPage());
    const message = markup.slice(markup.indexOf(`id="to-${row.id}"`));
    expect(message.slice(0, message.indexOf("</article>"))).toMatch(
      /WhatsApp[\s\S]*cod-confirm[\s\S]*>Confirm<\/button>[\s\S]*>Cancel<\/button>/,
    );
  });

  it("builds a body the webhook reads, and refuses a button the message does not have", async () => {
    const { number, orderId, row } = await twinConfirmation();
    expect(await pressTwinButtonAction(row.id, "cod-confirm:another-order")).toMatchObject({ ok: false, code: "not_found" });
    expect(await pressTwinButtonAction("no-such-message", `cod-confirm:${orderId}`)).toMatchObject({ ok: false, code: "not_found" });

    const body = twinReplyBody(`+91${number}`, `cod-cancel:${orderId}`, "Cancel");
    expect((await post(body)).body).toEqual({ success: true, queued: 1, duplicates: 0 });
  });

  it("presses no button for a visitor from elsewhere", async () => {
    const { orderId, row } = await twinConfirmation();
    actionRequest.headers = requestFrom(randomIp());
    expect(await pressTwinButtonAction(row.id, `cod-confirm:${orderId}`)).toMatchObject({ ok: false, code: "not_found" });
    expect(await jobsWith(`cod-confirm:${orderId}`)).toEqual([]);
  });
});
