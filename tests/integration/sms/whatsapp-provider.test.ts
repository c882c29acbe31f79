import { randomInt, randomUUID } from "node:crypto";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { startFakeMsg91 } from "../../support/fakes/msg91";
import { startFakeWhatsApp } from "../../support/fakes/whatsapp";

// lib/sms/providers/whatsapp.ts against a local fake of WhatsApp's Cloud API (WHATSAPP_BASE_URL), through the
// cash-on-delivery messages: the template message the shop posts (path, bearer, template, variables,
// quick-reply payloads), the row it leaves, and a WhatsApp failure falling back to SMS (MSG91's fake
// here), each attempt a row; when both fail, the shopper's 503.
const whatsapp = await startFakeWhatsApp();
const msg91 = await startFakeMsg91();
Object.assign(process.env, {
  WHATSAPP_TOKEN: "EAAGtest-token",
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_APP_SECRET: "whatsapp-app-secret",
  WHATSAPP_VERIFY_TOKEN: "whatsapp-verify-token",
  WHATSAPP_BASE_URL: whatsapp.url,
  // Short for the hang, yet long enough for a first request on a busy machine.
  WHATSAPP_TIMEOUT_MS: "1000",
  MSG91_AUTH_KEY: "msg91-contract-key",
  MSG91_OTP_TEMPLATE_ID: "6745f0c1d6fc05123a4b5c6d",
  MSG91_COD_TEMPLATE_ID: "6745f0c1d6fc05123a4b5c6e",
  MSG91_COD_CANCELLED_TEMPLATE_ID: "6745f0c1d6fc05123a4b5c6f",
  SMS_SENDER_ID: "KURTAS",
  MSG91_BASE_URL: msg91.url,
});
const { sendCodConfirmRequest, sendCodLapsedNotice } = await import("@/lib/sms/send/cod-messages");
const { sendBackInStockMessage } = await import("@/lib/sms/send/stock-messages");
const { SMS_UNAVAILABLE } = await import("@/lib/sms/not-sent");
const { log } = await import("@/lib/log");
const { getDb } = await import("@/lib/db");
const { clock } = await import("@/lib/clock");
const { POST: notifyMeRoute } = await import("@/app/api/v1/products/notifyMe/route");
const { NOTIFY_ME_THANKS, NUMBER_CODE_SENT } = await import("@/lib/catalog/back-in-stock/schemas");
const { queueBackInStockNotices } = await import("@/lib/catalog/back-in-stock/queue");
const { call } = await import("../../support/api");
const { workOffJobs } = await import("../../support/jobs");
const { kurta } = await import("../orders/fixtures");
const db = getDb();

afterAll(async () => {
  await whatsapp.close();
  await msg91.close();
  await db.$disconnect();
});
afterEach(() => vi.restoreAllMocks());

function codMessage() {
  const ten = `9${randomInt(100_000_000, 1_000_000_000)}`;
  const orderId = randomUUID();
  return {
    ten,
    orderId,
    message: {
      to: `+91${ten}`,
      orderId,
      publicOrderId: "KS-2611-0042",
      amount: "₹1,049",
      link: `http://localhost:3000/cod/${orderId}?key=abc`,
    },
  };
}

const rowsTo = (ten: string) => db.smsMessage.findMany({ where: { to: `+91${ten}` }, orderBy: { createdAt: "asc" } });

