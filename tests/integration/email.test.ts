import { randomUUID } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/dev/mailbox/route";
import { POST as getResetPasswordLink } from "@/app/api/v1/auth/getResetPasswordLink/route";
import MailboxPage from "@/app/dev/mailbox/page";
import { getDb } from "@/lib/db";
import { listMailbox, mailboxOpenTo } from "@/lib/email/mailbox";
import { OUTBOX_RETENTION_DAYS, purgeOutbox } from "@/lib/email/outbox-purge";
import { LINK_REMOVED } from "@/lib/email/sealed-body";
import { sendEmail, type EmailMessage } from "@/lib/email/send-email";
import { passwordResetEmail, verificationEmail } from "@/lib/email/templates";
import { call, randomIp, requestFrom, signupAndLogin } from "../support/api";
import { workOffJobs } from "../support/jobs";
import { PRODUCTION_ENV } from "../support/production-env";

// The page reads the request's headers through next/headers; each test says whose they are.
const pageRequest = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => pageRequest.headers }));

const LOCAL_IP = "127.0.0.1";

beforeEach(() => {
  pageRequest.headers = requestFrom(LOCAL_IP);
});

// The test env is demo mode without RESEND_API_KEY: emails go to the outbox, the local twin.
const db = getDb();
afterAll(() => db.$disconnect());

function inbox(): string {
  return `buyer-${randomUUID()}@example.com`;
}

function message(to: string, overrides: Partial<EmailMessage> = {}): EmailMessage {
  return { to, subject: "Hello", html: "<p>Hello</p>", text: "Hello", template: "test", ...overrides };
}

type MailboxBody = {
  success: boolean;
  message?: string;
  emails: { id: string; to: string; subject: string; template: string; text: string; html: string; links: string[]; createdAt: string }[];
};

/** How many outbox rows hold the text anywhere, in any column. */
async function rowsHolding(secret: string): Promise<number> {
  const [found] = await db.$queryRaw<{ count: bigint }[]>`
    SELECT count(*) AS count FROM "EmailOutbox" e WHERE strpos(row_to_json(e)::text, ${secret}) > 0`;
  return Number(found?.count);
}

function inAnHour(): Date {
  return new Date(Date.now() + 60 * 60 * 1000);
}

async function getMailbox(query = "", from: { ip?: string; token?: string } = {}): Promise<{ status: number; body: MailboxBody }> {
  const { status, body } = await call(GET, { path: `/api/dev/mailbox${query}`, ip: from.ip ?? LOCAL_IP, token: from.token });
  return { status, body: body as unknown as MailboxBody };
}

describe("sendEmail in demo mode without a Resend key", () => {
  it("records the whole message in the outbox, delivered by the local twin", async () => {
    const to = inbox();
    const email = verificationEmail({ fullname: "Asha Verma", link: "http://localhost:3000/verify-email?token=tok_1" });
    await sendEmail({ to, ...email });
    await workOffJobs();

    const rows = await db.emailOutbox.findMany({ where: { to } });
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      template: email.template,
      status: "SENT",
      provider: "outbox",
      lastError: null,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.sentAt!.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
  });
});

