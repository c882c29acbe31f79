import { randomInt } from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";
import { startFakeMsg91 } from "../../support/fakes/msg91";

// lib/sms/providers/msg91.ts against a local fake of MSG91's Flow API (MSG91_BASE_URL), through sendSms:
// what the shop sends (path, authkey, DLT template and sender, the number, the code's variable),
// the row each message leaves (never the code), and what each failure becomes for the shopper:
// a 503 with one message, the provider's words only in the row and the log.
const fake = await startFakeMsg91();
const TEMPLATE_ID = "6745f0c1d6fc05123a4b5c6d";
const HINDI_TEMPLATE_ID = "6745f0c1d6fc05123a4b5c70";
Object.assign(process.env, {
  MSG91_AUTH_KEY: "msg91-contract-key",
  MSG91_OTP_TEMPLATE_ID: TEMPLATE_ID,
  MSG91_COD_TEMPLATE_ID: "6745f0c1d6fc05123a4b5c6e",
  MSG91_COD_CANCELLED_TEMPLATE_ID: "6745f0c1d6fc05123a4b5c6f",
  SMS_SENDER_ID: "kurtas",
  // The code's template registered in Hindi too (decision 122); the COD request's only in English.
  MSG91_HINDI_TEMPLATE_IDS: `otp=${HINDI_TEMPLATE_ID}`,
  MSG91_BASE_URL: fake.url,
  // Short for the hang, yet long enough for a first request on a busy machine (200 ms was not).
  SMS_TIMEOUT_MS: "2000",
});
const { sendSms } = await import("@/lib/sms/send/send-sms");
const { SMS_UNAVAILABLE } = await import("@/lib/sms/not-sent");
const { log } = await import("@/lib/log");
const { getDb } = await import("@/lib/db");
const { smsLanguage } = await import("@/lib/sms/providers/provider");
const { POST: notifyMeRoute } = await import("@/app/api/v1/products/notifyMe/route");
const { TEXTS_UNAVAILABLE } = await import("@/lib/catalog/back-in-stock/schemas");
const { call } = await import("../../support/api");
const { kurta } = await import("../orders/fixtures");
const db = getDb();

afterAll(async () => {
  await fake.close();
  await db.$disconnect();
});

/** A fresh number, and a code message to it as lib/accounts sends it. */
function codeMessage() {
  const ten = `9${randomInt(100_000_000, 1_000_000_000)}`;
  const code = String(randomInt(100_000, 1_000_000));
  const text = `${code} is your Kurta Shop code. It expires in 5 minutes. Do not share it with anyone.`;
  return { ten, code, message: { to: `+91${ten}`, template: "otp" as const, text, vars: { code }, secret: code } };
}

const rowsTo = (ten: string) => db.smsMessage.findMany({ where: { to: `+91${ten}` } });

describe("sending through MSG91's Flow API", () => {
  it("posts the DLT template, the sender and the code to /api/v5/flow with the authkey, and keeps a row without the code", async () => {
    const { ten, code, message } = codeMessage();
    await sendSms(message);

    const request = fake.requests.at(-1)!;
    expect(request).toEqual({
      method: "POST",
      path: "/api/v5/flow",
      authkey: "msg91-contract-key",
      body: { template_id: TEMPLATE_ID, sender: "KURTAS", short_url: "0", recipients: [{ mobiles: `91${ten}`, code }] },
    });
    const [row] = await rowsTo(ten);
    expect(row).toMatchObject({
      template: "otp",
      provider: "msg91",
      status: "SENT",
      providerId: fake.accepted.at(-1),
      error: null,
      text: "•••••• is your Kurta Shop code. It expires in 5 minutes. Do not share it with anyone.",
    });
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it.each([
    [
      "a 500 outage",
      { status: 500, body: { type: "error", message: "Internal Server Error" } },
      "MSG91 answered 500: Internal Server Error",
    ],
    [
      "an error answer with 200",
      { status: 200, body: { type: "error", message: "Template ID is not approved" } },
      "Template ID is not approved",
    ],
    ["a refused key", { status: 401, body: { type: "error", message: "Authentication failure" } }, "MSG91 answered 401"],
    ["no answer within SMS_TIMEOUT_MS", "hang" as const, "did not answer within 2000 ms"],
  ])("%s is a 503 for the shopper and a FAILED row with MSG91's reason", async (_, answer, reason) => {
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    const { ten, code, message } = codeMessage();
    fake.answerNext(answer);

    const failure = sendSms(message);
    await expect(failure).rejects.toMatchObject({ code: "unavailable", status: 503, message: SMS_UNAVAILABLE });

    const [row] = await rowsTo(ten);
    expect(row).toMatchObject({ provider: "msg91", status: "FAILED", providerId: null, error: expect.stringContaining(reason) });
    expect(JSON.stringify(row)).not.toContain(code);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ smsId: row!.id, reason: expect.stringContaining(reason) }),
      "SMS not sent",
    );
    expect(JSON.stringify(logged.mock.calls)).not.toContain(ten);
    logged.mockRestore();
  });
});

describe("a shopper who chose Hindi", () => {
  it("gets the code under its Hindi DLT template; a template registered only in English is texted in English", async () => {
    expect(smsLanguage("otp", "hi")).toBe("hi");
    expect(smsLanguage("cod-confirm", "hi")).toBe("en");
    expect(smsLanguage("otp", "en")).toBe("en");
    const { ten, code, message } = codeMessage();
    await sendSms({ ...message, text: `${code} आपका Kurta Shop कोड है।`, language: "hi" });
    expect(fake.requests.at(-1)!.body).toMatchObject({ template_id: HINDI_TEMPLATE_ID, recipients: [{ mobiles: `91${ten}`, code }] });
    expect(await rowsTo(ten)).toMatchObject([{ template: "otp", language: "hi", status: "SENT", text: "•••••• आपका Kurta Shop कोड है।" }]);
  });

  it("never sends Hindi words under an English template id: without a Hindi id the message is refused with a 503", async () => {
    const { ten } = codeMessage();
    const before = fake.requests.length;
    const failure = sendSms({ to: `+91${ten}`, template: "cod-confirm", text: "कृपया पक्का करें", vars: {}, language: "hi" });
    await expect(failure).rejects.toMatchObject({ code: "unavailable", status: 503, message: SMS_UNAVAILABLE });
    expect(fake.requests.length).toBe(before);
    expect(await rowsTo(ten)).toMatchObject([{ template: "cod-confirm", language: "hi", status: "FAILED" }]);
  });
});

describe("Notify me with a mobile number", () => {
  it("is refused with the form's message while neither WhatsApp nor MSG91's back-in-stock template is set up", async () => {
    const { S } = await kurta({ S: 0 });
    const ten = `8${randomInt(100_000_000, 1_000_000_000)}`;
    const { status, body } = await call(notifyMeRoute, {
      path: "/api/v1/products/notifyMe",
      json: { sizeId: S.id, contact: `+91${ten}`, consent: true },
    });
    expect({ status, body }).toMatchObject({ status: 400, body: { success: false, message: TEXTS_UNAVAILABLE } });
    expect(await db.stockNotice.count({ where: { contact: `+91${ten}` } })).toBe(0);
  });
});