describe("the cash-on-delivery confirmation on WhatsApp's Cloud API", () => {
  it("posts the cod_confirm template with its variables and the two payloads, with the bearer token, and keeps its row", async () => {
    const { ten, orderId, message } = codMessage();
    expect(await sendCodConfirmRequest(message)).toEqual({ channel: "WHATSAPP" });

    expect(whatsapp.requests.at(-1)).toEqual({
      method: "POST",
      path: "/v21.0/106540352242922/messages",
      authorization: "Bearer EAAGtest-token",
      body: {
        messaging_product: "whatsapp",
        to: `91${ten}`,
        type: "template",
        template: {
          name: "cod_confirm",
          language: { code: "en" },
          components: [
            {
              type: "body",
              parameters: [
                { type: "text", text: "KS-2611-0042" },
                { type: "text", text: "₹1,049" },
                { type: "text", text: message.link },
              ],
            },
            { type: "button", sub_type: "quick_reply", index: "0", parameters: [{ type: "payload", payload: `cod-confirm:${orderId}` }] },
            { type: "button", sub_type: "quick_reply", index: "1", parameters: [{ type: "payload", payload: `cod-cancel:${orderId}` }] },
          ],
        },
      },
    });
    expect(await rowsTo(ten)).toEqual([
      expect.objectContaining({
        channel: "WHATSAPP",
        template: "cod-confirm",
        provider: "whatsapp",
        status: "SENT",
        providerId: whatsapp.accepted.at(-1),
        error: null,
        text: expect.stringContaining("Please confirm your Kurta Shop order KS-2611-0042 of ₹1,049"),
        buttons: [
          { id: `cod-confirm:${orderId}`, title: "Confirm" },
          { id: `cod-cancel:${orderId}`, title: "Cancel" },
        ],
      }),
    ]);
  });

  it("sends the lapsed notice as the cod_cancelled template, without buttons", async () => {
    const { ten } = codMessage();
    expect(await sendCodLapsedNotice({ to: `${ten.slice(0, 5)} ${ten.slice(5)}`, publicOrderId: "KS-2611-0043" })).toEqual({
      channel: "WHATSAPP",
    });
    const { body } = whatsapp.requests.at(-1)!;
    expect(body.template).toEqual({
      name: "cod_cancelled",
      language: { code: "en" },
      components: [{ type: "body", parameters: [{ type: "text", text: "KS-2611-0043" }] }],
    });
    const [row] = await rowsTo(ten);
    expect(row).toMatchObject({ channel: "WHATSAPP", template: "cod-cancelled", status: "SENT", buttons: null });
    expect(row!.text).toContain("Your order KS-2611-0043 was cancelled because it was not confirmed");
  });

  it("a back-in-stock notice is the back_in_stock template with the item, its page and the unsubscribe link, without buttons", async () => {
    const ten = `9${randomInt(100_000_000, 1_000_000_000)}`;
    const notice = {
      to: `+91${ten}`,
      item: "Chikankari Kurta - Indigo - S",
      link: "http://localhost:3000/product/chikankari-kurta?size=S",
      stop: "http://localhost:3000/unsubscribe/c1?key=k1",
    };
    expect(await sendBackInStockMessage(notice)).toEqual({ channel: "WHATSAPP" });
    expect(whatsapp.requests.at(-1)!.body).toEqual({
      messaging_product: "whatsapp",
      to: `91${ten}`,
      type: "template",
      template: {
        name: "back_in_stock",
        language: { code: "en" },
        components: [{ type: "body", parameters: [notice.item, notice.link, notice.stop].map((text) => ({ type: "text", text })) }],
      },
    });
    expect(await rowsTo(ten)).toEqual([
      expect.objectContaining({ channel: "WHATSAPP", template: "back-in-stock", status: "SENT", buttons: null }),
    ]);
  });

  it.each([
    [
      "a 500 outage",
      { status: 500, body: { error: { message: "Internal error", type: "OAuthException", code: 1 } } },
      "WhatsApp answered 500: Internal error",
    ],
    [
      "a template WhatsApp does not know",
      { status: 404, body: { error: { message: "(#132001) Template name does not exist in the translation", code: 132001 } } },
      "Template name does not exist",
    ],
    ["a 200 without a message id", { status: 200, body: { messaging_product: "whatsapp" } }, "WhatsApp answered 200"],
    ["no answer within WHATSAPP_TIMEOUT_MS", "hang" as const, "WhatsApp did not answer within 1000 ms"],
  ])("%s falls back to SMS: a FAILED WhatsApp row with the reason, then the SMS with the link", async (_, answer, reason) => {
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    const { ten, message } = codMessage();
    whatsapp.answerNext(answer);

    expect(await sendCodConfirmRequest(message)).toEqual({ channel: "SMS" });

    expect(await rowsTo(ten)).toEqual([
      expect.objectContaining({ channel: "WHATSAPP", provider: "whatsapp", status: "FAILED", error: expect.stringContaining(reason) }),
      expect.objectContaining({ channel: "SMS", provider: "msg91", template: "cod-confirm", status: "SENT", buttons: null }),
    ]);
    expect(msg91.requests.at(-1)!.body).toEqual({
      template_id: "6745f0c1d6fc05123a4b5c6e",
      sender: "KURTAS",
      short_url: "0",
      recipients: [{ mobiles: `91${ten}`, order: "KS-2611-0042", amount: "₹1,049", link: message.link }],
    });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ channel: "WHATSAPP", reason: expect.stringContaining(reason) }),
      "SMS not sent",
    );
  });

  it("when WhatsApp and SMS both fail, the shopper gets the 503, and both attempts are rows", async () => {
    vi.spyOn(log, "error").mockImplementation(() => {});
    const { ten } = codMessage();
    whatsapp.answerNext({ status: 503, body: { error: { message: "Service unavailable" } } });
    msg91.answerNext({ status: 500, body: { type: "error", message: "Internal Server Error" } });

    await expect(sendCodLapsedNotice({ to: `+91${ten}`, publicOrderId: "KS-2611-0044" })).rejects.toMatchObject({
      code: "unavailable",
      status: 503,
      message: SMS_UNAVAILABLE,
    });
    expect((await rowsTo(ten)).map(({ channel, status, template }) => ({ channel, status, template }))).toEqual([
      { channel: "WHATSAPP", status: "FAILED", template: "cod-cancelled" },
      { channel: "SMS", status: "FAILED", template: "cod-cancelled" },
    ]);
    expect(msg91.requests.at(-1)!.body).toMatchObject({ template_id: "6745f0c1d6fc05123a4b5c6f", recipients: [{ order: "KS-2611-0044" }] });
  });

  it("refuses a number that is no Indian mobile number with a 400, and sends nothing", async () => {
    const before = whatsapp.requests.length;
    await expect(sendCodLapsedNotice({ to: "+1 415 555 0100", publicOrderId: "KS-2611-0045" })).rejects.toMatchObject({ status: 400 });
    expect(whatsapp.requests.length).toBe(before);
  });
});