describe("one-time links in the outbox (demo mode)", () => {
  it("are never stored readable; the mailbox shows them until they expire, then the purge removes them", async () => {
    const user = await signupAndLogin();
    const asked = await call(getResetPasswordLink, { path: "/api/v1/auth/getResetPasswordLink", json: { email: user.email } });
    expect(asked.status).toBe(200);
    await workOffJobs();

    const shown = await getMailbox(`?to=${encodeURIComponent(user.email)}`);
    const reset = shown.body.emails.find((email) => email.template === "password-reset");
    const link = reset?.links[0];
    expect(link).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}$/);
    const token = link!.split("/").at(-1)!;
    expect(reset!.html).toContain(link);

    // Sealed: no column of any row holds the token or the link.
    expect(await rowsHolding(token)).toBe(0);
    const row = await db.emailOutbox.findUniqueOrThrow({ where: { id: reset!.id } });
    expect(row.text).toContain(`Reset my password: ${LINK_REMOVED}`);
    expect(row.sealedBody).not.toBeNull();
    expect(row.sealedUntil!.getTime()).toBeGreaterThan(Date.now());

    // Once the link has expired, the mailbox no longer shows it, even before the purge.
    await db.emailOutbox.update({ where: { id: row.id }, data: { sealedUntil: new Date(Date.now() - 1000) } });
    const expired = await getMailbox(`?to=${encodeURIComponent(user.email)}`);
    const after = expired.body.emails.find((email) => email.id === row.id)!;
    expect(after.links).toEqual([]);
    expect(after.text).toContain(LINK_REMOVED);

    const purged = await purgeOutbox();
    expect(purged.linksRemoved).toBeGreaterThanOrEqual(1);
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ sealedBody: null, sealedUntil: null });
  });

  it("keeps the verification link of a sign-up sealed too", async () => {
    const user = await signupAndLogin();
    const [email] = (await getMailbox(`?to=${encodeURIComponent(user.email)}`)).body.emails;
    expect(email?.template).toBe("verify-email");
    const token = email!.links[0]!.split("/").at(-1)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await rowsHolding(token)).toBe(0);
  });
});

describe("purgeOutbox", () => {
  it(`deletes rows older than ${OUTBOX_RETENTION_DAYS} days and keeps younger ones`, async () => {
    const to = inbox();
    const day = 24 * 60 * 60 * 1000;
    const old = await db.emailOutbox.create({
      data: { ...message(to, { subject: "old" }), createdAt: new Date(Date.now() - (OUTBOX_RETENTION_DAYS + 1) * day) },
    });
    const young = await db.emailOutbox.create({
      data: { ...message(to, { subject: "young" }), createdAt: new Date(Date.now() - (OUTBOX_RETENTION_DAYS - 1) * day) },
    });

    const purged = await purgeOutbox();
    expect(purged.rowsDeleted).toBeGreaterThanOrEqual(1);
    expect(await db.emailOutbox.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await db.emailOutbox.findUnique({ where: { id: young.id } })).not.toBeNull();
  });
});

describe("who may read the development mailbox", () => {
  it("in demo mode, a request from this machine", async () => {
    for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect(await mailboxOpenTo(requestFrom(ip))).toBe(true);
    }
  });

  it("not an anonymous visitor from elsewhere, nor a customer: the route answers 404 and the page is not found", async () => {
    const to = inbox();
    await sendEmail({ to, ...passwordResetEmail({ fullname: "Asha", link: "http://localhost:3000/reset-password/remote" }) });
    const customer = await signupAndLogin();

    for (const from of [{ ip: randomIp() }, { ip: "unknown" }, { ip: randomIp(), token: customer.token }]) {
      const { status, body } = await getMailbox(`?to=${encodeURIComponent(to)}`, from);
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, message: "Not found" });
      pageRequest.headers = requestFrom(from.ip, from.token);
      await expect(MailboxPage()).rejects.toMatchObject({ digest: expect.stringContaining("404") });
    }
  });

  it("an admin from anywhere", async () => {
    const to = inbox();
    await sendEmail({ to, ...passwordResetEmail({ fullname: "Asha", link: "http://localhost:3000/reset-password/for-admin" }) });
    const admin = await signupAndLogin();
    await db.user.update({ where: { id: admin.id }, data: { role: "ADMIN" } });

    const { status, body } = await getMailbox(`?to=${encodeURIComponent(to)}`, { ip: randomIp(), token: admin.token });
    expect(status).toBe(200);
    expect(body.emails.map((email) => email.links)).toEqual([["http://localhost:3000/reset-password/for-admin"]]);
    pageRequest.headers = requestFrom(randomIp(), admin.token);
    expect(renderToStaticMarkup(await MailboxPage())).toContain("Development mailbox");
  });
});

