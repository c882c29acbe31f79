import { randomInt } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/dev/messages/route";
import MessagesPage from "@/app/dev/messages/page";
import { getDb } from "@/lib/db";
import { listMessages } from "@/lib/sms/inbox/inbox";
import { sendSms } from "@/lib/sms/send/send-sms";
import { call, randomIp, requestFrom, signupAndLogin } from "../../support/api";
import { PRODUCTION_ENV } from "../../support/production-env";

// The local twin of MSG91 in demo mode (the test env has no MSG91 key): sendSms keeps each message
// whole in SmsMessage, and the development SMS inbox shows it, at /dev/messages and as JSON at
// /api/dev/messages, to this machine and admins only, like the development mailbox.

// The page reads the request's headers through next/headers; each test says whose they are.
const pageRequest = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => pageRequest.headers }));

const LOCAL_IP = "127.0.0.1";

beforeEach(() => {
  pageRequest.headers = requestFrom(LOCAL_IP);
});

const db = getDb();
afterAll(() => db.$disconnect());

type InboxBody = {
  success: boolean;
  message?: string;
  messages: { id: string; to: string; template: string; text: string; code: string | null; createdAt: string }[];
};

async function getInbox(
  query = "",
  from: { ip?: string; token?: string } = {},
): Promise<{ status: number; body: InboxBody; response: Response }> {
  const { status, body, response } = await call(GET, { path: `/api/dev/messages${query}`, ip: from.ip ?? LOCAL_IP, token: from.token });
  return { status, body: body as unknown as InboxBody, response };
}

/** A fresh mobile number's ten digits. */
function mobile(): string {
  return `9${randomInt(100_000_000, 1_000_000_000)}`;
}

async function sendCode(ten: string, code = String(randomInt(100_000, 1_000_000))) {
  const text = `${code} is your Kurta Shop code. It expires in 5 minutes. Do not share it with anyone.`;
  await sendSms({ to: `+91${ten}`, template: "otp", text, vars: { code }, secret: code });
  return { code, text };
}

describe("sendSms in demo mode without an MSG91 key", () => {
  it("keeps the whole message, code included, as sent by the twin", async () => {
    const ten = mobile();
    const { text } = await sendCode(ten);
    expect(await db.smsMessage.findMany({ where: { to: `+91${ten}` } })).toEqual([
      expect.objectContaining({ template: "otp", text, provider: "twin", status: "SENT", providerId: null, error: null }),
    ]);
  });

  it("refuses a number that is no Indian mobile number with a 400", async () => {
    await expect(sendSms({ to: "+1 415 555 0100", template: "otp", text: "123456", vars: { code: "123456" } })).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe("GET /api/dev/messages", () => {
  it("finds a number's messages, newest first, with their code, however the number is typed", async () => {
    const ten = mobile();
    const first = await sendCode(ten);
    const second = await sendCode(ten);
    await sendCode(mobile());

    for (const typed of [`${ten.slice(0, 5)} ${ten.slice(5)}`, `+91 ${ten.slice(0, 5)}-${ten.slice(5)}`, `0${ten}`, `91${ten}`]) {
      const { status, body, response } = await getInbox(`?to=${encodeURIComponent(typed)}`);
      expect(status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(body.success).toBe(true);
      expect(body.messages.map(({ to, template, text, code }) => ({ to, template, text, code }))).toEqual([
        { to: `+91${ten}`, template: "otp", text: second.text, code: second.code },
        { to: `+91${ten}`, template: "otp", text: first.text, code: first.code },
      ]);
      expect(new Date(body.messages[0]!.createdAt).toString()).not.toBe("Invalid Date");
    }
  });

  it("answers an empty list, not an error, for a `to` that is no mobile number", async () => {
    await sendCode(mobile());
    for (const typed of ["12345", "not a phone", "+1 415 555 0100", "9".repeat(300)]) {
      const { status, body } = await getInbox(`?to=${encodeURIComponent(typed)}`);
      expect(status).toBe(200);
      expect(body).toEqual({ success: true, messages: [] });
    }
    expect((await getInbox()).body.messages.length).toBeGreaterThan(0);
  });
});

describe("who may read the development SMS inbox", () => {
  it("not an anonymous visitor from elsewhere, nor a customer: the route answers 404 and the page is not found", async () => {
    const ten = mobile();
    await sendCode(ten);
    const customer = await signupAndLogin();

    for (const from of [{ ip: randomIp() }, { ip: "unknown" }, { ip: randomIp(), token: customer.token }]) {
      const { status, body } = await getInbox(`?to=${ten}`, from);
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, message: "Not found" });
      pageRequest.headers = requestFrom(from.ip, from.token);
      await expect(MessagesPage()).rejects.toMatchObject({ digest: expect.stringContaining("404") });
    }
  });

  it("an admin from anywhere", async () => {
    const ten = mobile();
    const { code } = await sendCode(ten);
    const admin = await signupAndLogin();
    await db.user.update({ where: { id: admin.id }, data: { role: "ADMIN" } });

    const { status, body } = await getInbox(`?to=${ten}`, { ip: randomIp(), token: admin.token });
    expect(status).toBe(200);
    expect(body.messages.map((message) => message.code)).toEqual([code]);
    pageRequest.headers = requestFrom(randomIp(), admin.token);
    expect(renderToStaticMarkup(await MessagesPage())).toContain("Development SMS inbox");
  });
});

describe("the development SMS inbox page", () => {
  it("shows each message's number as shoppers write it, its code and its text, and links to the mailbox", async () => {
    const ten = mobile();
    const { code } = await sendCode(ten);
    const markup = renderToStaticMarkup(await MessagesPage());
    expect(markup).toContain("Development SMS inbox");
    expect(markup).toContain(`To ${ten.slice(0, 5)} ${ten.slice(5)}`);
    expect(markup).toContain(`>${code}</strong>`);
    expect(markup).toContain(`${code} is your Kurta Shop code.`);
    expect(markup).toContain('href="/dev/mailbox"');
    expect(markup).not.toContain("No messages yet");
  });
});

describe("listMessages", () => {
  it("returns at most `limit` messages, newest first", async () => {
    const ten = mobile();
    const codes = [await sendCode(ten), await sendCode(ten), await sendCode(ten)].map((sent) => sent.code);
    expect((await listMessages({ to: ten, limit: 2 })).map((message) => message.code)).toEqual([codes[2], codes[1]]);
  });
});

describe("outside demo mode", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
    vi.resetModules();
  });

  it("has no SMS inbox, even for this machine: the route answers 404 and the page is not found", async () => {
    vi.resetModules();
    Object.assign(process.env, PRODUCTION_ENV);
    const route = await import("@/app/api/dev/messages/route");
    const { status, body } = await call(route.GET, { path: "/api/dev/messages", ip: LOCAL_IP });
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: "Not found" });

    const page = await import("@/app/dev/messages/page");
    await expect(page.default()).rejects.toMatchObject({ digest: expect.stringContaining("404") });
  });
});