describe("Notify me with a mobile number", () => {
  it("is taken when WhatsApp is set up though MSG91 has no back-in-stock template, and the notice goes on WhatsApp", async () => {
    // 11:30 in India, outside quiet hours: the notice may go at once.
    vi.spyOn(clock, "now").mockReturnValue(new Date("2026-11-28T06:00:00Z"));
    const { product, S } = await kurta({ S: 0 });
    const ten = `8${randomInt(100_000_000, 1_000_000_000)}`;
    const json = { sizeId: S.id, contact: `+91${ten}`, consent: true };
    const asked = await call(notifyMeRoute, { path: "/api/v1/products/notifyMe", json });
    expect(asked).toMatchObject({ status: 200, body: { success: true, message: NUMBER_CODE_SENT, codeSent: true } });
    // The number proves itself with the code MSG91 texted it.
    const recipientOf = (body: Record<string, unknown>) => (body.recipients as { mobiles: string; code?: string }[] | undefined)?.[0];
    const code = recipientOf(msg91.requests.findLast((request) => recipientOf(request.body)?.mobiles === `91${ten}`)!.body)!.code!;
    const { status, body } = await call(notifyMeRoute, { path: "/api/v1/products/notifyMe", json: { ...json, code } });
    expect({ status, body }).toEqual({ status: 200, body: { success: true, message: NOTIFY_ME_THANKS } });
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`UPDATE "SizeStock" SET stock = 1 WHERE id = ${S.id}`;
      await queueBackInStockNotices(tx, [product.id]);
    });
    await workOffJobs({ names: ["stock.back-in-stock", "stock.text-notice"] });
    await workOffJobs({ names: ["stock.back-in-stock", "stock.text-notice"] });
    expect(whatsapp.requests.filter((request) => request.body.to === `91${ten}`)).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ template: expect.objectContaining({ name: "back_in_stock" }) }) }),
    ]);
    expect(await rowsTo(ten)).toEqual([
      expect.objectContaining({ channel: "SMS", template: "otp", status: "SENT" }),
      expect.objectContaining({ channel: "WHATSAPP", template: "back-in-stock", status: "SENT" }),
    ]);
  });
});