describe("listMailbox", () => {
  it("returns the outbox newest first, whatever the order the rows were written in", async () => {
    const to = inbox();
    const now = Date.now();
    // Written out of order on purpose: the middle one first, then the newest, then the oldest.
    for (const [subject, ageMs] of [
      ["middle", 60_000],
      ["newest", 0],
      ["oldest", 120_000],
    ] as const) {
      await db.emailOutbox.create({
        data: { ...message(to, { subject }), status: "SENT", provider: "outbox", createdAt: new Date(now - ageMs) },
      });
    }

    const rows = await listMailbox(50, { to });
    expect(rows.map((row) => row.subject)).toEqual(["newest", "middle", "oldest"]);
    expect(Object.keys(rows[0]!).sort()).toEqual(["createdAt", "html", "id", "status", "subject", "template", "text", "to"]);

    expect((await listMailbox(2, { to })).map((row) => row.subject)).toEqual(["newest", "middle"]);
    // Without a filter the newest of all comes first: the one just sent.
    const latest = inbox();
    await sendEmail(message(latest));
    expect((await listMailbox(1))[0]?.to).toBe(latest);
  });
});

describe("GET /api/dev/mailbox", () => {
  it("returns the message with the links of its text part, filtered by recipient", async () => {
    const to = inbox();
    const other = inbox();
    const link = "http://localhost:3000/reset-password?token=Zx9_-reset";
    await sendEmail({ to, ...passwordResetEmail({ fullname: "Asha", link }) });
    await sendEmail({ to: other, ...verificationEmail({ fullname: "Ravi", link: "http://localhost:3000/verify-email?token=v" }) });

    const { status, body } = await getMailbox(`?to=${encodeURIComponent(to.toUpperCase())}`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.emails).toHaveLength(1);
    const email = body.emails[0]!;
    expect(email).toMatchObject({ to, subject: "Reset your Kurta Shop password", links: [link] });
    expect(email.text).toContain(link);
    expect(email.html).toContain(link);
    expect(new Date(email.createdAt).toString()).not.toBe("Invalid Date");

    const others = await getMailbox(`?to=${encodeURIComponent(other)}`);
    expect(others.body.emails.map((e) => e.to)).toEqual([other]);
    expect(others.body.emails[0]!.links).toEqual(["http://localhost:3000/verify-email?token=v"]);

    const nobody = await getMailbox(`?to=${encodeURIComponent(inbox())}`);
    expect(nobody.body).toEqual({ success: true, emails: [] });

    const all = await getMailbox();
    expect(all.body.emails.map((e) => e.to)).toEqual(expect.arrayContaining([to, other]));
  });
});

describe("the development mailbox page", () => {
  it("shows the text part with its URLs as real links, and never the raw HTML", async () => {
    const to = inbox();
    const link = "http://localhost:3000/verify-email?token=page_tok";
    await sendEmail({ to, ...verificationEmail({ fullname: "<b>Mallory</b>", link }) });

    const markup = renderToStaticMarkup(await MailboxPage());
    expect(markup).toContain("Development mailbox");
    expect(markup).toContain(`href="${link}"`);
    expect(markup).toContain(to);
    expect(markup).toContain("Verify your email for Kurta Shop");
    expect(markup).toContain("Hello &lt;b&gt;Mallory&lt;/b&gt;,");
    expect(markup).not.toContain("<b>Mallory</b>");
    expect(markup).not.toContain("No emails yet");
    expect(markup).not.toContain("background:#fbf6ef");
  });
});

describe("outside demo mode", () => {
  const saved = { ...process.env };
  // What earlier tests queued is delivered to the demo outbox first, never to the mocked Resend.
  beforeEach(() => workOffJobs());
  afterEach(() => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
    vi.doUnmock("resend");
    vi.resetModules();
  });

  function productionEnv() {
    vi.resetModules();
    Object.assign(process.env, PRODUCTION_ENV);
  }

  it("has no mailbox: the route answers 404 and the page is not found", async () => {
    productionEnv();
    const route = await import("@/app/api/dev/mailbox/route");
    const { status, body } = await call(route.GET, { path: "/api/dev/mailbox", ip: LOCAL_IP });
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: "Not found" });

    const page = await import("@/app/dev/mailbox/page");
    await expect(page.default()).rejects.toMatchObject({ digest: expect.stringContaining("404") });
  });

  it("sends through Resend and marks the row SENT; the delivered link is then nowhere in the outbox", async () => {
    productionEnv();
    const send = vi.fn(async () => ({ data: { id: "re_123" }, error: null, headers: null }));
    vi.doMock("resend", () => ({
      Resend: vi.fn(function Resend() {
        return { emails: { send } };
      }),
    }));
    const { sendEmail: send2 } = await import("@/lib/email/send-email");
    const jobs = await import("../support/jobs");

    const to = inbox();
    const secret = `delivered_${randomUUID()}`;
    const link = `https://kurta.shop/reset-password/${secret}`;
    const email = passwordResetEmail({ fullname: "Asha", link });
    await send2({ to, ...email, oneTimeLink: { url: link, expiresAt: inAnHour() } });
    await jobs.workOffJobs();

    const row = await db.emailOutbox.findFirstOrThrow({ where: { to } });
    expect(send).toHaveBeenCalledWith(
      { from: "Kurta Shop <orders@kurta.shop>", to, subject: email.subject, html: email.html, text: email.text },
      { idempotencyKey: `outbox-${row.id}`, signal: expect.any(AbortSignal) },
    );
    expect(row).toMatchObject({ status: "SENT", provider: "resend", lastError: null, sealedBody: null, sealedUntil: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.text).toContain(`Reset my password: ${LINK_REMOVED}`);
    expect(await rowsHolding(secret)).toBe(0);
  });

  it("a reset asked for through the API and delivered by Resend leaves no usable link in the outbox", async () => {
    const user = await signupAndLogin();
    await workOffJobs();
    productionEnv();
    const sent: string[] = [];
    const send = vi.fn(async (email: { text: string }) => {
      sent.push(email.text);
      return { data: { id: "re_456" }, error: null, headers: null };
    });
    vi.doMock("resend", () => ({
      Resend: vi.fn(function Resend() {
        return { emails: { send } };
      }),
    }));
    const route = await import("@/app/api/v1/auth/getResetPasswordLink/route");
    const jobs = await import("../support/jobs");

    const asked = await call(route.POST, { path: "/api/v1/auth/getResetPasswordLink", json: { email: user.email } });
    expect(asked.status).toBe(200);
    await jobs.workOffJobs();

    expect(send).toHaveBeenCalledOnce();
    const token = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(sent[0] ?? "")?.[1];
    expect(token).toBeDefined();
    const row = await db.emailOutbox.findFirstOrThrow({ where: { to: user.email, template: "password-reset" } });
    expect(row).toMatchObject({ status: "SENT", provider: "resend", sealedBody: null, sealedUntil: null });
    expect(await rowsHolding(token!)).toBe(0);
  });

  it("a delivery refused twice is retried with backoff, then delivered once", async () => {
    productionEnv();
    let calls = 0;
    const send = vi.fn(async () => {
      calls++;
      if (calls <= 2)
        return { data: null, error: { name: "rate_limit_exceeded", message: "Too many requests", statusCode: 429 }, headers: null };
      return { data: { id: "re_789" }, error: null, headers: null };
    });
    vi.doMock("resend", () => ({
      Resend: vi.fn(function Resend() {
        return { emails: { send } };
      }),
    }));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { sendEmail: send2 } = await import("@/lib/email/send-email");
    const { queueJob } = await import("@/lib/jobs/queue-job");
    const jobs = await import("../support/jobs");

    const to = inbox();
    await send2(message(to));
    const row = await db.emailOutbox.findFirstOrThrow({ where: { to } });
    const [job] = await db.$queryRaw<{ retry_limit: number; retry_backoff: boolean; retry_delay: number }[]>`
      SELECT retry_limit, retry_backoff, retry_delay FROM pgboss.job WHERE name = 'email.deliver' AND data->>'outboxId' = ${row.id}`;
    expect(job).toEqual({ retry_limit: 5, retry_backoff: true, retry_delay: 30 });

    // The first failure leaves the job waiting for its retry, not due yet.
    expect(await jobs.workOffJobs({ retries: false })).toEqual({ completed: 0, failed: 1 });
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: "PENDING", attempts: 1 });
    expect(await jobs.workOffJobs()).toEqual({ completed: 1, failed: 1 });

    expect(send).toHaveBeenCalledTimes(3);
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: "SENT",
      attempts: 3,
      lastError: null,
    });
    // A worker that died after sending and before marking the job done runs it again: nothing more is sent.
    expect(await queueJob("email.deliver", { outboxId: row.id })).not.toBeNull();
    expect(await jobs.workOffJobs()).toEqual({ completed: 1, failed: 0 });
    expect(send).toHaveBeenCalledTimes(3);
    logged.mockRestore();
  });

  it("retries a message Resend refuses, then keeps it as FAILED with the provider's error, logged without its link", async () => {
    productionEnv();
    const send = vi.fn(async () => ({
      data: null,
      error: { name: "validation_error", message: "The domain is not verified", statusCode: 403 },
      headers: null,
    }));
    vi.doMock("resend", () => ({
      Resend: vi.fn(function Resend() {
        return { emails: { send } };
      }),
    }));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { sendEmail: send2 } = await import("@/lib/email/send-email");
    const jobs = await import("../support/jobs");
    const { JOBS } = await import("@/lib/jobs/definitions");
    const tries = JOBS["email.deliver"].queue.retryLimit + 1;

    const to = inbox();
    const link = "https://kurta.shop/reset-password/secret_tok";
    const email = passwordResetEmail({ fullname: "Asha", link });
    await expect(send2({ to, ...email, oneTimeLink: { url: link, expiresAt: inAnHour() } })).resolves.toBeUndefined();
    await jobs.workOffJobs();

    expect(send).toHaveBeenCalledTimes(tries);
    const row = await db.emailOutbox.findFirstOrThrow({ where: { to } });
    expect(row).toMatchObject({ status: "FAILED", provider: "resend", attempts: tries, sentAt: null });
    // Kept for a retry, sealed: readable only with AUTH_SECRET, and only until the link expires.
    expect(row.sealedBody).not.toBeNull();
    expect(await rowsHolding("secret_tok")).toBe(0);
    expect(row.lastError).toContain("The domain is not verified");
    const lines = logged.mock.calls.map((call) => String(call[0]));
    expect(lines).toHaveLength(tries);
    expect(lines.at(-1)).toContain("failed for good");
    // The log names the row, never the one-time link.
    for (const line of lines) {
      expect(line).toContain(row.id);
      expect(line).not.toContain("secret_tok");
    }
    logged.mockRestore();
  });

  it("also survives a Resend client that throws", async () => {
    productionEnv();
    vi.doMock("resend", () => ({
      Resend: vi.fn(function Resend() {
        return {
          emails: {
            send: async () => {
              throw new TypeError("fetch failed");
            },
          },
        };
      }),
    }));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { sendEmail: send2 } = await import("@/lib/email/send-email");
    const jobs = await import("../support/jobs");

    const to = inbox();
    await send2(message(to));
    await jobs.workOffJobs({ retries: false });
    const row = await db.emailOutbox.findFirstOrThrow({ where: { to } });
    // Pending again, for the queue's next try.
    expect(row).toMatchObject({ status: "PENDING", attempts: 1, lastError: "TypeError: fetch failed" });
    logged.mockRestore();
  });
});
